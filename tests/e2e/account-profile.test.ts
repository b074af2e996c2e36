import { describe, expect, it } from 'vitest';
import { accountApiAs, answerOf, profileOf } from './support/accounts';
import { PROFILE_MAX_LENGTH, PROFILE_MESSAGES } from '@core/account/rules';
import { expectNoAxeViolations } from './support/a11y';
import { DESKTOP, PHONE, usePortal } from './support/portal';
import { expectToast } from './account-support';
import { pngFile } from './support/png';
import { holdRoute } from './support/holdRoute';

/** The demo seller's store (the sandbox seed). */
const DEMO_SELLER_ID = 1001;

/** The store profile of the demo seller: its six tabs, the confirmed edits, the field rules. */
describe('profile', () => {
  const p = usePortal();

  const page = () => p.page;
  /** '/profile' opened, then the tab chosen by its label as a seller would. */
  const openTab = async (name: string) => {
    await p.visit('/profile');
    await page().getByRole('tab', { name, exact: true }).click();
    await page().getByRole('tabpanel', { name }).waitFor();
  };
  const confirm = () => page().getByRole('button', { name: 'Ya, Simpan' }).click();

  it('has the six tabs; Identitas edits after a confirmation, refreshes the user and keeps digits only in the NPWP', async () => {
    // The refused NPWP (last step) is answered 400 on purpose.
    p.allowErrors(/status of 400 \(Bad Request\) \(http:\/\/[^)]+\/api\/backendseller\/konfigurasi_api\)/);
    await p.visit('/profile');
    // The tabs and the selects are drawn once the profile has arrived: wait for them, never read once.
    await expect
      .poll(() => page().getByRole('tab').allTextContents())
      .toEqual(['Identitas', 'Legalitas', 'Alamat', 'Rekening Bank', 'Gambar', 'User']);
    await page().getByRole('tabpanel', { name: 'Identitas' }).waitFor();
    const options = (label: string) => page().getByLabel(label, { exact: true }).locator('option').allTextContents();
    await expect.poll(() => options('Jenis Usaha')).toEqual(['Individu', 'PT', 'CV']);
    await expect
      .poll(() => options('Kategori Usaha'))
      .toEqual(['Mikro', 'Kecil', 'Menengah', 'Besar', 'NonUMKM', 'Koperasi']);
    await expect.poll(() => options('Status')).toEqual(['PKP', 'Non-PKP']);
    await page().getByLabel('NPWP', { exact: true }).fill('01.234.567.8-901.2345');
    expect(await page().getByLabel('NPWP', { exact: true }).inputValue()).toBe('0123456789012345');
    await p.screenshot('account-profile-identitas-1366');

    await page().getByLabel('Telepon PIC').fill('081300001111');
    await page().getByRole('button', { name: 'Simpan Identitas' }).click();
    await confirm();
    await expectToast(page(), 'Berhasil! Anda berhasil mengupdate profile anda');
    expect((await profileOf(p)).pic.phone).toBe('081300001111');
    // A fresh load of the page shows what the server kept.
    await p.visit('/profile');
    await expect.poll(() => page().getByLabel('Telepon PIC').inputValue()).toBe('081300001111');

    // A refused edit says why, before any confirmation, and leaves the form as typed.
    await page().getByLabel('NPWP', { exact: true }).fill('12345');
    await page().getByRole('button', { name: 'Simpan Identitas' }).click();
    await expectToast(page(), 'NPWP Harus 16 Digit!');
    expect(await page().getByRole('dialog').count()).toBe(0);
    expect(await page().getByLabel('NPWP', { exact: true }).inputValue()).toBe('12345');
    expect((await profileOf(p)).legality.npwp.id).toBe('0123456789012345');
  });

  it("refuses what core's rules refuse, per field, as registration does, and sends nothing; inputs stop at what the rule allows", async () => {
    const sent: string[] = [];
    page().on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (
        req.method() !== 'GET' &&
        (path.endsWith('/backendseller/konfigurasi_api') ||
          path.endsWith('/seller/setting/address') ||
          path.endsWith('/registration_api/add_user'))
      )
        sent.push(path);
    });
    const before = await profileOf(p);
    await openTab('Identitas');
    const identity = page().getByRole('tabpanel', { name: 'Identitas' });
    const input = (label: string) => identity.getByLabel(label, { exact: true });
    await expect.poll(() => input('NIK (KTP)').inputValue()).toBe(before.pic.ktp);

    // The NPWP input keeps 16 digits at most, the NIK 16 characters, a name 100.
    await input('NPWP').fill('01234567890123456789');
    expect(await input('NPWP').inputValue()).toBe('0123456789012345');
    await input('Nama PIC').fill('x'.repeat(10_000));
    expect((await input('Nama PIC').inputValue()).length).toBe(PROFILE_MAX_LENGTH.text);
    expect(await input('NIK (KTP)').getAttribute('maxlength')).toBe(String(PROFILE_MAX_LENGTH.ktp));
    expect(await input('Telepon PIC').getAttribute('maxlength')).toBe(String(PROFILE_MAX_LENGTH.phone));

    await input('NIK (KTP)').fill('abc');
    await input('Telepon PIC').fill('-1e99');
    await identity.getByRole('button', { name: 'Simpan Identitas' }).click();
    // The toast is core's first failure; each field shows its own text.
    await expectToast(page(), PROFILE_MESSAGES.nikLength);
    await identity.getByRole('alert').filter({ hasText: PROFILE_MESSAGES.nikLength }).waitFor();
    await identity.getByRole('alert').filter({ hasText: PROFILE_MESSAGES.phoneInvalid }).waitFor();
    expect(await input('NIK (KTP)').getAttribute('aria-invalid')).toBe('true');
    expect(await input('NIK (KTP)').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page().getByRole('dialog').count()).toBe(0);
    await expectNoAxeViolations(p, 'Identitas with refused values');
    await p.screenshot('account-profile-errors-1366');
    await p.resize(PHONE, false);
    await input('NIK (KTP)').scrollIntoViewIfNeeded();
    await p.screenshot('account-profile-errors-390');
    await p.resize(DESKTOP, false);

    // Put right, the message goes as the seller types.
    await input('NIK (KTP)').fill('3174010101800001');
    await expect
      .poll(() => identity.getByRole('alert').filter({ hasText: PROFILE_MESSAGES.nikLength }).count())
      .toBe(0);
    await identity.getByRole('button', { name: 'Batal' }).click();
    await expect.poll(() => input('Telepon PIC').inputValue()).toBe(before.pic.phone);

    await openTab('Alamat');
    const address = page().getByRole('tabpanel', { name: 'Alamat' });
    await expect.poll(() => address.getByLabel('Kelurahan/Desa').inputValue()).not.toBe('');
    expect(await address.getByLabel('Kode Pos').getAttribute('maxlength')).toBe(String(PROFILE_MAX_LENGTH.postalCode));
    await address.getByLabel('Kode Pos').fill('abcde');
    await address.getByRole('button', { name: 'Simpan Alamat' }).click();
    await expectToast(page(), PROFILE_MESSAGES.postalCode);
    await address.getByRole('alert').filter({ hasText: PROFILE_MESSAGES.postalCode }).waitFor();

    await openTab('User');
    const users = page().getByRole('tabpanel', { name: 'User' });
    await users.getByLabel('Nama', { exact: true }).fill('Dewi Anggraini');
    await users.getByLabel('Email User').fill('dewi.anggraini@contoh.id');
    await users.getByLabel('Password User').fill('DewiToko2026');
    await users.getByLabel('Telepon').fill('abc');
    await users.getByRole('button', { name: 'Tambah User' }).click();
    await users.getByRole('alert').filter({ hasText: PROFILE_MESSAGES.phoneInvalid }).waitFor();
    expect(await users.getByLabel('Telepon').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page().getByRole('dialog').count()).toBe(0);

    expect(sent).toEqual([]);
    const after = await profileOf(p);
    expect({ pic: after.pic, npwp: after.legality.npwp.id, postal: after.location.postalCode }).toEqual({
      pic: before.pic,
      npwp: before.legality.npwp.id,
      postal: before.location.postalCode,
    });
  });

  it('Alamat: a dragged map point gets its address from the geocoder and persists across a reload', async () => {
    await openTab('Alamat');
    await page().locator('.map-picker[data-state="ready"]').waitFor();
    // An editable map says how its point moves, and the map is described by that hint.
    const hint = page().getByText(/^Geser titik merah, klik peta/);
    await hint.waitFor();
    const map = page().getByRole('application', { name: 'Peta lokasi toko' });
    expect(await map.getAttribute('aria-describedby')).toBe(await hint.getAttribute('id'));
    await expect.poll(() => page().getByLabel('Kelurahan/Desa').inputValue()).toBe('3173061005');
    // Where the sandbox has the store now (no other test saves the address).
    const saved = (await profileOf(p)).location;
    await expect
      .poll(async () => Number(await page().getByLabel('Latitude').inputValue()))
      .toBeCloseTo(saved.latitude, 5);
    const latBefore = await page().getByLabel('Latitude').inputValue();
    const lonBefore = await page().getByLabel('Longitude').inputValue();
    expect(Number(latBefore)).toBeCloseTo(-6.188, 5);

    await map.scrollIntoViewIfNeeded();
    const box = await map.boundingBox();
    if (!box) throw new Error('map not drawn');
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const geocoded = page().waitForResponse((res) => res.url().includes('/api/geocode/reverse'));
    await page().mouse.move(cx, cy);
    await page().mouse.down();
    await page().mouse.move(cx + 40, cy + 30, { steps: 8 });
    await page().mouse.move(cx + 80, cy + 60, { steps: 8 });
    await page().mouse.up();
    await geocoded;
    const latAfter = await page().getByLabel('Latitude').inputValue();
    const lonAfter = await page().getByLabel('Longitude').inputValue();
    // Dragged down and right: south (smaller latitude) and east (larger longitude).
    expect(Number(latAfter)).toBeLessThan(Number(latBefore));
    expect(Number(lonAfter)).toBeGreaterThan(Number(lonBefore));
    await expect.poll(() => page().getByLabel('Alamat Peta').inputValue()).toContain(`(${latAfter}, ${lonAfter})`);
    await p.screenshot('account-profile-alamat-1366');

    await page().getByLabel('Alamat NPWP').fill('');
    await page().getByRole('button', { name: 'Simpan Alamat' }).click();
    await expectToast(page(), 'Alamat berdasarkan NPWP tidak boleh kosong');
    await page().getByLabel('Alamat NPWP').fill('Jl. Kebon Sirih No. 12A, Jakarta Pusat');
    await page().getByRole('button', { name: 'Simpan Alamat' }).click();
    await confirm();
    await expectToast(page(), 'Anda berhasil update alamat');
    expect((await profileOf(p)).location.latitude).toBeCloseTo(Number(latAfter), 5);

    await p.visit('/profile?tab=alamat');
    await page().getByRole('tabpanel', { name: 'Alamat' }).waitFor();
    await expect.poll(() => page().getByLabel('Latitude').inputValue()).toBe(latAfter);
    expect(await page().getByLabel('Longitude').inputValue()).toBe(lonAfter);
    expect(await page().getByLabel('Alamat NPWP').inputValue()).toBe('Jl. Kebon Sirih No. 12A, Jakarta Pusat');
  });

  it('Alamat: while the kecamatan list is on its way, Simpan Alamat waits; once in, the stored kecamatan is the one checked', async () => {
    const asked = page().waitForRequest((request) => request.url().includes('/getKecamatan/'));
    const release = await holdRoute(page(), '**/getKecamatan/**');
    await openTab('Alamat');
    await asked;
    const address = page().getByRole('tabpanel', { name: 'Alamat' });
    const save = address.getByRole('button', { name: 'Simpan Alamat' });
    expect(await save.isDisabled()).toBe(true);
    release();
    await expect.poll(() => address.getByLabel('Kecamatan').inputValue()).not.toBe('');
    expect(await save.isDisabled()).toBe(false);
    // A save now is judged on what the seller changed (the postal code), not on a kecamatan still being filled in.
    await address.getByLabel('Kode Pos').fill('abcde');
    await save.click();
    await expectToast(page(), PROFILE_MESSAGES.postalCode);
    await page().unroute('**/getKecamatan/**');
  });

  it("Alamat: 'Lokasi Sekarang' moves the point to the browser's location and geocodes it", async () => {
    await p.context.grantPermissions(['geolocation'], { origin: p.sandbox.origin });
    await p.context.setGeolocation({ latitude: -7.2575, longitude: 112.7521 });
    await openTab('Alamat');
    await page().locator('.map-picker[data-state="ready"]').waitFor();
    await page().getByRole('button', { name: 'Lokasi Sekarang' }).click();
    await expect.poll(() => page().getByLabel('Latitude').inputValue()).toBe('-7.257500');
    expect(await page().getByLabel('Longitude').inputValue()).toBe('112.752100');
    await expect.poll(() => page().getByLabel('Alamat Peta').inputValue()).toContain('(-7.257500, 112.752100)');
  });

  it('Rekening Bank: the fields cannot change and an edit attempt warns with the provider name', async () => {
    await openTab('Rekening Bank');
    const number = page().getByRole('group', { name: 'Rekening 1' }).getByLabel('Nomor Rekening');
    await expect.poll(() => number.inputValue()).toBe('1230009876543');
    expect(await number.getAttribute('readonly')).not.toBeNull();
    await number.click();
    // The provider is the store as it is named now (another test of this file may rename it).
    const provider = (await profileOf(p)).name;
    await expectToast(page(), `Untuk mengganti Akun Bank mohon hubungi CS ${provider}`);
    await number.press('5');
    expect(await number.inputValue()).toBe('1230009876543');
    await p.screenshot('account-profile-rekening-1366');
  });

  it('Gambar: a logo above 500 kb and a header of the wrong size are refused; a right header uploads', async () => {
    const headerBefore = (await profileOf(p)).image.header;
    await openTab('Gambar');
    await page()
      .getByLabel('Logo Toko')
      .setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: Buffer.concat([pngFile(8, 8), Buffer.alloc(600 * 1024)]),
      });
    await expectToast(page(), 'File Terlalu Besar! Maksimal Upload 500 kb');
    await page()
      .getByLabel('Gambar Header')
      .setInputFiles({ name: 'header.png', mimeType: 'image/png', buffer: pngFile(800, 200) });
    await expectToast(page(), 'Ukuran gambar header harus 1198 x 200 piksel');
    await page()
      .getByLabel('Gambar Header')
      .setInputFiles({ name: 'header.png', mimeType: 'image/png', buffer: pngFile(1198, 200, [15, 31, 56]) });
    await page().getByRole('button', { name: 'Unggah Gambar Header' }).click();
    await confirm();
    await expectToast(page(), 'Berhasil! Anda berhasil mengupdate profile anda');
    const headerAfter = (await profileOf(p)).image.header;
    expect(headerAfter).not.toBe(headerBefore);
    expect(headerAfter).toMatch(/^\/cdn\//);
    await p.screenshot('account-profile-gambar-1366');
  });

  it("Legalitas: shows both documents, fetched with the seller's token; an uploaded NPWP image is the seller's only", async () => {
    await openTab('Legalitas');
    const npwp = () => page().getByAltText('Pratinjau Foto NPWP');
    // Private files are fetched with the token and shown from memory, never linked.
    await expect.poll(() => npwp().getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => page().getByAltText('Pratinjau Foto SIUP/NIB').getAttribute('src')).toMatch(/^blob:/);
    await page()
      .getByLabel('Foto NPWP')
      .setInputFiles({ name: 'npwp.png', mimeType: 'image/png', buffer: pngFile(320, 200, [200, 30, 30]) });
    await page().getByRole('button', { name: 'Unggah Foto NPWP' }).click();
    await confirm();
    await expectToast(page(), 'Berhasil! Anda berhasil mengupdate profile anda');
    const stored = (await profileOf(p)).legality.npwp.image ?? '';
    expect(stored).toMatch(/^\/cdn\/private\/1001\//);
    expect((await fetch(`${p.sandbox.origin}${stored}`)).status).toBe(401);
    // Opened again, the tab shows the stored image: the one uploaded, by its width.
    await openTab('Legalitas');
    await expect
      .poll(() => npwp().evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBe(320);
    expect(await npwp().getAttribute('src')).toMatch(/^blob:/);
    await expectNoAxeViolations(p, 'the Legalitas tab');
  });

  it("User: adds a store user (always admin) and answers edit and delete with 'Masih dalam pengembangan'", async () => {
    // A name of its own, so a second run on the same sandbox would not meet a taken e-mail.
    const email = `sari.${p.clock.now().toString(36)}@contoh.id`;
    const api = await accountApiAs(p);
    const listed = async () => (await answerOf(api.storeUsers({ mall_id: DEMO_SELLER_ID }))).data.length;
    await openTab('User');
    const rows = page().locator('.profile-table tbody tr');
    await rows.first().waitFor();
    const before = await listed();
    await expect.poll(() => rows.count()).toBe(before);
    await page().getByLabel('Nama', { exact: true }).fill('Sari Wulandari');
    await page().getByLabel('Email User').fill(email);
    await page().getByLabel('Password User').fill('SariToko2026');
    await page().getByLabel('Telepon').fill('081355550000');
    await page().getByLabel('Jabatan', { exact: true }).selectOption('Finance');
    await page().getByRole('button', { name: 'Tambah User' }).click();
    await page().getByRole('button', { name: 'Ya, Tambah' }).click();
    await expectToast(page(), 'Sukses! User berhasil ditambahkan');
    await expect.poll(() => rows.count()).toBe(before + 1);
    expect(await listed()).toBe(before + 1);
    const added = rows.filter({ hasText: email });
    expect(await added.textContent()).toContain('admin');
    await added.getByRole('button', { name: 'Ubah Sari Wulandari' }).click();
    await expectToast(page(), 'Masih dalam pengembangan');
    await added.getByRole('button', { name: 'Hapus Sari Wulandari' }).click();
    await expectToast(page(), 'Masih dalam pengembangan');
    await p.screenshot('account-profile-user-1366');
  });

  it('looks finished at 390 px wide', async () => {
    await page().setViewportSize(PHONE);
    for (const tab of ['identitas', 'alamat', 'user']) {
      await p.visit(`/profile?tab=${tab}`);
      await page().getByRole('tabpanel').waitFor();
      const overflow = await page().evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, tab).toBeLessThanOrEqual(0);
      await p.screenshot(`account-profile-${tab}-390`);
    }
  });

  it('with a tile server and a geocoding service configured, the map draws tiles and the address comes from that service', async () => {
    const tile = pngFile(256, 256, [200, 220, 200]);
    const tilesAsked: string[] = [];
    const geocodeAsked: string[] = [];
    await page().route('**/penyedia/config.json', async (route) => {
      const res = await route.fetch();
      const config = (await res.json()) as Record<string, unknown>;
      await route.fulfill({
        response: res,
        json: {
          ...config,
          mapTilesUrl: 'https://tiles.example.test/{z}/{x}/{y}.png',
          geocodeUrl: 'https://geo.example.test/reverse?lat={lat}&lon={lon}',
        },
      });
    });
    await page().route('https://tiles.example.test/**', (route) => {
      tilesAsked.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: 'image/png',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: tile,
      });
    });
    await page().route('https://geo.example.test/**', (route) => {
      geocodeAsked.push(route.request().url());
      return route.fulfill({
        status: 200,
        headers: { 'Access-Control-Allow-Origin': '*' },
        json: { display_name: 'Jalan Contoh 1, Surabaya, Jawa Timur' },
      });
    });
    await p.context.grantPermissions(['geolocation'], { origin: p.sandbox.origin });
    await p.context.setGeolocation({ latitude: -7.25, longitude: 112.75 });
    await p.visit('/profile?tab=alamat');
    await page().locator('.map-picker[data-state="ready"]').waitFor();
    await expect.poll(() => tilesAsked.length).toBeGreaterThan(0);
    expect(tilesAsked[0]).toMatch(/^https:\/\/tiles\.example\.test\/17\/\d+\/\d+\.png$/);

    await page().getByRole('button', { name: 'Lokasi Sekarang' }).click();
    await expect.poll(() => page().getByLabel('Alamat Peta').inputValue()).toBe('Jalan Contoh 1, Surabaya, Jawa Timur');
    expect(geocodeAsked).toEqual(['https://geo.example.test/reverse?lat=-7.25&lon=112.75']);
  });
  it('a long store name wraps in the header instead of making the page scroll sideways, at 1366 and 390 px', async () => {
    // One unbroken word longer than a phone is wide, as a pasted name without spaces is.
    const name = `Toko ${'Sumberrejekimakmur'.repeat(4)} Sejahtera`;
    expect(name.length).toBeLessThanOrEqual(PROFILE_MAX_LENGTH.text);
    await p.visit('/profile');
    await page().getByLabel('Nama Toko').fill(name);
    await page().getByRole('button', { name: 'Simpan Identitas' }).click();
    await confirm();
    await expectToast(page(), 'Berhasil! Anda berhasil mengupdate profile anda');
    // As the server keeps it (its title case).
    const saved = (await profileOf(p)).name;
    expect(saved.toLowerCase()).toBe(name.toLowerCase());
    for (const size of [DESKTOP, PHONE]) {
      await page().setViewportSize(size);
      await p.visit('/profile');
      // The whole name is on the page, not cut.
      await page().getByRole('tabpanel', { name: 'Identitas' }).waitFor();
      await expect.poll(() => page().locator('header p').allInnerTexts()).toContain(saved);
      const overflow = await page().evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${size.width} px`).toBeLessThanOrEqual(0);
      await p.screenshot(`account-profile-long-name-${size.width}`);
    }
    await page().setViewportSize(DESKTOP);
  });
});
