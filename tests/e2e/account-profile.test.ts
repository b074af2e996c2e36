import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountState } from '@cli/sandbox/areas/account/state';
import { loginAsDemo, openPortal, screenshot, waitForSplash, type PortalHarness } from './support/browser';
import { expectToast, pngFile } from './account-support';

/** The store profile of the demo seller (spec 000 §2 Profile, §4 "Profile edits", §5, §7, §8). */
describe('profile', () => {
  let h: PortalHarness;

  beforeAll(async () => {
    h = await openPortal();
    await loginAsDemo(h);
  });
  afterAll(async () => {
    await h?.close();
  });

  const page = () => h.page;
  const seller = () => h.sandbox.sandbox.store.get<AccountState>('account').sellers.find((s) => s.profile.id === 1001);
  const openTab = async (name: string) => {
    await page().getByRole('tab', { name, exact: true }).click();
    await page().getByRole('tabpanel', { name }).waitFor();
  };
  const confirm = () => page().getByRole('button', { name: 'Ya, Simpan' }).click();

  it('has the six tabs; Identitas edits after a confirmation, refreshes the user and keeps digits only in the NPWP', async () => {
    await page().goto(h.url('/profile'));
    await waitForSplash(page());
    const tabs = await page().getByRole('tab').allTextContents();
    expect(tabs).toEqual(['Identitas', 'Legalitas', 'Alamat', 'Rekening Bank', 'Gambar', 'User']);
    const options = async (label: string) => page().getByLabel(label, { exact: true }).locator('option').allTextContents();
    expect(await options('Jenis Usaha')).toEqual(['Individu', 'PT', 'CV']);
    expect(await options('Kategori Usaha')).toEqual(['Mikro', 'Kecil', 'Menengah', 'Besar', 'NonUMKM', 'Koperasi']);
    expect(await options('Status')).toEqual(['PKP', 'Non-PKP']);
    await page().getByLabel('NPWP', { exact: true }).fill('01.234.567.8-901.2345');
    expect(await page().getByLabel('NPWP', { exact: true }).inputValue()).toBe('0123456789012345');
    await screenshot(page(), 'account-profile-identitas-1366');

    await page().getByLabel('Telepon PIC').fill('081300001111');
    await page().getByRole('button', { name: 'Simpan Identitas' }).click();
    await confirm();
    await expectToast(page(), 'Berhasil! Anda berhasil mengupdate profile anda');
    expect(seller()?.profile.pic.phone).toBe('081300001111');
    await page().reload();
    await waitForSplash(page());
    await expect.poll(() => page().getByLabel('Telepon PIC').inputValue()).toBe('081300001111');

    // A refused edit says why and leaves the form as typed.
    await page().getByLabel('NPWP', { exact: true }).fill('12345');
    await page().getByRole('button', { name: 'Simpan Identitas' }).click();
    await confirm();
    await expectToast(page(), 'NPWP Harus 16 Digit!');
    expect(await page().getByLabel('NPWP', { exact: true }).inputValue()).toBe('12345');
    expect(seller()?.profile.legality.npwp.id).toBe('0123456789012345');
  });

  it('Alamat: a dragged map point gets its address from the geocoder and persists across a reload', async () => {
    await openTab('Alamat');
    await page().locator('.map-picker[data-state="ready"]').waitFor();
    await expect.poll(() => page().getByLabel('Kelurahan/Desa').inputValue()).toBe('3173061005');
    const latBefore = await page().getByLabel('Latitude').inputValue();
    const lonBefore = await page().getByLabel('Longitude').inputValue();
    expect(Number(latBefore)).toBeCloseTo(-6.188, 5);

    const map = page().getByRole('application', { name: 'Peta lokasi toko' });
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
    await screenshot(page(), 'account-profile-alamat-1366');

    await page().getByLabel('Alamat NPWP').fill('');
    await page().getByRole('button', { name: 'Simpan Alamat' }).click();
    await expectToast(page(), 'Alamat berdasarkan NPWP tidak boleh kosong');
    await page().getByLabel('Alamat NPWP').fill('Jl. Kebon Sirih No. 12A, Jakarta Pusat');
    await page().getByRole('button', { name: 'Simpan Alamat' }).click();
    await confirm();
    await expectToast(page(), 'Anda berhasil update alamat');
    expect(seller()?.profile.location.latitude).toBeCloseTo(Number(latAfter), 5);

    await page().reload();
    await waitForSplash(page());
    await page().getByRole('tabpanel', { name: 'Alamat' }).waitFor();
    await expect.poll(() => page().getByLabel('Latitude').inputValue()).toBe(latAfter);
    expect(await page().getByLabel('Longitude').inputValue()).toBe(lonAfter);
    expect(await page().getByLabel('Alamat NPWP').inputValue()).toBe('Jl. Kebon Sirih No. 12A, Jakarta Pusat');
  });

  it("Alamat: 'Lokasi Sekarang' moves the point to the browser's location and geocodes it", async () => {
    await h.context.grantPermissions(['geolocation'], { origin: h.sandbox.origin });
    await h.context.setGeolocation({ latitude: -7.2575, longitude: 112.7521 });
    await page().getByRole('button', { name: 'Lokasi Sekarang' }).click();
    await expect.poll(() => page().getByLabel('Latitude').inputValue()).toBe('-7.257500');
    expect(await page().getByLabel('Longitude').inputValue()).toBe('112.752100');
    await expect.poll(() => page().getByLabel('Alamat Peta').inputValue()).toContain('(-7.257500, 112.752100)');
  });

  it('Rekening Bank: the fields cannot change and an edit attempt warns with the provider name', async () => {
    await openTab('Rekening Bank');
    const number = page().getByRole('group', { name: 'Rekening 1' }).getByLabel('Nomor Rekening');
    expect(await number.getAttribute('readonly')).not.toBeNull();
    await number.click();
    await expectToast(page(), 'Untuk mengganti Akun Bank mohon hubungi CS CV MITRA PUSTAKA NUSANTARA');
    await number.press('5');
    expect(await number.inputValue()).toBe('1230009876543');
    await screenshot(page(), 'account-profile-rekening-1366');
  });

  it('Gambar: a logo above 500 kb and a header of the wrong size are refused; a right header uploads', async () => {
    await openTab('Gambar');
    await page().getByLabel('Logo Toko').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.concat([pngFile(8, 8), Buffer.alloc(600 * 1024)]) });
    await expectToast(page(), 'File Terlalu Besar! Maksimal Upload 500 kb');
    await page().getByLabel('Gambar Header').setInputFiles({ name: 'header.png', mimeType: 'image/png', buffer: pngFile(800, 200) });
    await expectToast(page(), 'Ukuran gambar header harus 1198 x 200 piksel');
    await page().getByLabel('Gambar Header').setInputFiles({ name: 'header.png', mimeType: 'image/png', buffer: pngFile(1198, 200, [15, 31, 56]) });
    await page().getByRole('button', { name: 'Unggah Gambar Header' }).click();
    await confirm();
    await expectToast(page(), 'Berhasil! Anda berhasil mengupdate profile anda');
    expect(seller()?.profile.image.header).not.toBe('/cdn/mall/header-mitra-pustaka.jpg');
    await screenshot(page(), 'account-profile-gambar-1366');
  });

  it('Legalitas: shows both documents', async () => {
    await openTab('Legalitas');
    expect(await page().getByAltText('Pratinjau Foto NPWP').getAttribute('src')).toContain('npwp-1001');
    expect(await page().getByAltText('Pratinjau Foto SIUP/NIB').getAttribute('src')).toContain('siup-1001');
  });

  it("User: adds a store user (always admin) and answers edit and delete with 'Masih dalam pengembangan'", async () => {
    await openTab('User');
    const rows = page().locator('.profile-table tbody tr');
    await rows.first().waitFor();
    const before = await rows.count();
    await page().getByLabel('Nama', { exact: true }).fill('Sari Wulandari');
    await page().getByLabel('Email User').fill('sari@contoh.id');
    await page().getByLabel('Password User').fill('SariToko2026');
    await page().getByLabel('Telepon').fill('081355550000');
    await page().getByLabel('Jabatan', { exact: true }).selectOption('Finance');
    await page().getByRole('button', { name: 'Tambah User' }).click();
    await page().getByRole('button', { name: 'Ya, Tambah' }).click();
    await expectToast(page(), 'Sukses! User berhasil ditambahkan');
    await expect.poll(() => rows.count()).toBe(before + 1);
    const added = rows.filter({ hasText: 'sari@contoh.id' });
    expect(await added.textContent()).toContain('admin');
    await added.getByRole('button', { name: 'Ubah Sari Wulandari' }).click();
    await expectToast(page(), 'Masih dalam pengembangan');
    await screenshot(page(), 'account-profile-user-1366');
  });

  it('looks finished at 390 px wide', async () => {
    await page().setViewportSize({ width: 390, height: 844 });
    for (const tab of ['identitas', 'alamat', 'user']) {
      await page().goto(h.url(`/profile?tab=${tab}`));
      await waitForSplash(page());
      await page().getByRole('tabpanel').waitFor();
      const overflow = await page().evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, tab).toBeLessThanOrEqual(0);
      await screenshot(page(), `account-profile-${tab}-390`);
    }
    await page().setViewportSize({ width: 1366, height: 768 });
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
        json: { ...config, mapTilesUrl: 'https://tiles.example.test/{z}/{x}/{y}.png', geocodeUrl: 'https://geo.example.test/reverse?lat={lat}&lon={lon}' },
      });
    });
    await page().route('https://tiles.example.test/**', (route) => {
      tilesAsked.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'image/png', headers: { 'Access-Control-Allow-Origin': '*' }, body: tile });
    });
    await page().route('https://geo.example.test/**', (route) => {
      geocodeAsked.push(route.request().url());
      return route.fulfill({ status: 200, headers: { 'Access-Control-Allow-Origin': '*' }, json: { display_name: 'Jalan Contoh 1, Surabaya, Jawa Timur' } });
    });
    await page().goto(h.url('/profile?tab=alamat'));
    await waitForSplash(page());
    await page().locator('.map-picker[data-state="ready"]').waitFor();
    await expect.poll(() => tilesAsked.length).toBeGreaterThan(0);
    expect(tilesAsked[0]).toMatch(/^https:\/\/tiles\.example\.test\/17\/\d+\/\d+\.png$/);

    await h.context.setGeolocation({ latitude: -7.25, longitude: 112.75 });
    await page().getByRole('button', { name: 'Lokasi Sekarang' }).click();
    await expect.poll(() => page().getByLabel('Alamat Peta').inputValue()).toBe('Jalan Contoh 1, Surabaya, Jawa Timur');
    expect(geocodeAsked).toEqual(['https://geo.example.test/reverse?lat=-7.25&lon=112.75']);
    await page().unrouteAll();
  });

  it('threw no uncaught error in the page', () => {
    expect(h.errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  });
});
