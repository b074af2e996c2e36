import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAsDemo, openPortal, screenshot, waitForSplash, type PortalHarness } from './support/browser';

/** Spec 002 §2.1, §2.2, §2.9: the orders list and the lists that are configurations of web/ui/ListScreen. */
describe('order and payment lists', () => {
  let h: PortalHarness;

  beforeAll(async () => {
    h = await openPortal();
    await loginAsDemo(h);
  });
  afterAll(async () => {
    await h?.close();
  });

  const table = () => h.page.getByRole('table');
  const caption = () => h.page.getByText(/^Showing \d+ to \d+ of \d+ entries$/);
  const rows = () => table().locator('tbody tr');
  const search = () => new URL(h.page.url()).searchParams;

  async function open(path: string, heading: string) {
    await h.page.goto(h.url(path));
    await waitForSplash(h.page);
    await h.page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await caption().waitFor();
  }

  it('orders list: 10 columns, invoice as its last 6 characters linking to the detail, newest first', async () => {
    await open('/pesanan', 'Pesanan Saya');
    expect(await table().locator('thead th').count()).toBe(10);
    await expect.poll(() => rows().count()).toBe(10);
    expect(await caption().textContent()).toMatch(/^Showing 1 to 10 of \d+ entries$/);
    expect(await table().getByRole('columnheader', { name: 'Tanggal' }).getAttribute('aria-sort')).toBe('descending');
    const first = rows().first().getByRole('link');
    expect((await first.textContent())?.trim()).toHaveLength(6);
    expect(await first.getAttribute('href')).toMatch(/\/penyedia\/pesanan\/detail\/\d+$/);
    // The status is server HTML, rendered (not escaped) after DOMPurify.
    expect(await rows().first().locator('.order-status .badge').count()).toBe(1);
    await screenshot(h.page, 'orders-list-1366');

    // The CSV export holds the rows shown: whole invoices, status as text (no markup).
    const download = h.page.waitForEvent('download');
    await h.page.getByRole('button', { name: 'Unduh CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('pesanan.csv');
    const text = readFileSync((await file.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('No,Invoice,Nama Customer,NPSN,Nama Sekolah,Kota,Status,Total,Tanggal,Jatuh Tempo');
    expect(lines).toHaveLength(11);
    expect(lines[1]).toMatch(/^1,INV\/\d{8}\/MPN\/\d{12},/);
    expect(text).not.toContain('<span');
  });

  it('orders list: search waits 2 s, the status filter comes from the server, state lives in the URL and survives a reload', async () => {
    await open('/pesanan', 'Pesanan Saya');
    const total = Number(/of (\d+) entries/.exec((await caption().textContent()) ?? '')?.[1]);
    await h.page.getByRole('button', { name: 'Filter' }).click();
    const status = h.page.getByRole('combobox', { name: 'Status Pesanan' });
    expect(await status.locator('option').first().textContent()).toBe('Filter Status Pesanan...');
    await status.selectOption('0');
    await expect.poll(() => search().get('status')).toBe('0');
    await expect.poll(async () => (await caption().textContent()) ?? '').not.toContain(`of ${total} entries`);
    expect(await rows().locator('.badge').allTextContents()).toEqual(expect.arrayContaining(['Pesanan Baru']));
    for (const text of await rows().locator('.badge').allTextContents()) expect(text).toBe('Pesanan Baru');

    await h.page.getByRole('combobox', { name: 'Jumlah data per halaman' }).selectOption('5');
    await expect.poll(() => search().get('limit')).toBe('5');
    await table().getByRole('button', { name: 'Nama Sekolah' }).click();
    await expect.poll(() => search().get('sort')).toBe('schoolName');
    expect(search().get('dir')).toBe('asc');
    await table().getByRole('button', { name: 'Nama Sekolah' }).click();
    // 'desc' is this list's default direction, so the URL leaves it out.
    await expect.poll(() => table().getByRole('columnheader', { name: 'Nama Sekolah' }).getAttribute('aria-sort')).toBe('descending');
    expect(search().get('dir')).toBeNull();
    expect(search().get('sort')).toBe('schoolName');

    const started = Date.now();
    await h.page.getByRole('searchbox', { name: 'Cari' }).fill('zzz-tidak-ada');
    await expect.poll(() => search().get('search'), { timeout: 5000 }).toBe('zzz-tidak-ada');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    await expect.poll(() => rows().first().textContent()).toBe('No Data Found');
    expect(await caption().textContent()).toBe('Showing 0 to 0 of 0 entries');

    const before = h.page.url();
    await h.page.reload();
    await caption().waitFor();
    expect(h.page.url()).toBe(before);
    expect(await h.page.getByRole('searchbox', { name: 'Cari' }).inputValue()).toBe('zzz-tidak-ada');
    expect(await h.page.getByRole('combobox', { name: 'Jumlah data per halaman' }).inputValue()).toBe('5');

    // Reset spins for 500 ms and brings back the defaults.
    const reset = h.page.getByRole('button', { name: 'Reset' });
    await reset.click();
    expect(await reset.getAttribute('data-spinning')).toBe('true');
    await expect.poll(() => new URL(h.page.url()).search).toBe('');
    await expect.poll(() => reset.getAttribute('data-spinning')).toBeNull();
    await expect.poll(() => caption().textContent()).toBe(`Showing 1 to 10 of ${total} entries`);
  });

  it('orders list: paging keeps its page across a reload and the back button', async () => {
    await open('/pesanan', 'Pesanan Saya');
    await h.page.getByRole('navigation', { name: 'Halaman' }).getByRole('button', { name: 'Halaman 2', exact: true }).click();
    await expect.poll(() => caption().textContent()).toMatch(/^Showing 11 to 20 of/);
    const firstOnPage2 = await rows().first().getByRole('link').textContent();
    await rows().first().getByRole('link').click();
    await h.page.getByRole('heading', { level: 1, name: 'Detail Pesanan' }).waitFor();
    await h.page.goBack();
    await expect.poll(() => caption().textContent()).toMatch(/^Showing 11 to 20 of/);
    expect(await rows().first().getByRole('link').textContent()).toBe(firstOnPage2);
    expect(await h.page.getByRole('button', { name: 'Halaman 2', exact: true }).getAttribute('aria-current')).toBe('page');
  });

  it("orders list: the invoice search says 'Masukan Nomor Invoice yang ingin dicari' when empty and opens the detail otherwise", async () => {
    await open('/pesanan', 'Pesanan Saya');
    await h.page.getByRole('button', { name: 'Cari Invoice' }).click();
    await h.page.getByText('Masukan Nomor Invoice yang ingin dicari').waitFor();
    const invoice = (await rows().first().getByRole('link').getAttribute('title')) ?? '';
    const href = (await rows().first().getByRole('link').getAttribute('href')) ?? '';
    await h.page.getByRole('textbox', { name: 'Nomor Invoice' }).fill(invoice);
    await h.page.getByRole('button', { name: 'Cari Invoice' }).click();
    await h.page.waitForURL((url) => url.pathname === href);
  });

  it('orders list: the transaction recap opens the file of the chosen dates and status', async () => {
    await open('/pesanan', 'Pesanan Saya');
    await h.page.getByRole('button', { name: 'Rekap Transaksi' }).click();
    const recap = h.page.getByRole('dialog', { name: 'Unduh Rekap Transaksi' });
    await recap.getByLabel('Dari tanggal').fill('2026-09-01');
    await recap.getByLabel('Sampai tanggal').fill('2026-10-31');
    await recap.getByRole('combobox', { name: 'Status Pesanan' }).selectOption('1');
    const reportCall = h.page.waitForRequest((request) => request.url().includes('/api/order-report/1001'));
    const tab = h.page.context().waitForEvent('page');
    const fileCall = h.page.context().waitForEvent('request', (request) => /\/cdn\/uploads\/.+\.csv$/.test(request.url()));
    await recap.getByRole('button', { name: 'Unduh' }).click();
    const query = new URL((await reportCall).url()).searchParams;
    expect(query.get('filter_date')).toBe('2026-09-01 - 2026-10-31');
    expect(query.get('status')).toBe('1');
    expect(query.get('from')).toBe('seller');
    // The recap opens in a new tab (the browser may save it rather than show it).
    const file = await tab;
    await fileCall;
    await file.close();
    await recap.waitFor({ state: 'detached' });
  });

  it("orders list: an invalid NPWP warns 'NPWP Tidak Valid' and leads to the profile", async () => {
    await h.page.route('**/api/user/profile/seller', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      await route.fulfill({ response, json: { ...body, data: { ...body.data, isNpwpValid: false } } });
    });
    await open('/pesanan', 'Pesanan Saya');
    const warning = h.page.locator('.ui-list-screen .ui-alert');
    await warning.getByText('NPWP Tidak Valid').waitFor();
    await warning.getByText('Silakan perbaiki nomor NPWP Anda.').waitFor();
    expect(await warning.getByRole('link', { name: 'Perbaiki NPWP' }).getAttribute('href')).toBe('/penyedia/profile');
    await h.page.unroute('**/api/user/profile/seller');
  });

  it('all payments: red and green cards, totals, sorting, paging and the CSV export', async () => {
    await open('/pembayaran/semuapembayaran', 'Semua Pembayaran');
    const red = h.page.locator('.payment-card[data-tone="danger"]');
    expect(await red.locator('.payment-card__name').allTextContents()).toEqual(['Belum Diteruskan']);
    expect(await h.page.locator('.payment-card[data-tone="success"]').count()).toBeGreaterThan(0);
    expect(await h.page.locator('.payment-totals dd').first().textContent()).toMatch(/^Rp/);
    await screenshot(h.page, 'payments-all-1366');
    await sortsAndPages('Total Tagihan', 'totalBill');
    const download = h.page.waitForEvent('download');
    await h.page.getByRole('button', { name: 'Unduh CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('semua-pembayaran.csv');
  });

  /** Header click sorts (URL and aria-sort), a second click flips; page 2 exists at 5 rows a page. */
  async function sortsAndPages(header: string, field: string) {
    await h.page.getByRole('combobox', { name: 'Jumlah data per halaman' }).selectOption('5');
    await expect.poll(() => rows().count()).toBeLessThanOrEqual(5);
    await table().getByRole('button', { name: header }).click();
    await expect.poll(() => search().get('sort')).toBe(field);
    await expect.poll(() => table().getByRole('columnheader', { name: header }).getAttribute('aria-sort')).toBe('ascending');
    const ascending = await rows().first().textContent();
    await table().getByRole('button', { name: header }).click();
    await expect.poll(() => table().getByRole('columnheader', { name: header }).getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => rows().first().textContent()).not.toBe(ascending);
    await h.page.getByRole('button', { name: 'Halaman 2', exact: true }).click();
    await expect.poll(() => caption().textContent()).toMatch(/^Showing 6 to \d+ of \d+ entries$/);
    expect(search().get('page')).toBe('2');
  }

  for (const [path, heading, shot] of [
    ['/pembayaran/kuranglengkap', 'Pembayaran Kurang Lengkap', 'payments-incomplete'],
    ['/pembayaran/verifikasi', 'Verifikasi Pembayaran', 'payments-verification'],
    ['/pembayaran/diteruskan', 'Pembayaran Diteruskan', 'payments-passed'],
  ] as const) {
    it(`${heading}: the last server column dropped, sorting, paging, proof thumbnails in a half-size popup`, async () => {
      await open(path, heading);
      const headers = await table().locator('thead th').allTextContents();
      expect(headers.map((t) => t.replace(/[↕]/g, '').trim())).not.toContain('Aksi');
      expect(headers.length).toBe(11);
      await screenshot(h.page, `${shot}-1366`);
      const link = rows().first().getByRole('link');
      expect(await link.getAttribute('href')).toMatch(/\/penyedia\/pesanan\/detail\/\d+$/);
      const thumb = rows().locator('.payment-proof').first();
      await thumb.click();
      const dialog = h.page.getByRole('dialog');
      await dialog.waitFor();
      const img = dialog.locator('img');
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      const { natural, shown } = await img.evaluate((el: HTMLImageElement) => ({
        natural: el.naturalWidth,
        shown: Number.parseFloat(el.style.width),
      }));
      expect(shown).toBe(Math.round(natural / 2));
      await dialog.getByRole('button', { name: 'Tutup' }).click();
      await dialog.waitFor({ state: 'detached' });
      await sortsAndPages('Total Diteruskan', 'totalTransfer');
    });
  }

  it('billing and changed orders are the same list configured', async () => {
    await open('/penagihan', 'Penagihan');
    expect((await table().locator('thead th').allTextContents()).length).toBe(6);
    expect(await h.page.getByRole('combobox', { name: 'Jumlah data per halaman' }).locator('option').allTextContents()).toEqual(['5', '10', '25', '50']);
    await screenshot(h.page, 'billing-1366');
    await open('/changeorder', 'Perubahan Pesanan');
    await h.page.getByRole('heading', { name: 'List Perubahan Pesanan' }).waitFor();
    expect(await rows().count()).toBeGreaterThan(0);
    await screenshot(h.page, 'changed-orders-1366');
  });

  it('the lists fit a 390 px phone', async () => {
    await h.page.setViewportSize({ width: 390, height: 844 });
    for (const [path, heading, shot] of [
      ['/pesanan', 'Pesanan Saya', 'orders-list-390'],
      ['/pembayaran/semuapembayaran', 'Semua Pembayaran', 'payments-all-390'],
      ['/pembayaran/verifikasi', 'Verifikasi Pembayaran', 'payments-verification-390'],
      ['/penagihan', 'Penagihan', 'billing-390'],
    ] as const) {
      await open(path, heading);
      const overflow = await h.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(h.page, shot);
    }
    await h.page.setViewportSize({ width: 1366, height: 768 });
  });

  it('no errors in the console', () => {
    expect(h.errors).toEqual([]);
  });
});
