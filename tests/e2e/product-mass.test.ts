import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COLUMN_KEYS, TEMPLATE_COLUMNS } from '@core/massUpload/columns';
import { clippedValue } from '@core/massUpload/reportFields';
import { FILE_MESSAGES } from '@core/massUpload/fileRules';
import { SPLIT_TEXTS } from '@core/massUpload/splitFiles';
import { writeTemplate } from '@core/massUpload/template';
import { readWorkbook } from '@core/massUpload/xlsx/reader';
import { templateFiller } from '@core/massUpload/xlsx/writer';
import { SCREEN_MESSAGES } from '@web/features/product/messages';
import { penyedia } from '../support/cli';
import { pngFile } from './support/png';
import { expectNoAxeViolations } from './support/a11y';
import { DESKTOP, PHONE, usePortal } from './support/portal';
import { holdRoute } from './support/holdRoute';

interface Listed {
  data: { total: number };
}
interface Expected {
  errors: { row: number; field: string; message: string }[];
}

/** Mass upload: the pre-check in the browser, then the upload. */
describe('product mass upload', () => {
  const p = usePortal();
  /** The mass-upload calls the page made during this test. */
  let uploads: string[] = [];
  const countUploads = (request: Request) => {
    if (request.url().includes('addprodukmass')) uploads.push(request.url());
  };
  const open = async () => {
    uploads = [];
    p.page.off('request', countUploads);
    p.page.on('request', countUploads);
    await p.visit('/product/addproduct?layout=5');
  };

  const total = async () => (await p.apiGet<Listed>('seller/product?page=1&limit=5')).data.total;
  const fileInput = () => p.page.getByLabel('File Produk (.xlsx)');

  it('offers the template, the category ids (books hidden) and the brand id', async () => {
    await open();
    await p.page.getByRole('button', { name: 'Unduh Template' }).waitFor();
    const goods = p.page.getByRole('region', { name: 'Kategori Barang' });
    await goods.locator('code').first().waitFor();
    const ids = await goods.locator('code').allTextContents();
    expect(ids).not.toContain('22');
    expect(ids).not.toContain('23');
    await p.page.getByRole('tab', { name: 'Kategori Jasa' }).click();
    await p.page.getByRole('region', { name: 'Kategori Jasa' }).locator('code').first().waitFor();
    await p.page.getByLabel('Merek / Penerbit').selectOption({ index: 1 });
    await p.page.locator('[data-brand-id]').waitFor();
    await p.screenshot('product-mass-1366');
  });

  it('shows every error of a faulty file before any upload, and offers them as CSV', async () => {
    await open();
    const expected = JSON.parse(readFileSync('fixtures/xlsx/price-invalid.expected.json', 'utf8')) as Expected;
    await fileInput().setInputFiles('fixtures/xlsx/price-invalid.xlsx');
    const table = p.page.getByRole('table', { name: 'Kesalahan File' });
    await table.waitFor({ timeout: 20_000 });
    expect(await table.locator('tbody tr').count()).toBe(expected.errors.length);
    await table.getByText('Harga Tidak Boleh 0 atau Kosong').first().waitFor();
    expect(await p.page.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
    const [download] = await Promise.all([
      p.page.waitForEvent('download'),
      p.page.getByRole('button', { name: 'Unduh Kesalahan (CSV)' }).click(),
    ]);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv).toContain('Harga Tidak Boleh 0 atau Kosong');
    await p.screenshot('product-mass-errors-1366');
    expect(uploads).toEqual([]);
  });

  it('uploads a clean file and its products appear', async () => {
    // The file's photo links point at cdn.contoh.id, a name that resolves nowhere: this test's
    // browser gets a picture there, as a seller's would from a real image host.
    await p.page.route('https://cdn.contoh.id/**', (route) =>
      route.fulfill({ contentType: 'image/png', body: pngFile(8) }),
    );
    await open();
    const before = await total();
    await fileInput().setInputFiles('fixtures/xlsx/clean-100.xlsx');
    await p.page.getByText('File valid: 100 produk siap diupload').waitFor({ timeout: 20_000 });
    await p.page.getByRole('button', { name: 'Upload', exact: true }).click();
    await p.page.getByText(/Berhasil: /).waitFor();
    await p.page.waitForURL(/\/penyedia\/product(\?|$)/);
    expect(uploads).toHaveLength(1);
    expect(await total()).toBe(before + 100);
    // The list draws the new products' photos from cdn.contoh.id: the page is left while this test's
    // route still serves them, so none is asked for after the next test has taken the route away.
    await p.page.goto('about:blank');
  });

  it('checks a file picked before the category tree has answered, once it has', async () => {
    // The seller picks the file at once, on a link where the tree is still on its way (CI saw the
    // old screen drop such a pick: it checked nothing and never said so).
    const asked = p.page.waitForRequest((request) => request.url().includes('/product/category?'));
    const release = await holdRoute(p.page, '**/product/category?*');
    await open();
    await asked;
    await fileInput().setInputFiles('fixtures/xlsx/clean-100.xlsx');
    await p.page.getByText('Memeriksa file...').waitFor();
    expect(await p.page.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
    release();
    await p.page.getByText('File valid: 100 produk siap diupload').waitFor({ timeout: 20_000 });
    expect(await p.page.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(false);
    await p.page.unroute('**/product/category?*');
    expect(uploads).toEqual([]);
  });

  it('says so when the category tree cannot be read for the check, and checks the next pick', async () => {
    p.allowErrors(/net::ERR_INTERNET_DISCONNECTED/, /Kategori gagal dimuat/);
    await p.page.route('**/product/category?*', (route) => route.abort('internetdisconnected'));
    await open();
    await fileInput().setInputFiles('fixtures/xlsx/clean-100.xlsx');
    await p.page
      .getByRole('alert')
      .filter({ hasText: `${SCREEN_MESSAGES.precheckFailed}: ` })
      .waitFor();
    expect(await p.page.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
    // The link is back: the next pick asks for the tree again and is checked.
    await p.page.unroute('**/product/category?*');
    await fileInput().setInputFiles([]);
    await fileInput().setInputFiles('fixtures/xlsx/clean-100.xlsx');
    await p.page.getByText('File valid: 100 produk siap diupload').waitFor({ timeout: 20_000 });
    expect(await p.page.getByText(`${SCREEN_MESSAGES.precheckFailed}: `).count()).toBe(0);
    expect(uploads).toEqual([]);
  });

  it("'Unduh Template' saves the template `penyedia template` writes, made in the browser by core's writer, whatever the server's link gives", async () => {
    // The server's template link once answered a 501-byte SVG: the portal no longer depends on it.
    await p.page.route('**/cdn/template/**', (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
      }),
    );
    const scripts: string[] = [];
    p.page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await open();
    // exceljs is not part of the page: it loads with the click.
    const excel = () => scripts.filter((url) => /exceljs|template/i.test(url));
    expect(excel()).toEqual([]);
    const [download] = await Promise.all([
      p.page.waitForEvent('download'),
      p.page.getByRole('button', { name: 'Unduh Template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('template-upload-massal.xlsx');
    expect(excel().length).toBeGreaterThan(0);
    const folder = mkdtempSync(join(tmpdir(), 'penyedia-template-'));
    const saved = join(folder, 'template-upload-massal.xlsx');
    await download.saveAs(saved);
    const bytes = readFileSync(saved);

    // Core's reader reads it: the 'Produk' sheet with the template's headers and no product yet.
    const read = readWorkbook(bytes)._unsafeUnwrap();
    expect(read.headers).toEqual(TEMPLATE_COLUMNS.map((c) => c.header));
    // `penyedia check` judges it as it judges the one `penyedia template` writes: no product yet (exit 1) ...
    const fromCli = join(folder, 'dari-cli.xlsx');
    expect((await penyedia(['template', '--out', fromCli])).code).toBe(0);
    const empty = await penyedia(['check', saved, '--format', 'json']);
    const emptyCli = await penyedia(['check', fromCli, '--format', 'json']);
    expect(empty.code).toBe(1);
    expect(JSON.parse(empty.stdout)).toMatchObject({
      ok: false,
      rows: 0,
      errors: [{ row: 0, field: 'file', message: FILE_MESSAGES.noProducts }],
    });
    expect({ ...(JSON.parse(emptyCli.stdout) as object), file: '' }).toEqual({
      ...(JSON.parse(empty.stdout) as object),
      file: '',
    });
    // ... and, filled with a clean product, ready to upload (exit 0).
    const clean = [...readWorkbook(readFileSync('fixtures/xlsx/clean-100.xlsx'))._unsafeUnwrap().rows][0]?.cells ?? [];
    const filled = join(folder, 'terisi.xlsx');
    writeFileSync(filled, templateFiller(bytes).fill([COLUMN_KEYS.map((_, i) => clean[i] ?? null)]));
    const check = await penyedia(['check', filled]);
    expect(check.code, check.stdout + check.stderr).toBe(0);
  });

  it('cuts a long error value as the CLI does, shows it whole on demand, and never gets wider than the screen, at 390 and 1366 px', async () => {
    const clean = [...readWorkbook(readFileSync('fixtures/xlsx/clean-100.xlsx'))._unsafeUnwrap().rows][0]?.cells ?? [];
    const longName = `Pulpen ${'sangat panjang '.repeat(24)}akhir`;
    const cells = COLUMN_KEYS.map((_, i) => clean[i] ?? null);
    cells[COLUMN_KEYS.indexOf('nama_produk')] = longName;
    const file = join(mkdtempSync(join(tmpdir(), 'penyedia-mass-')), 'nama-panjang.xlsx');
    writeFileSync(file, templateFiller(await writeTemplate()).fill([cells]));
    for (const size of [PHONE, DESKTOP]) {
      // The shell lays itself out at load: each width opens the page at that width.
      await p.page.setViewportSize(size);
      await open();
      await fileInput().setInputFiles(file);
      const table = p.page.getByRole('table', { name: 'Kesalahan File' });
      await table.waitFor({ timeout: 20_000 });
      const summary = table.locator('summary').first();
      // What shows is what `penyedia check` prints; a screen reader hears that it is cut and how to see it all.
      expect(await summary.evaluate((element) => element.firstChild?.textContent)).toBe(clippedValue(longName));
      expect(await summary.textContent()).toBe(
        `${clippedValue(longName)} (terpotong, tekan untuk melihat nilai lengkap)`,
      );
      const wide = () => p.page.evaluate(() => document.documentElement.scrollWidth);
      expect(await wide()).toBeLessThanOrEqual(size.width);
      await summary.focus();
      await p.page.keyboard.press('Enter');
      await table.getByText(longName, { exact: true }).waitFor();
      expect(await wide()).toBeLessThanOrEqual(size.width);
      await table.scrollIntoViewIfNeeded();
      await p.screenshot(`product-mass-long-value-${size.width}`);
      await expectNoAxeViolations(p, `the error table at ${size.width} px`, '.product-errors-block');
    }
  });

  /** `count` rows from the clean file, each its own code; the rows `bad` names get a zero price. */
  async function bigFile(count: number, bad: (i: number) => boolean): Promise<string> {
    const clean = [...readWorkbook(readFileSync('fixtures/xlsx/clean-100.xlsx'))._unsafeUnwrap().rows];
    const rows = Array.from({ length: count }, (_, i) => {
      const cells = COLUMN_KEYS.map((_, at) => clean[i % clean.length]?.cells[at] ?? null);
      cells[COLUMN_KEYS.indexOf('kode_produk')] = `BESAR-${i}`;
      if (bad(i)) cells[COLUMN_KEYS.indexOf('harga')] = 0;
      return cells;
    });
    const file = join(mkdtempSync(join(tmpdir(), 'penyedia-mass-')), 'katalog-besar.xlsx');
    writeFileSync(file, templateFiller(await writeTemplate()).fill(rows));
    return file;
  }

  it('splits a file of more than 100 products: the first 100 clean ones to upload, the rest to download, at 1366 and 390 px', async () => {
    // 230 products, every 40th with a zero price (5 rows): 225 clean ones in files of 100, 100 and 25.
    const file = await bigFile(230, (i) => i % 40 === 39);
    for (const size of [DESKTOP, PHONE]) {
      await p.page.setViewportSize(size);
      await open();
      await fileInput().setInputFiles(file);
      await p.page.getByRole('table', { name: 'Kesalahan File' }).getByText(FILE_MESSAGES.tooManyProducts).waitFor({
        timeout: 20_000,
      });
      await p.page.getByText(SPLIT_TEXTS.offer(100)).waitFor();
      await p.page.getByRole('button', { name: SPLIT_TEXTS.action }).click();
      await p.page.getByText(SPLIT_TEXTS.done(225, 3, 5)).waitFor({ timeout: 30_000 });
      await p.page.getByText('File valid: 100 produk siap diupload').waitFor({ timeout: 20_000 });
      expect(await p.page.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(false);
      const others = p.page.getByRole('region', { name: SPLIT_TEXTS.otherFiles });
      expect(await others.getByRole('button', { name: /^Unduh produk-/ }).allTextContents()).toEqual([
        SPLIT_TEXTS.download('produk-0002.xlsx'),
        SPLIT_TEXTS.download('produk-0003.xlsx'),
      ]);
      expect(await p.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await others.scrollIntoViewIfNeeded();
      await p.screenshot(`product-mass-split-${size.width}`);
      await expectNoAxeViolations(p, `the split at ${size.width} px`, '.mass-split');
    }
    // The last file holds the last 25 clean products, in order, and reads as a clean template file.
    const [last] = await Promise.all([
      p.page.waitForEvent('download'),
      p.page.getByRole('button', { name: SPLIT_TEXTS.download('produk-0003.xlsx') }).click(),
    ]);
    expect(last.suggestedFilename()).toBe('produk-0003.xlsx');
    const read = readWorkbook(readFileSync((await last.path()) ?? ''))._unsafeUnwrap();
    const codes = [...read.rows].map((row) => row.cells[COLUMN_KEYS.indexOf('kode_produk')]);
    expect(codes).toEqual(
      Array.from({ length: 230 }, (_, i) => i)
        .filter((i) => i % 40 !== 39)
        .slice(200)
        .map((i) => `BESAR-${i}`),
    );
    const [rejected] = await Promise.all([
      p.page.waitForEvent('download'),
      p.page.getByRole('button', { name: SPLIT_TEXTS.downloadRejected }).click(),
    ]);
    expect(rejected.suggestedFilename()).toBe('ditolak.csv');
    const csv = readFileSync((await rejected.path()) ?? '', 'utf8');
    expect(csv.match(/Harga Tidak Boleh 0 atau Kosong/g)).toHaveLength(5);
    expect(uploads).toEqual([]);
  });

  it('uploads a split file by file: each upload picks the next file, the last opens the product list', async () => {
    await p.page.route('https://cdn.contoh.id/**', (route) =>
      route.fulfill({ contentType: 'image/png', body: pngFile(8) }),
    );
    const file = await bigFile(130, () => false);
    await open();
    const before = await total();
    await fileInput().setInputFiles(file);
    await p.page.getByText(SPLIT_TEXTS.offer(100)).waitFor({ timeout: 20_000 });
    await p.page.getByRole('button', { name: SPLIT_TEXTS.action }).click();
    await p.page.getByText('File valid: 100 produk siap diupload').waitFor({ timeout: 30_000 });
    await p.page.getByRole('button', { name: 'Upload', exact: true }).click();
    // The second file is picked and checked; the page stays, its other files still offered.
    await p.page.getByText('File valid: 30 produk siap diupload').waitFor({ timeout: 30_000 });
    expect(new URL(p.page.url()).pathname).toBe('/penyedia/product/addproduct');
    expect(await total()).toBe(before + 100);
    await p.page.getByRole('button', { name: SPLIT_TEXTS.download('produk-0002.xlsx') }).waitFor();
    await p.page.getByRole('button', { name: 'Upload', exact: true }).click();
    await p.page.waitForURL(/\/penyedia\/product(\?|$)/);
    expect(uploads).toHaveLength(2);
    expect(await total()).toBe(before + 130);
    await p.page.goto('about:blank');
  });

  it("a refused upload lists the server's errors under 'Hasil Upload', each failed row marked 'Gagal'", async () => {
    await p.page.route('**/addprodukmass*', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          status: 'failed',
          message: 'Data tidak valid',
          arrayFailed: [3, 7, 9],
          countError: 4,
          dataRow: [
            { row: 3, cells: [{ field: 'harga', value: '0', error: 'Harga Tidak Boleh 0 atau Kosong' }] },
            {
              row: 7,
              cells: [
                { field: 'stok', value: '-1', error: 'Stok tidak boleh kurang dari 0' },
                { field: 'nama_produk', value: 'Pulpen', error: null },
                { field: 'berat_kg', value: '-2', error: 'Berat tidak boleh kurang dari 0' },
              ],
            },
            // A failed row the server names no cell of: listed with the answer's message.
            { row: 9, cells: [{ field: 'nama_produk', value: 'Buku', error: null }] },
          ],
        }),
      }),
    );
    p.allowErrors(/Gagal Upload/);
    await open();
    await fileInput().setInputFiles('fixtures/xlsx/clean-100.xlsx');
    await p.page.getByText('File valid: 100 produk siap diupload').waitFor({ timeout: 20_000 });
    await p.page.getByRole('button', { name: 'Upload', exact: true }).click();
    const result = p.page.getByRole('region', { name: 'Hasil Upload' });
    await result.getByRole('heading', { name: 'Hasil Upload' }).waitFor();
    await result.getByText(SCREEN_MESSAGES.uploadRefused(4, 3)).waitFor();
    expect(SCREEN_MESSAGES.uploadRefused(4, 3)).toBe(
      '4 kesalahan pada 3 baris. Tidak ada produk yang diupload: perbaiki baris bertanda Gagal, lalu upload file lagi.',
    );
    const rows = result.getByRole('table', { name: 'Kesalahan Upload' }).locator('tbody tr');
    // Only the cells the server refused, each row marked in words as well as colour; a failed row
    // without a refused cell gets the answer's message.
    expect(await rows.count()).toBe(4);
    await rows.last().getByText('Data tidak valid').waitFor();
    for (const row of await rows.all()) {
      expect(await row.getAttribute('class')).toBe('is-failed');
      expect(await row.locator('td').first().textContent()).toMatch(/^\d+Gagal$/);
    }
    await result.scrollIntoViewIfNeeded();
    await p.screenshot('product-mass-refused-1366');
    await expectNoAxeViolations(p, 'the upload result', '.mass-result');
    await p.page.unroute('**/addprodukmass*');
  });

  it('looks finished at 390 px', async () => {
    await p.resize(PHONE, false);
    await open();
    await p.page.getByRole('button', { name: 'Unduh Template' }).waitFor();
    await p.screenshot('product-mass-390');
  });
});
