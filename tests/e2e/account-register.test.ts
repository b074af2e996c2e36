import { describe, expect, it } from 'vitest';
import { REGISTRATION_DRAFT_LIFETIME_MS } from '@core/account/draft';
import { MAP_POINT_TEXTS, registrationValidator, type RegistrationInput } from '@core/account/rules';
import { ACCOUNT_MAILS, ACCOUNT_SERVER_MESSAGES } from '@core/account/serverMessages';
import { LOCATION_MESSAGES, locationFailure } from '@core/geo';
import { asFailure } from '@core/validation';
import { LOGOUT_AFTER_PASSWORD_CHANGE_MS } from '@web/app/shell/ChangePasswordDialog';
import { REGISTRATION_REDIRECT_MS } from '@web/features/auth/RegisterScreen';
import { activate, profileOf, registerSeller, type NewSeller } from './support/accounts';
import { expectNoAxeViolations } from './support/a11y';
import { DESKTOP, ENDED_SESSION_READS, PHONE, usePortal } from './support/portal';
import { expectToast, startWithStorage } from './account-support';
import { pngFile } from './support/png';

const DRAFT_KEY = 'penyedia.registerDraft';
/** A stored draft as the form writes it, apart from its name and time. */
const DRAFT_FIELDS = JSON.stringify({
  businessType: 'PT',
  businessCategory: '5',
  taxStatus: 'Non-PKP',
  siup: '',
  npwpAddress: '',
  provinceId: '',
  cityId: '',
  districtId: '',
  districtCode: '',
  villageCode: '',
  villageName: '',
  postalCode: '',
  mapAddress: '',
  latitude: -6.2,
  longitude: 106.816666,
  picName: '',
  picPosition: '',
  picPhone: '',
  bankId: '',
  branch: '',
  accountHolder: '',
  agreement: false,
});

/** What the registration form holds, in core's terms, so core says which check comes next. */
type FormModel = { -readonly [K in keyof RegistrationInput]: RegistrationInput[K] };

const emptyModel = (): FormModel => ({
  npwpImage: null,
  npwp: '',
  name: '',
  businessType: 'PT',
  siup: '',
  npwpAddress: '',
  provinceId: null,
  cityId: null,
  districtId: null,
  villageCode: null,
  postalCode: '',
  mapAddress: '',
  picName: '',
  picPosition: '',
  picPhone: '',
  ktp: '',
  accountNumber: '',
  branch: '',
  accountHolder: '',
  email: '',
  password: '',
  passwordConfirmation: '',
});

/**
 * Registration, then a new seller logs in and changes the password.
 * Every store here has its own e-mail and NPWP, so the tests run in any order on one sandbox.
 */
