import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_SERVER_MESSAGES } from '@core/account/serverMessages';
import { REGISTRATION_REDIRECT_MS } from '@web/features/auth/RegisterScreen';
import { expectToast, startWithStorage } from './account-support';
import { activate, profileOf, type NewSeller } from './support/accounts';
import { expectNoAxeViolations } from './support/a11y';
import { focusIsVisible, tabTo } from './support/keyboard';
import { pngUpload } from './support/png';
import { usePortal } from './support/portal';

/** A new seller registers with the keyboard alone (Tab, typing, arrows, Space, Enter), no mouse anywhere. */
describe('registration without a mouse', () => {
  const p = usePortal({ login: false });
  const page = () => p.page;

  /** A store of this file only: its e-mail and NPWP are in no other test. */
  const store: NewSeller = {
    name: 'CV Toko Papan Ketik',
    email: 'toko.papanketik@contoh.id',
    password: 'PapanKetik2026',
    npwp: '9988776655440017',
  };

  const form = () => page().locator('form.register__form');
  const field = (label: string) => form().getByLabel(label, { exact: true });

  /**
   * The focused control shows its focus. A file input lies transparent over its drawn
   * 'Pilih File' button, so there the ring the seller sees is the button's.
   */
  const expectFocusShown = async (what: string) => {
    const fileButtonRing = await page().evaluate(() => {
      const element = document.activeElement;
      if (!(element instanceof HTMLInputElement) || element.type !== 'file') return null;
      const button = element.nextElementSibling;
      if (!(button instanceof HTMLElement) || !element.matches(':focus-visible')) return false;
      const style = getComputedStyle(button);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    });
    expect(fileButtonRing ?? (await focusIsVisible(page())), `focus shown on ${what}`).toBe(true);
  };

  /** Tab (or Shift+Tab) to the control named `label`, check its focus is shown, and type `text` into it. */
  const typeInto = async (label: string, text: string, backwards = false) => {
    const target = field(label);
    await tabTo(page(), target, backwards);
    await expectFocusShown(label);
    await page().keyboard.type(text);
    await expect.poll(() => target.inputValue(), { message: `typed into ${label}` }).toBe(text);
  };

  const selectedLabel = (select: Locator) =>
    select.evaluate((element) =>
      element instanceof HTMLSelectElement ? (element.selectedOptions[0]?.textContent ?? '') : '',
    );

  /**
   * Tab to the closed select named `label` and press ArrowDown until the option `wanted` accepts
   * is chosen (each press fires the change a seller's arrow key does).
   */
  const chooseWithArrows = async (label: string, wanted: (option: string) => boolean) => {
    const select = field(label);
    // The list is there (a region list loads after the choice above it) and holds a wanted option.
    await expect
      .poll(
        () =>
          select.evaluate(
            (element) =>
              element instanceof HTMLSelectElement &&
              !element.disabled &&
              Array.from(element.options).some((o) => o.value !== ''),
          ),
        { message: `${label} has choices` },
      )
      .toBe(true);
    const options = await select.locator('option').allTextContents();
    expect(options.some(wanted), `${label} offers the wanted choice among ${options.join(', ')}`).toBe(true);
    await tabTo(page(), select);
    await expectFocusShown(label);
    for (let presses = 0; presses < options.length && !wanted(await selectedLabel(select)); presses += 1) {
      await page().keyboard.press('ArrowDown');
    }
    const chosen = await selectedLabel(select);
    expect(wanted(chosen), `${label} chose ${chosen}`).toBe(true);
    return chosen;
  };

  /**
   * Tab to the file input named `label`, Enter opens the chooser, the PNG is chosen in it. The
   * wait for the chooser starts before the Tabs: Playwright turns its file-chooser interception on
   * when the wait begins (a round trip of its own), and Enter opens the chooser on the keydown
   * (Space only on the keyup); begun just before Enter, the wait missed the chooser in 2 of 5 runs.
   */
  const choosePhoto = async (label: string, name: string) => {
    const input = field(label);
    const chooser = page().waitForEvent('filechooser');
    await tabTo(page(), input);
    await expectFocusShown(label);
    await page().keyboard.press('Enter');
    await (await chooser).setFiles(pngUpload(name, 64, 40));
    await page().getByAltText(`Pratinjau ${label}`).waitFor();
    await form().getByText(name, { exact: true }).waitFor();
  };

  it('a new seller fills every section by keyboard, confirms with Enter, is sent to /login, and can log in', async () => {
    await startWithStorage(p);
    await p.visit('/register');
    await page().getByRole('heading', { level: 1, name: 'Daftar Penyedia' }).waitFor();
    await form().getByLabel('Provinsi', { exact: true }).waitFor();

    // 1. Identitas dan Legalitas Toko
    await typeInto('Nama Toko', store.name);
    await chooseWithArrows('Jenis Usaha', (option) => option === 'PT');
    await chooseWithArrows('Kategori Usaha', (option) => option !== '');
    await chooseWithArrows('Status Pajak', (option) => option !== '');
    await typeInto('Nomor NPWP', store.npwp);
    await typeInto('Nomor SIUP/NIB', '9120009998887');
    await choosePhoto('Foto NPWP', 'npwp-keyboard.png');
    // The seller notices a mistake in the store name and goes back to it with Shift+Tab.
    const name = field('Nama Toko');
    await tabTo(page(), name, true);
    await expectFocusShown('Nama Toko (back)');
    await page().keyboard.press('End');
    await page().keyboard.type(' Jaya');
    const storeName = `${store.name} Jaya`;
    await expect.poll(() => name.inputValue()).toBe(storeName);

    // 2. Alamat Toko: the region selects, each read after the choice above it.
    await typeInto('Alamat NPWP', 'Jl. Tebet Raya No. 1, Jakarta Selatan');
    await chooseWithArrows('Provinsi', (option) => option === 'DKI Jakarta');
    await chooseWithArrows('Kota/Kabupaten', (option) => option === 'Kota Jakarta Selatan');
    await chooseWithArrows('Kecamatan', (option) => option !== '' && !option.startsWith('Pilih'));
    await chooseWithArrows('Kelurahan/Desa', (option) => option !== '' && !option.startsWith('Pilih'));
    await typeInto('Kode Pos', '12810');
    await typeInto('Alamat berdasarkan Google Maps', 'Jl. Tebet Raya No. 1, Tebet, Jakarta Selatan');

    // The map: an arrow key moves the point; then exact coordinates typed, placed with Enter (not a submit).
    await form().locator('.map-picker[data-state="ready"]').waitFor();
    const coordinates = form().locator('.register__coords');
    const before = await coordinates.textContent();
    const map = form().getByRole('application', { name: 'Peta lokasi toko' });
    await tabTo(page(), map);
    await expectFocusShown('the map');
    await page().keyboard.press('ArrowDown');
    await expect.poll(() => coordinates.textContent()).not.toBe(before);
    const coordinateField = field('Koordinat (lintang, bujur)');
    await tabTo(page(), coordinateField);
    await expectFocusShown('Koordinat (lintang, bujur)');
    await page().keyboard.press('ControlOrMeta+A');
    await page().keyboard.type('-6.2261, 106.8451');
    await page().keyboard.press('Enter');
    await expect.poll(() => coordinates.textContent()).toBe('-6.226100, 106.845100');
    expect(await page().getByRole('dialog').count()).toBe(0);

    // 3. Penanggung Jawab (PIC)
    await typeInto('Nama PIC', 'Budi Santoso');
    await typeInto('Jabatan PIC', 'Direktur');
    await typeInto('Telepon PIC', '081298765432');
    await typeInto('NIK (KTP)', '3174010101900001');

    // 4. Rekening Bank
    await chooseWithArrows('Bank', (option) => option !== 'Pilih Bank');
    await typeInto('Nomor Rekening', '1234567890');
    await typeInto('Cabang Bank', 'KCP Tebet');
    await typeInto('Nama Pemilik Rekening', storeName);

    // 5. Akun Penyedia
    await typeInto('Email', store.email);
    await typeInto('Password', store.password);
    await typeInto('Konfirmasi Password', store.password);

    // The agreement: Space ticks it, and only then is 'Daftar' enabled and reachable.
    const submit = form().getByRole('button', { name: 'Daftar', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    const agreement = form().getByRole('checkbox');
    await tabTo(page(), agreement);
    await expectFocusShown('the agreement');
    await page().keyboard.press('Space');
    await expect.poll(() => agreement.isChecked()).toBe(true);
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await tabTo(page(), submit);
    await expectFocusShown('Daftar');
    await page().keyboard.press('Enter');

    // The confirmation holds the focus; axe checks the screen as the seller sees it now.
    const dialog = page().getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: 'Ya, Daftar' });
    await confirm.waitFor();
    await expect
      .poll(() => page().evaluate(() => document.activeElement?.closest('dialog, [role="dialog"]') !== null))
      .toBe(true);
    await p.screenshot('keyboard-register-confirm-1366');
    await expectNoAxeViolations(p, 'the filled registration form with its confirmation open');
    await tabTo(page(), confirm);
    await expectFocusShown('Ya, Daftar');
    // The 550 ms before /login run on the page's clock.
    await p.freezeTime();
    await page().keyboard.press('Enter');
    await expectToast(page(), ACCOUNT_SERVER_MESSAGES.registrationReceived);
    await page().clock.runFor(REGISTRATION_REDIRECT_MS);
    await page().waitForURL(/\/penyedia\/login$/);
    await page().clock.resume();

    // What the keyboard entered is what the store now holds, and, once the mailed link is opened, the new seller can log in.
    await activate(p, store.email);
    const token = await p.token({ email: store.email, password: store.password });
    expect(token).not.toBe('');
    const created = await profileOf(p, store);
    expect(created.name).toBe(storeName);
    expect(created.legality.npwp.id).toBe(store.npwp);
    expect(created.legality.npwp.image).not.toBeNull();
    expect(created.business.type).toBe('PT');
    expect(created.location.city.id).toBe(3171);
    expect(created.location.latitude).toBeCloseTo(-6.2261, 6);
    expect(created.location.longitude).toBeCloseTo(106.8451, 6);
    expect(created.pic.ktp).toBe('3174010101900001');
  });
});
