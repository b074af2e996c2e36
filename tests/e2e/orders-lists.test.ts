import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { OrderState } from '@cli/sandbox/areas/order/record';
import { statusIdsOfFilter } from '@cli/sandbox/areas/order/steps';
import { FEE_CARD, NOT_PASSED_ON_CARD, PASSED_ON, PAYMENT_CARDS_SUM, TOTAL_BILL_CARD } from '@core/payment/rules';
import { expectNoAxeViolations } from './support/a11y';
import { columnIndex } from './support/lists';
import { PHONE, usePortal, waitForSplash } from './support/portal';
import { RESET_SPIN_MS, SEARCH_DEBOUNCE_MS } from './support/specTimers';
import { crossDeadline, runPast } from './support/timers';

/** The orders list and the lists that are configurations of web/ui/ListScreen. */
describe('order and payment lists', () => {
  const p = usePortal();

  const table = () => p.page.getByRole('table');
  const caption = () => p.page.getByText(/^Showing \d+ to \d+ of \d+ entries$/);
  const rows = () => table().locator('tbody tr');
  const search = () => new URL(p.page.url()).searchParams;
  /** The query the page itself holds right now (page.url() follows history changes a moment later). */
  const pageQuery = async () => new URLSearchParams(await p.page.evaluate(() => window.location.search));

  async function open(path: string, heading: string) {
    await p.visit(path);
    await p.page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await caption().waitFor();
    // The caption reads 'Showing 0 to 0 of 0 entries' until the first page has come: wait for it.
    await p.page.locator('.ui-table__scroll:not([aria-busy])').waitFor();
  }

  it('orders list: 10 columns, invoice as its last 6 characters linking to the detail, newest first', async () => {
    await open('/pesanan', 'Pesanan Saya');
    await expect.poll(() => table().locator('thead th').count()).toBe(10);
    await expect.poll(() => rows().count()).toBe(10);
    expect(await caption().textContent()).toMatch(/^Showing 1 to 10 of \d+ entries$/);
    expect(await table().getByRole('columnheader', { name: 'Tanggal' }).getAttribute('aria-sort')).toBe('descending');
    const first = rows().first().getByRole('link');
    expect((await first.textContent())?.trim()).toHaveLength(6);
    expect(await first.getAttribute('href')).toMatch(/\/penyedia\/pesanan\/detail\/\d+$/);
    // The status is server HTML, rendered (not escaped) after DOMPurify.
    expect(await rows().first().locator('.order-status .badge').count()).toBe(1);
    await p.screenshot('orders-list-1366');

    // The CSV export holds every row of the list, not the 10 shown: whole
    // invoices, status as text (no markup), in the list's order.
    const total = Number(/of (\d+) entries/.exec((await caption().textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(10);
    const download = p.page.waitForEvent('download');
    await p.page.getByRole('button', { name: 'Unduh CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('pesanan.csv');
    const raw = readFileSync((await file.path()) ?? '', 'utf8');
    // Core's one CSV: a BOM, ';' between fields (a spreadsheet set to Indonesian), amounts as whole numbers.
    expect(raw.startsWith('\uFEFF')).toBe(true);
    const text = raw.slice(1);
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('No;Invoice;Nama Customer;NPSN;Nama Sekolah;Kota;Status;Total;Tanggal;Jatuh Tempo');
    expect(lines).toHaveLength(total + 1);
    expect(lines[1]).toMatch(/^1;INV\/\d{8}\/MPN\/\d{12};/);
    expect(lines[1]).toMatch(/;\d+;\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2};\d{4}-\d{2}-\d{2}$/);
    expect(lines[total]).toMatch(new RegExp(`^${total};INV`));
    expect(text).not.toContain('<span');

    // The workbook, the first choice: the same rows, amounts as rupiah numbers, days as dates, bold headers.
    const saved = p.page.waitForEvent('download');
    await p.page.getByRole('button', { name: 'Unduh Excel' }).click();
    const workbook = await saved;
    expect(workbook.suggestedFilename()).toBe('pesanan.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync((await workbook.path()) ?? '') as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.name).toBe('Daftar Pesanan');
    const header = sheet?.getRow(1);
    expect(header?.getCell(2).value).toBe('Invoice');
    expect(header?.getCell(8).value).toBe('Total');
    expect(header?.getCell(8).font?.bold).toBe(true);
    expect(sheet?.rowCount).toBe(total + 1);
    const firstRow = sheet?.getRow(2);
    const [, , , , , , , totalCsv, dateCsv, dueCsv] = (lines[1] ?? '').split(';');
    expect(firstRow?.getCell(8).value).toBe(Number(totalCsv));
    expect(firstRow?.getCell(8).numFmt).toContain('Rp');
    const added = firstRow?.getCell(9).value;
    expect(added).toBeInstanceOf(Date);
    expect((added as Date).toISOString().slice(0, 19).replace('T', ' ')).toBe(dateCsv);
    const due = firstRow?.getCell(10).value;
    expect(due).toBeInstanceOf(Date);
    expect((due as Date).toISOString().slice(0, 10)).toBe(dueCsv);
  });

  it('orders list: search waits 2 s, the status filter comes from the server, state lives in the URL and survives a reload', async () => {
    await open('/pesanan', 'Pesanan Saya');
    const total = Number(/of (\d+) entries/.exec((await caption().textContent()) ?? '')?.[1]);
    await p.page.getByRole('button', { name: 'Filter' }).click();
    const status = p.page.getByRole('combobox', { name: 'Status Pesanan' });
    expect(await status.locator('option').first().textContent()).toBe('Filter Status Pesanan...');
    await status.selectOption('0');
    await expect.poll(() => search().get('status')).toBe('0');
    await expect.poll(async () => (await caption().textContent()) ?? '').not.toContain(`of ${total} entries`);
    // Every row of the filtered page is a new order (and there is at least one).
    await expect
      .poll(async () => [...new Set(await rows().locator('.badge').allTextContents())])
      .toEqual(['Pesanan Baru']);

    await p.page.getByRole('combobox', { name: 'Jumlah data per halaman' }).selectOption('5');
    await expect.poll(() => search().get('limit')).toBe('5');
    await table().getByRole('button', { name: 'Nama Sekolah' }).click();
    await expect.poll(() => search().get('sort')).toBe('schoolName');
    expect(search().get('dir')).toBe('asc');
    await table().getByRole('button', { name: 'Nama Sekolah' }).click();
    // 'desc' is this list's default direction, so the URL leaves it out.
    await expect
      .poll(() => table().getByRole('columnheader', { name: 'Nama Sekolah' }).getAttribute('aria-sort'))
      .toBe('descending');
    await expect.poll(async () => (await pageQuery()).get('dir')).toBeNull();
    expect((await pageQuery()).get('sort')).toBe('schoolName');

    // The search goes out SEARCH_DEBOUNCE_MS after the last key, not before.
    await p.freezeTime();
    await p.page.getByRole('searchbox', { name: 'Cari' }).fill('zzz-tidak-ada');
    await crossDeadline(p.page, SEARCH_DEBOUNCE_MS, {
      before: async () => expect((await pageQuery()).get('search')).toBeNull(),
      at: () => expect.poll(() => search().get('search')).toBe('zzz-tidak-ada'),
    });
    await p.page.clock.resume();
    await expect.poll(() => rows().first().textContent()).toBe('No Data Found');
    expect(await caption().textContent()).toBe('Showing 0 to 0 of 0 entries');

    const before = p.page.url();
    await p.page.reload();
    await waitForSplash(p.page);
    await caption().waitFor();
    expect(p.page.url()).toBe(before);
    expect(await p.page.getByRole('searchbox', { name: 'Cari' }).inputValue()).toBe('zzz-tidak-ada');
    expect(await p.page.getByRole('combobox', { name: 'Jumlah data per halaman' }).inputValue()).toBe('5');

    // Reset spins for 500 ms and brings back the defaults.
    const reset = p.page.getByRole('button', { name: 'Reset' });
    await p.freezeTime();
    await reset.click();
    await crossDeadline(p.page, RESET_SPIN_MS, {
      before: async () => expect(await reset.getAttribute('data-spinning')).toBe('true'),
      at: () => expect.poll(() => reset.getAttribute('data-spinning')).toBeNull(),
    });
    await p.page.clock.resume();
    await expect.poll(() => new URL(p.page.url()).search).toBe('');
    await expect.poll(() => caption().textContent()).toBe(`Showing 1 to 10 of ${total} entries`);

    // A reset within the search's 2 s wait drops what was typed: the wait ends with no search.
    await p.freezeTime();
    await p.page.getByRole('searchbox', { name: 'Cari' }).fill('zzz-tidak-ada');
    await reset.click();
    await runPast(p.page, SEARCH_DEBOUNCE_MS);
    expect((await pageQuery()).get('search')).toBeNull();
    expect(await p.page.getByRole('searchbox', { name: 'Cari' }).inputValue()).toBe('');
    await p.page.clock.resume();
    await expect.poll(() => caption().textContent()).toBe(`Showing 1 to 10 of ${total} entries`);
  });

  it('orders list: paging keeps its page across a reload and the back button', async () => {
    await open('/pesanan', 'Pesanan Saya');
    await p.page
      .getByRole('navigation', { name: 'Halaman' })
      .getByRole('button', { name: 'Halaman 2', exact: true })
      .click();
    await expect.poll(() => caption().textContent()).toMatch(/^Showing 11 to 20 of/);
    const firstOnPage2 = await rows().first().getByRole('link').textContent();
    await rows().first().getByRole('link').click();
    await p.page.getByRole('heading', { level: 1, name: 'Detail Pesanan' }).waitFor();
    await p.page.goBack();
    await expect.poll(() => caption().textContent()).toMatch(/^Showing 11 to 20 of/);
    expect(await rows().first().getByRole('link').textContent()).toBe(firstOnPage2);
    expect(await p.page.getByRole('button', { name: 'Halaman 2', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it("orders list: 'Kembali ke Pesanan' returns to the list with its page, sort, size and filter", async () => {
    await open('/pesanan?status=0&limit=5&sort=schoolName&dir=asc&page=2', 'Pesanan Saya');
    await expect.poll(() => caption().textContent()).toMatch(/^Showing 6 to/);
    const listed = new URL(p.page.url());
    await rows().first().getByRole('link').click();
    await p.page.getByRole('heading', { level: 1, name: 'Detail Pesanan' }).waitFor();
    await p.page.getByRole('link', { name: 'Kembali ke Pesanan' }).click();
    await p.page.waitForURL((url) => url.pathname === listed.pathname && url.search !== '');
    const back = new URL(p.page.url());
    expect(Object.fromEntries(back.searchParams)).toEqual(Object.fromEntries(listed.searchParams));
    await expect.poll(() => caption().textContent()).toMatch(/^Showing 6 to/);
  });

  it("orders list: the invoice search says 'Masukan Nomor Invoice yang ingin dicari' when empty and opens the detail otherwise", async () => {
    await open('/pesanan', 'Pesanan Saya');
    await p.page.getByRole('button', { name: 'Cari Invoice' }).click();
    await p.page.getByText('Masukan Nomor Invoice yang ingin dicari').waitFor();
    const invoice = (await rows().first().getByRole('link').getAttribute('title')) ?? '';
    const href = (await rows().first().getByRole('link').getAttribute('href')) ?? '';
    await p.page.getByRole('textbox', { name: 'Nomor Invoice' }).fill(invoice);
    await p.page.getByRole('button', { name: 'Cari Invoice' }).click();
    await p.page.waitForURL((url) => url.pathname === href);
  });

  it('orders list: the transaction recap of the chosen dates and status is fetched with the token and saved as a file', async () => {
    await open('/pesanan', 'Pesanan Saya');
    await p.page.getByRole('button', { name: 'Rekap Transaksi' }).click();
    const recap = p.page.getByRole('dialog', { name: 'Unduh Rekap Transaksi' });
    await recap.getByLabel('Dari tanggal').fill('2026-09-01');
    await recap.getByLabel('Sampai tanggal').fill('2026-10-31');
    await recap.getByRole('combobox', { name: 'Status Pesanan' }).selectOption('1');
    const reportCall = p.page.waitForRequest((request) => request.url().includes('/api/order-report/1001'));
    // The recap carries school data: the sandbox gives it only with the token, so no tab opens on a bare link.
    const fileCall = p.page.waitForRequest((request) => /\/cdn\/rekap\/.+\.xlsx/.test(request.url()));
    const saved = p.page.waitForEvent('download');
    await recap.getByRole('button', { name: 'Unduh' }).click();
    const query = new URL((await reportCall).url()).searchParams;
    expect(query.get('filter_date')).toBe('2026-09-01 - 2026-10-31');
    expect(query.get('status')).toBe('1');
    expect(query.get('from')).toBe('seller');
    expect((await fileCall).headers()['authorization']).toBe(await p.storedToken());
    const download = await saved;
    // A readable name by the seller's day: 24 November in Jakarta, while the browser's zone is still on the 23rd.
    expect(await p.page.evaluate(() => new Date().getDate())).toBe(23);
    expect(download.suggestedFilename()).toBe('rekap-pesanan-20261124.xlsx');
    // A real workbook: the orders of the filter, with their bills as rupiah numbers.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync((await download.path()) ?? '') as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Rekap Transaksi');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Invoice');
    expect(sheet?.getRow(1).getCell(1).font?.bold).toBe(true);
    const processed = statusIdsOfFilter(1) ?? [];
    const expected = p.sandbox.sandbox.store
      .get<OrderState>('order')
      .orders.filter((o) => o.sellerId === 1001 && processed.includes(o.statusId))
      .filter((o) => o.dateAdded >= '2026-09-01' && o.dateAdded < '2026-11-01');
    expect(expected.length).toBeGreaterThan(0);
    expect((sheet?.rowCount ?? 0) - 1).toBe(expected.length);
    expect(typeof sheet?.getRow(2).getCell(8).value).toBe('number');
    expect(sheet?.getRow(2).getCell(8).numFmt).toBe('"Rp"#,##0');
    await recap.waitFor({ state: 'detached' });
  });

  it("orders list: an invalid NPWP warns 'NPWP Tidak Valid' and leads to the profile", async () => {
    await p.page.route('**/api/user/profile/seller', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      await route.fulfill({ response, json: { ...body, data: { ...body.data, isNpwpValid: false } } });
    });
    await open('/pesanan', 'Pesanan Saya');
    const warning = p.page.locator('.ui-list-screen .ui-alert');
    await warning.getByText('NPWP Tidak Valid').waitFor();
    await warning.getByText('Silakan perbaiki nomor NPWP Anda.').waitFor();
    expect(await warning.getByRole('link', { name: 'Perbaiki NPWP' }).getAttribute('href')).toBe('/penyedia/profile');
  });

  it("orders list: '?sort=xx' falls back to the default sort, '?page=999' goes to the last page", async () => {
    await p.visit('/pesanan?sort=xx&dir=asc');
    // The caption reads 'Showing 0 to 0 of 0 entries' until the first page has come.
    await expect.poll(() => caption().textContent()).toMatch(/^Showing 1 to 10 of \d+ entries$/);
    expect(await table().getByRole('columnheader', { name: 'Tanggal' }).getAttribute('aria-sort')).toBe('ascending');
    expect(await p.page.getByText('Data tidak dapat dimuat').count()).toBe(0);

    const { total } = (await p.apiGet<{ data: { total: number } }>('seller/order?page=1&limit=10')).data;
    await p.visit('/pesanan?page=999');
    const last = Math.ceil(total / 10);
    await expect
      .poll(() => caption().textContent())
      .toBe(`Showing ${(last - 1) * 10 + 1} to ${total} of ${total} entries`);
    expect(search().get('page')).toBe(String(last));
    expect(
      await p.page.getByRole('button', { name: `Halaman ${last}`, exact: true }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it("orders list: an invoice no order has says 'Invoice … tidak ditemukan' and stays on the list", async () => {
    await open('/pesanan', 'Pesanan Saya');
    await p.page.getByRole('textbox', { name: 'Nomor Invoice' }).fill('INV/20991231/XYZ/000000000000');
    await p.page.getByRole('button', { name: 'Cari Invoice' }).click();
    await p.page
      .getByRole('alert')
      .getByText('Invoice INV/20991231/XYZ/000000000000 tidak ditemukan', { exact: true })
      .waitFor();
    expect(new URL(p.page.url()).pathname).toBe('/penyedia/pesanan');
  });

  it('orders list at 1366 px: all ten columns in sight, Jatuh Tempo included, no sideways scrolling', async () => {
    await open('/pesanan', 'Pesanan Saya');
    await expect.poll(() => rows().count()).toBe(10);
    const fit = await p.page.evaluate(() => {
      const scroller = document.querySelector('.ui-table__scroll');
      const due = [...document.querySelectorAll('th')].find((th) => th.textContent?.includes('Jatuh Tempo'));
      return {
        scroll: scroller ? scroller.scrollWidth - scroller.clientWidth : -1,
        right: due ? due.getBoundingClientRect().right : Infinity,
        width: window.innerWidth,
      };
    });
    expect(fit.scroll).toBe(0);
    expect(fit.right).toBeLessThanOrEqual(fit.width);
    // 'Jatuh Tempo' on one line: its header and its days are one line high.
    const lines = await p.page.evaluate(() => {
      const oneLine = (el: Element | null | undefined) => {
        if (!el) return false;
        const range = document.createRange();
        range.selectNodeContents(el);
        return range.getClientRects().length === 1;
      };
      const heads = [...document.querySelectorAll('thead th')];
      const at = heads.findIndex((th) => th.textContent?.includes('Jatuh Tempo'));
      const cells = [...document.querySelectorAll(`tbody tr td:nth-child(${at + 1})`)];
      return { header: oneLine(heads[at]?.querySelector('span')), cells: cells.length > 0 && cells.every(oneLine) };
    });
    expect(lines).toEqual({ header: true, cells: true });
    await p.screenshot('orders-list-due-1366');
  });

  it('payment lists: each reachable from the others by keyboard, the one shown marked current', async () => {
    await open('/pembayaran/semuapembayaran', 'Semua Pembayaran');
    const tabs = p.page.getByRole('navigation', { name: 'Daftar pembayaran' });
    expect(await tabs.getByRole('link').allTextContents()).toEqual([
      'Semua Pembayaran',
      'Pembayaran Kurang Lengkap',
      'Verifikasi Pembayaran',
      'Pembayaran Diteruskan',
    ]);
    expect(await tabs.getByRole('link', { name: 'Semua Pembayaran' }).getAttribute('aria-current')).toBe('page');
    for (const [name, path] of [
      ['Pembayaran Kurang Lengkap', '/penyedia/pembayaran/kuranglengkap'],
      ['Verifikasi Pembayaran', '/penyedia/pembayaran/verifikasi'],
      ['Pembayaran Diteruskan', '/penyedia/pembayaran/diteruskan'],
    ] as const) {
      // Tab walks from the current list's link to the next one; Enter opens it.
      await tabs.locator('a[aria-current="page"]').focus();
      await p.page.keyboard.press('Tab');
      expect(await p.page.evaluate(() => document.activeElement?.textContent)).toBe(name);
      await p.page.keyboard.press('Enter');
      await p.page.waitForURL((url) => url.pathname === path);
      await p.page.getByRole('heading', { level: 1, name }).waitFor();
      await expect.poll(() => tabs.getByRole('link', { name }).getAttribute('aria-current')).toBe('page');
      await caption().waitFor();
    }
    await expectNoAxeViolations(p, 'the payment links', 'nav[aria-label="Daftar pembayaran"]');
    await p.screenshot('payments-tabs-1366');
  });

  it('verification list: every payment date in one format, the day', async () => {
    await open('/pembayaran/verifikasi?limit=100', 'Verifikasi Pembayaran');
    const column = await columnIndex(table(), 'Tanggal Pembayaran');
    const dates = await table().locator(`tbody td:nth-child(${column})`).allTextContents();
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('all payments at 1366 px: the Status column in sight', async () => {
    await open('/pembayaran/semuapembayaran', 'Semua Pembayaran');
    await expect.poll(() => rows().count()).toBe(10);
    const status = table().getByRole('columnheader', { name: 'Status' });
    const box = await status.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(1366);
    expect(await rows().first().locator('.payment-status').isVisible()).toBe(true);
  });

  it('all payments: red and green cards, totals, sorting, paging and the CSV export', async () => {
    await open('/pembayaran/semuapembayaran', 'Semua Pembayaran');
    const red = p.page.locator('.payment-card[data-tone="danger"]');
    await expect.poll(() => red.locator('.payment-card__name').allTextContents()).toEqual(['Belum Diteruskan']);
    await expect.poll(() => p.page.locator('.payment-card[data-tone="success"]').count()).toBeGreaterThan(0);
    await expect.poll(() => p.page.locator('.payment-totals dd').first().textContent()).toMatch(/^Rp/);
    // The cards add up: the bills are the partner's fee, what was passed on and what is still held.
    const cards = Object.fromEntries(
      await p.page
        .locator('.payment-card')
        .evaluateAll((nodes) =>
          nodes.map((node) => [
            node.querySelector('.payment-card__name')?.textContent ?? '',
            Number((node.querySelector('.payment-card__value')?.textContent ?? '').replace(/\D/g, '')),
          ]),
        ),
    ) as Record<string, number>;
    expect(Object.keys(cards)).toEqual([TOTAL_BILL_CARD, FEE_CARD, PASSED_ON, NOT_PASSED_ON_CARD]);
    expect(cards[TOTAL_BILL_CARD]).toBe(
      (cards[FEE_CARD] ?? 0) + (cards[PASSED_ON] ?? 0) + (cards[NOT_PASSED_ON_CARD] ?? 0),
    );
    expect(await p.page.locator('.payment-cards__sum').textContent()).toBe(PAYMENT_CARDS_SUM);
    await p.screenshot('payments-all-1366');
    await sortsAndPages('Total Tagihan', 'totalBill');
    const download = p.page.waitForEvent('download');
    await p.page.getByRole('button', { name: 'Unduh CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('semua-pembayaran.csv');
  });

  /** The header's aria-sort once no page is loading, or 'loading' while one is. */
  async function sortedAndSettled(header: string) {
    if ((await p.page.locator('.ui-table__scroll[aria-busy="true"]').count()) > 0) return 'loading';
    return table().getByRole('columnheader', { name: header }).getAttribute('aria-sort');
  }

  /** Header click sorts (URL, aria-sort and the rows' amounts), a second click flips; page 2 exists at 5 rows a page. */
  async function sortsAndPages(header: string, field: string) {
    await p.page.getByRole('combobox', { name: 'Jumlah data per halaman' }).selectOption('5');
    await expect.poll(() => rows().count()).toBeLessThanOrEqual(5);
    const column = await columnIndex(table(), header);
    const amounts = async () =>
      (await table().locator(`tbody td:nth-child(${column})`).allTextContents()).map((text) =>
        Number(text.replace(/\D/g, '')),
      );
    await table().getByRole('button', { name: header }).click();
    await expect.poll(() => search().get('sort')).toBe(field);
    // The previous page stays on screen while the sorted one loads (aria-busy): read the rows only once it has come.
    await expect.poll(() => sortedAndSettled(header)).toBe('ascending');
    const ascending = await amounts();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const first = await rows().first().textContent();
    await table().getByRole('button', { name: header }).click();
    await expect.poll(() => sortedAndSettled(header)).toBe('descending');
    const descending = await amounts();
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(await rows().first().textContent()).not.toBe(first);
    await p.page.getByRole('button', { name: 'Halaman 2', exact: true }).click();
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
      const headers = async () =>
        (await table().locator('thead th').allTextContents()).map((t) => t.replace(/[↕]/g, '').trim());
      await expect.poll(async () => (await headers()).length).toBe(11);
      expect(await headers()).not.toContain('Aksi');
      await p.screenshot(`${shot}-1366`);
      // At 1366 px the table fits its box: no sideways scroll, the proof column in sight.
      const fit = await p.page.evaluate(() => {
        const scroller = document.querySelector('.ui-table__scroll');
        const proof = document.querySelector('thead th:last-child');
        return {
          scroll: scroller ? scroller.scrollWidth - scroller.clientWidth : -1,
          right: proof ? proof.getBoundingClientRect().right : Infinity,
          box: scroller ? scroller.getBoundingClientRect().right : 0,
        };
      });
      expect(fit.scroll).toBe(0);
      expect(fit.right).toBeLessThanOrEqual(fit.box);
      const link = rows().first().getByRole('link');
      expect(await link.getAttribute('href')).toMatch(/\/penyedia\/pesanan\/detail\/\d+$/);
      const thumb = rows().locator('.payment-proof').first();
      await thumb.click();
      const dialog = p.page.getByRole('dialog');
      await dialog.waitFor();
      const img = dialog.locator('img');
      // The popup sizes itself in the image's load handler: wait for that render, not only for the bytes.
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && el.style.width !== ''))
        .toBe(true);
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
    await expect.poll(() => table().locator('thead th').count()).toBe(6);
    await expect
      .poll(() => p.page.getByRole('combobox', { name: 'Jumlah data per halaman' }).locator('option').allTextContents())
      .toEqual(['5', '10', '25', '50']);
    await p.screenshot('billing-1366');
    await open('/changeorder', 'Perubahan Pesanan');
    await p.page.getByRole('heading', { name: 'List Perubahan Pesanan' }).waitFor();
    await expect.poll(() => rows().count()).toBeGreaterThan(0);
    await p.screenshot('changed-orders-1366');
  });

  it('the lists fit a 390 px phone', async () => {
    await p.page.setViewportSize(PHONE);
    for (const [path, heading, shot] of [
      ['/pesanan', 'Pesanan Saya', 'orders-list-390'],
      ['/pembayaran/semuapembayaran', 'Semua Pembayaran', 'payments-all-390'],
      ['/pembayaran/verifikasi', 'Verifikasi Pembayaran', 'payments-verification-390'],
      ['/penagihan', 'Penagihan', 'billing-390'],
    ] as const) {
      await open(path, heading);
      const overflow = await p.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await p.screenshot(shot);
    }
  });
});