describe('registration', () => {
  const p = usePortal({ login: false });

  /** The store the form registers in the end-to-end test. */
  const newStore: NewSeller = {
    name: 'CV Toko Baru Sejahtera',
    email: 'toko.baru@contoh.id',
    password: 'TokoBaru2026',
    npwp: '9988776655443322',
  };

  const page = () => p.page;
  const field = (label: string) => page().getByLabel(label, { exact: true });
  const submit = () => page().getByRole('button', { name: 'Daftar', exact: true });
  const confirmRegistration = () => page().getByRole('button', { name: 'Ya, Daftar' }).click();
  const storedDraft = () => page().evaluate((key) => window.localStorage.getItem(key), DRAFT_KEY);
  /** '/register' with nothing stored (no draft left by another test). */
  const openRegister = async () => {
    await startWithStorage(p);
    await p.visit('/register');
    await page().getByRole('heading', { level: 1, name: 'Daftar Penyedia' }).waitFor();
  };

  /** One filler per check of core (by its field): fills the browser form and the model alike. */
  const fillers = (model: FormModel, store: NewSeller): Record<string, () => Promise<void>> => ({
    npwpImage: async () => {
      await field('Foto NPWP').setInputFiles({ name: 'npwp.png', mimeType: 'image/png', buffer: pngFile(64, 40) });
      model.npwpImage = { size: 1, type: 'image/png', name: 'npwp.png' };
    },
    npwp: async () => {
      await field('Nomor NPWP').fill(store.npwp);
      model.npwp = store.npwp;
    },
    name: async () => {
      await field('Nama Toko').fill(store.name);
      model.name = store.name;
    },
    siup: async () => {
      await field('Nomor SIUP/NIB').fill('9120009998887');
      model.siup = 'x';
    },
    npwpAddress: async () => {
      await field('Alamat NPWP').fill('Jl. Tebet Raya No. 1, Jakarta Selatan');
      model.npwpAddress = 'x';
    },
    province: async () => {
      await field('Provinsi').selectOption({ label: 'DKI Jakarta' });
      model.provinceId = 31;
    },
    city: async () => {
      await expect.poll(() => field('Kota/Kabupaten').locator('option').count()).toBeGreaterThan(1);
      await field('Kota/Kabupaten').selectOption({ label: 'Kota Jakarta Selatan' });
      model.cityId = 3171;
    },
    district: async () => {
      await expect.poll(() => field('Kecamatan').locator('option').count()).toBeGreaterThan(1);
      await field('Kecamatan').selectOption({ index: 1 });
      model.districtId = 1;
    },
    village: async () => {
      await expect.poll(() => field('Kelurahan/Desa').locator('option').count()).toBeGreaterThan(1);
      await field('Kelurahan/Desa').selectOption({ index: 1 });
      model.villageCode = 'x';
    },
    postalCode: async () => {
      await field('Kode Pos').fill('12810');
      model.postalCode = 'x';
    },
    mapAddress: async () => {
      await field('Alamat berdasarkan Google Maps').fill('Jl. Tebet Raya No. 1, Tebet, Jakarta Selatan');
      model.mapAddress = 'x';
    },
    picName: async () => {
      await field('Nama PIC').fill('Budi Santoso');
      model.picName = 'x';
    },
    picPosition: async () => {
      await field('Jabatan PIC').fill('Direktur');
      model.picPosition = 'x';
    },
    picPhone: async () => {
      await field('Telepon PIC').fill('081298765432');
      model.picPhone = '081298765432';
    },
    ktp: async () => {
      await field('NIK (KTP)').fill('3174010101900001');
      model.ktp = '3174010101900001';
    },
    accountNumber: async () => {
      await field('Bank').selectOption({ index: 1 });
      await field('Nomor Rekening').fill('1234567890');
      model.accountNumber = 'x';
    },
    branch: async () => {
      await field('Cabang Bank').fill('KCP Tebet');
      model.branch = 'x';
    },
    accountHolder: async () => {
      await field('Nama Pemilik Rekening').fill(store.name);
      model.accountHolder = 'x';
    },
    email: async () => {
      await field('Email').fill(store.email);
      model.email = store.email;
    },
    password: async () => {
      await field('Password').fill(store.password);
      model.password = store.password;
    },
    passwordConfirmation: async () => {
      await field('Konfirmasi Password').fill(store.password);
      model.passwordConfirmation = store.password;
    },
  });

  /** '/register' filled as a PT with every field valid and the agreement ticked. */
  const fillWholeForm = async (store: NewSeller) => {
    await openRegister();
    const model = emptyModel();
    await field('Jenis Usaha').selectOption('PT');
    for (const fill of Object.values(fillers(model, store))) await fill();
    await page().getByRole('checkbox').check();
    expect(registrationValidator.validate(model).ok).toBe(true);
  };

  it('keeps submit disabled until the agreement is ticked, and shows the live password hints', async () => {
    await openRegister();
    expect(await submit().isDisabled()).toBe(true);
    await page().getByRole('checkbox').check();
    await expect.poll(() => submit().isDisabled()).toBe(false);
    await field('Password').fill('abcD');
    const met = (label: string) =>
      page()
        .getByRole('list', { name: 'Saran password' })
        .getByText(label)
        .evaluate((el) => el.closest('li')?.dataset.met);
    await expect.poll(() => met('Huruf kecil')).toBe('true');
    expect(await met('Huruf besar')).toBe('true');
    expect(await met('Angka')).toBe('false');
    expect(await met('Minimal 10 karakter')).toBe('false');
    await field('Password').fill('');
    await page().evaluate(() => window.scrollTo(0, 0));
    await p.screenshot('account-register-1366');
  });

  it('refuses an NPWP photo above 1 MB when it is picked', async () => {
    await openRegister();
    const big = Buffer.concat([pngFile(2, 2), Buffer.alloc(1024 * 1024 + 10)]);
    await field('Foto NPWP').setInputFiles({ name: 'npwp-besar.png', mimeType: 'image/png', buffer: big });
    await expectToast(page(), 'File Terlalu Besar! Maksimal Upload 1 Mb');
    expect(await page().getByAltText('Pratinjau Foto NPWP').count()).toBe(0);
  });

  it('shows each ordered check of core in turn, as a toast and at its field', async () => {
    await openRegister();
    await page().getByRole('checkbox').check();
    await field('Jenis Usaha').selectOption('PT');
    const model = emptyModel();
    const fixes = fillers(model, { ...newStore, email: 'urutan.cek@contoh.id' });

    let shown = 0;
    for (const check of registrationValidator.checks) {
      // The size rule is met when the photo is picked (tested above); an oversized photo never reaches the form.
      if (check.field === 'npwpImage' && model.npwpImage !== null) continue;
      if (asFailure(check.test(model)) === null) {
        // Only the mismatch rule passes on an empty form: type a different confirmation first.
        await field('Konfirmasi Password').fill(`${newStore.password}x`);
        model.passwordConfirmation = `${newStore.password}x`;
      }
      const expected = asFailure(check.test(model));
      expect(expected, `check on ${check.field}`).not.toBeNull();
      // The check is the first one failing: its message is the one core (and so the screen) shows.
      expect(registrationValidator.validate(model).first).toBe(expected?.message);
      await submit().click();
      await expectToast(page(), expected?.message ?? '');
      if (expected && expected.fieldMessage !== expected.message) {
        await page().getByRole('alert').filter({ hasText: expected.fieldMessage }).first().waitFor();
      }
      if (shown === 0) {
        // The empty form: every field core refuses shows its text; the focus is on the first failing rule's field.
        await page().getByRole('alert').filter({ hasText: 'Nama Toko tidak boleh kosong' }).waitFor();
        expect(await field('Foto NPWP').evaluate((el) => el === document.activeElement)).toBe(true);
        await expectNoAxeViolations(p, 'registration sent empty');
        await p.screenshot('account-register-errors-1366');
      }
      shown++;
      // An empty confirmation is followed by the mismatch check, which sets its own value.
      if (check.field === 'passwordConfirmation' && model.passwordConfirmation === '') continue;
      await fixes[check.field]?.();
    }
    await fixes.passwordConfirmation?.();
    expect(registrationValidator.validate(model).ok).toBe(true);
    // 13 numbered checks of the spec; 6, 9, 11 and 12 hold several fields, 13 is the mismatch.
    expect(shown).toBe(registrationValidator.checks.length - 1);
  });

  it('keeps a draft across a reload without the NPWP, NIK, account number, e-mail, password or photo', async () => {
    const store: NewSeller = { ...newStore, name: 'CV Toko Draf Lestari', email: 'toko.draf@contoh.id' };
    await fillWholeForm(store);
    await expect.poll(() => storedDraft()).toContain(store.name);
    const stored = (await storedDraft()) ?? '';
    // What the form holds that must not stay on a shared computer.
    for (const secret of [store.npwp, '3174010101900001', '1234567890', store.email, store.password])
      expect(stored).not.toContain(secret);
    await page().reload();
    await field('Nama Toko').waitFor();
    await expect.poll(() => field('Nama Toko').inputValue()).toBe(store.name);
    await expect.poll(() => field('Kelurahan/Desa').inputValue()).not.toBe('');
    expect(await field('Cabang Bank').inputValue()).toBe('KCP Tebet');
    for (const label of ['Nomor NPWP', 'NIK (KTP)', 'Nomor Rekening', 'Email', 'Password', 'Konfirmasi Password'])
      expect(await field(label).inputValue(), label).toBe('');
    expect(await page().getByAltText('Pratinjau Foto NPWP').count()).toBe(0);
  });

  it('Batal removes the draft', async () => {
    await openRegister();
    await field('Nama Toko').fill('CV Toko Batal');
    await expect.poll(() => storedDraft()).toContain('CV Toko Batal');
    await page().getByRole('link', { name: 'Batal' }).click();
    await page().waitForURL(/\/penyedia\/login$/);
    expect(await storedDraft()).toBeNull();
    await page().getByRole('link', { name: 'Daftar sebagai Penyedia' }).click();
    await page().getByRole('heading', { level: 1, name: 'Daftar Penyedia' }).waitFor();
    expect(await field('Nama Toko').inputValue()).toBe('');
  });

  it("a draft older than a day is dropped unread; a younger one is kept (the page's clock)", async () => {
    const now = await page().evaluate(() => Date.now());
    const draftOf = (name: string, ageMs: number) =>
      JSON.stringify({ ...(JSON.parse(DRAFT_FIELDS) as object), name, savedAt: now - ageMs });
    await startWithStorage(p, {
      [DRAFT_KEY]: draftOf('CV Toko Kemarin Lusa', REGISTRATION_DRAFT_LIFETIME_MS + 60_000),
    });
    await p.visit('/register');
    await page().getByRole('heading', { level: 1, name: 'Daftar Penyedia' }).waitFor();
    await field('Nama Toko').waitFor();
    expect(await field('Nama Toko').inputValue()).toBe('');
    expect(await storedDraft()).toBeNull();

    await startWithStorage(p, { [DRAFT_KEY]: draftOf('CV Toko Tadi Pagi', REGISTRATION_DRAFT_LIFETIME_MS - 60_000) });
    await p.visit('/register');
    await expect.poll(() => field('Nama Toko').inputValue()).toBe('CV Toko Tadi Pagi');
  });

  it("'Lokasi Sekarang' as a guest fills the map address from the geocoder", async () => {
    await p.context.grantPermissions(['geolocation'], { origin: p.sandbox.origin });
    await p.context.setGeolocation({ latitude: -6.2263, longitude: 106.8535 });
    await openRegister();
    const geocoded = page().waitForResponse((res) => new URL(res.url()).pathname === '/api/geocode/reverse');
    await page().getByRole('button', { name: 'Lokasi Sekarang' }).click();
    expect((await geocoded).status()).toBe(200);
    await expect.poll(() => field('Alamat berdasarkan Google Maps').inputValue()).toContain('(-6.226300, 106.853500)');
    await p.context.clearPermissions();
  });

  it('when the address cannot be found, the seller is told why in Indonesian and types it', async () => {
    p.allowErrors(/status of 503 \(Service Unavailable\) \(http:\/\/[^)]+\/api\/geocode\/reverse/);
    await p.context.grantPermissions(['geolocation'], { origin: p.sandbox.origin });
    await p.context.setGeolocation({ latitude: -6.2263, longitude: 106.8535 });
    await page().route('**/api/geocode/reverse**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ status: { code: 503, message: 'upstream geocoder down' } }),
      }),
    );
    await openRegister();
    await page().getByRole('button', { name: 'Lokasi Sekarang' }).click();
    const told = locationFailure(LOCATION_MESSAGES.geocoderStatus(503));
    expect(told).toBe('Layanan peta menjawab HTTP 503. Silakan ketik alamatnya sendiri.');
    await expectToast(page(), told);
    const address = field('Alamat berdasarkan Google Maps');
    // Said under the field, which has the focus: the seller types the address there.
    expect(
      await page()
        .locator(`#${await address.getAttribute('aria-describedby')}`)
        .textContent(),
    ).toBe(told);
    await expect.poll(() => address.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page().getByText('upstream geocoder down').count()).toBe(0);
    await page().keyboard.type('Jl. Tebet Raya No. 1, Jakarta Selatan');
    expect(await address.inputValue()).toBe('Jl. Tebet Raya No. 1, Jakarta Selatan');
    // The point moved to the location all the same.
    await page().getByText('-6.226300, 106.853500').waitFor();
    await address.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(p, 'registration after a failed geocoding');
    await p.screenshot('account-register-geocode-failed-1366');
    await p.resize(PHONE, false);
    await address.scrollIntoViewIfNeeded();
    await p.screenshot('account-register-geocode-failed-390');
    await p.resize(DESKTOP, false);
    await p.context.clearPermissions();
  });

  it('when the browser refuses the location, the seller is told so and types the address', async () => {
    await p.context.clearPermissions();
    await openRegister();
    await page().getByRole('button', { name: 'Lokasi Sekarang' }).click();
    await expectToast(page(), locationFailure(LOCATION_MESSAGES.denied));
    await expect
      .poll(() => field('Alamat berdasarkan Google Maps').evaluate((el) => el === document.activeElement))
      .toBe(true);
  });

  it('merchant_already keeps the form; a known e-mail gets the answer a new one gets, and its inbox says which', async () => {
    const store: NewSeller = {
      ...newStore,
      name: 'CV Toko Lain Makmur',
      email: 'toko.lain@contoh.id',
      npwp: '9988776655440002',
    };
    await fillWholeForm(store);
    // merchant_already: the NPWP of a registered store.
    await field('Nomor NPWP').fill('0123456789012345');
    await submit().click();
    await confirmRegistration();
    await expectToast(page(), 'NPWP sudah terdaftar sebagai penyedia');
    expect(await field('Nama Toko').inputValue()).toBe(store.name);
    expect(await field('Email').inputValue()).toBe(store.email);
    // A known e-mail: nobody learns from the page that it has an account.
    await field('Nomor NPWP').fill(store.npwp);
    await field('Email').fill('penyedia@contoh.id');
    await submit().click();
    await confirmRegistration();
    await expectToast(page(), ACCOUNT_SERVER_MESSAGES.registrationReceived);
    expect(p.sandbox.mailbox.lastTo('penyedia@contoh.id')?.subject).toBe(ACCOUNT_MAILS.alreadyRegisteredSubject);
  });

  it('the map moves to the chosen province, then to the chosen kecamatan, and asks for the marker on the shop', async () => {
    await openRegister();
    const coordinates = page().locator('.register__coords');
    const jakarta = await coordinates.textContent();
    await field('Provinsi').selectOption({ label: 'Jawa Barat' });
    await expect.poll(() => coordinates.textContent()).toBe('-6.917500, 107.619100');
    expect(jakarta).not.toBe('-6.917500, 107.619100');
    await page().getByText(MAP_POINT_TEXTS.moved).waitFor();
    await expect.poll(() => field('Kota/Kabupaten').locator('option').count()).toBeGreaterThan(1);
    await field('Kota/Kabupaten').selectOption({ label: 'Kota Bandung' });
    await expect.poll(() => field('Kecamatan').locator('option').count()).toBeGreaterThan(1);
    await field('Kecamatan').selectOption({ label: 'Lengkong' });
    await expect.poll(() => coordinates.textContent()).toBe('-6.930000, 107.625000');
    // A kelurahan keeps the point the kecamatan gave.
    await expect.poll(() => field('Kelurahan/Desa').locator('option').count()).toBeGreaterThan(1);
    await field('Kelurahan/Desa').selectOption({ index: 1 });
    expect(await coordinates.textContent()).toBe('-6.930000, 107.625000');
    await expectNoAxeViolations(p, 'registration with the map moved to Lengkong');
  });

  it('registers after the confirmation, goes to /login after 550 ms, and the new seller can log in to an empty dashboard', async () => {
    await fillWholeForm(newStore);
    const point = (await page().locator('.register__coords').textContent()) ?? '';
    await submit().click();
    // The confirmation asks for the map's point, as the form shows it.
    await expect
      .poll(() => page().getByRole('dialog').textContent())
      .toContain(
        MAP_POINT_TEXTS.confirm({ latitude: Number(point.split(',')[0]), longitude: Number(point.split(',')[1]) }),
      );
    // The 550 ms before /login run on the page's clock.
    await p.freezeTime();
    await confirmRegistration();
    await expectToast(page(), ACCOUNT_SERVER_MESSAGES.registrationReceived);
    await page().clock.runFor(REGISTRATION_REDIRECT_MS - 1);
    expect(new URL(page().url()).pathname).toBe('/penyedia/register');
    await page().clock.runFor(1);
    await page().waitForURL(/\/penyedia\/login$/);
    await page().clock.resume();
    expect(await storedDraft()).toBeNull();
    // The seller opens the e-mailed link: the account is made.
    await activate(p, newStore.email);
    const created = await profileOf(p, newStore);
    expect(created.legality.npwp.id).toBe(newStore.npwp);
    expect(created.location.city.id).toBe(3171);

    await page().getByLabel('Email').fill(newStore.email);
    await page().getByLabel('Password', { exact: true }).fill(newStore.password);
    await page().getByRole('button', { name: 'Login' }).click();
    await page().waitForURL(/\/penyedia\/dashboard/);
    // A new store has no product: the empty dashboard with the link to add one.
    await page().getByText('The Dashboard Will Show Up once there is enough data').waitFor();
    const start = page().getByRole('link', { name: 'Start selling your product' });
    expect(await start.getAttribute('href')).toBe('/penyedia/product/addproduct');
    await p.screenshot('account-dashboard-empty-1366');

    // An inactive store sees the message without the link (the start-selling link needs an active store that is not blocked).
    await page().route('**/api/user/profile/seller', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: Record<string, unknown> };
      await route.fulfill({ response: res, json: { ...body, data: { ...body.data, inActive: false } } });
    });
    await p.visit('/dashboard');
    await page().getByText('The Dashboard Will Show Up once there is enough data').waitFor();
    await page().getByText('Start selling your product').waitFor();
    expect(await page().getByRole('link', { name: 'Start selling your product' }).count()).toBe(0);
  });

  it('a new seller changes the password from the user menu: server message, logout after 500 ms, new password works', async () => {
    // A store of its own, registered through the API: this test needs no other to have run.
    const seller: NewSeller = {
      name: 'CV Toko Sandi Baru',
      email: 'toko.sandi@contoh.id',
      password: 'TokoSandi2026',
      npwp: '9988776655440003',
    };
    p.allowErrors(/status of 400 \(Bad Request\) \(http:\/\/[^)]+\/api\/user\/changePassword/, ENDED_SESSION_READS);
    await registerSeller(p, seller);
    await p.login(seller);
    await p.visit('/dashboard');
    await page().getByText('The Dashboard Will Show Up once there is enough data').waitFor();
    const openDialog = async () => {
      await page().getByRole('button', { name: 'Menu pengguna' }).click();
      await page().getByRole('menuitem', { name: 'Ubah Password' }).click();
    };
    await openDialog();
    await page().getByLabel('Password Lama').fill('salah-sekali');
    await page().getByLabel('Password Baru', { exact: true }).fill('TokoSandi2027');
    await page().getByLabel('Konfirmasi Password Baru').fill('TokoSandi2027');
    await page().getByRole('button', { name: 'Simpan' }).click();
    await expectToast(page(), 'Password lama salah');
    expect(page().url()).toContain('/dashboard');

    await p.freezeTime();
    await page().getByLabel('Password Lama').fill(seller.password);
    await page().getByRole('button', { name: 'Simpan' }).click();
    await expectToast(page(), 'Password berhasil diubah');
    await page().clock.runFor(LOGOUT_AFTER_PASSWORD_CHANGE_MS - 1);
    expect(new URL(page().url()).pathname).toBe('/penyedia/dashboard');
    await page().clock.runFor(1);
    await page().waitForURL(/\/penyedia\/login$/);
    await page().clock.resume();
    await page().getByLabel('Email').fill(seller.email);
    await page().getByLabel('Password', { exact: true }).fill('TokoSandi2027');
    await page().getByRole('button', { name: 'Login' }).click();
    await page().waitForURL(/\/penyedia\/dashboard/);
  });
});
