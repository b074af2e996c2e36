import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLUMN_KEYS, TEMPLATE_COLUMNS } from '@core/massUpload/columns';
import { MAX_VALUE_WIDTH } from '@core/massUpload/reportFields';
import { writeTemplate } from '@core/massUpload/template';
import { readWorkbook } from '@core/massUpload/xlsx/reader';
import { templateFiller } from '@core/massUpload/xlsx/writer';
import { apiGet, apiToken, loginAsDemo, openPortal, screenshot, waitForSplash, type PortalHarness } from './support/browser';

interface Listed {
  data: { total: number };
}
interface Expected {
  errors: { row: number; field: string; message: string }[];
}

/** Mass upload (spec 001 §2.6, §3.8, §5.6): the pre-check in the browser, then the upload. */
describe('product mass upload', () => {
  let h: PortalHarness;
  let token: string;
  const uploads: string[] = [];

  beforeAll(async () => {
    h = await openPortal();
    await loginAsDemo(h);
    token = await apiToken(h);
    h.page.on('request', (request) => {
      if (request.url().includes('addprodukmass')) uploads.push(request.url());
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  const total = async () => ((await apiGet(h, 'seller/product?page=1&limit=5', token)) as Listed).data.total;
  const fileInput = () => h.page.getByLabel('File Produk (.xlsx)');

  it('offers the template, the category ids (books hidden) and the brand id', async () => {
    await h.page.goto(h.url('/product/addproduct?layout=5'));
    await waitForSplash(h.page);
    await h.page.getByRole('link', { name: 'Unduh Template' }).waitFor();
    const goods = h.page.getByRole('region', { name: 'Kategori Barang' });
    await goods.locator('code').first().waitFor();
    const ids = await goods.locator('code').allTextContents();
    expect(ids).not.toContain('22');
    expect(ids).not.toContain('23');
    await h.page.getByRole('tab', { name: 'Kategori Jasa' }).click();
    await h.page.getByRole('region', { name: 'Kategori Jasa' }).locator('code').first().waitFor();
    await h.page.getByLabel('Merek / Penerbit').selectOption({ index: 1 });
    await h.page.locator('[data-brand-id]').waitFor();
    await screenshot(h.page, 'product-mass-1366');
  });

  it('shows every error of a faulty file before any upload, and offers them as CSV', async () => {
    const expected = JSON.parse(readFileSync('fixtures/xlsx/price-invalid.expected.json', 'utf8')) as Expected;
    await fileInput().setInputFiles('fixtures/xlsx/price-invalid.xlsx');
    const table = h.page.getByRole('table', { name: 'Kesalahan File' });
    await table.waitFor({ timeout: 20_000 });
    expect(await table.locator('tbody tr').count()).toBe(expected.errors.length);
    await table.getByText('Harga Tidak Boleh 0 atau Kosong').first().waitFor();
    expect(await h.page.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
    const [download] = await Promise.all([h.page.waitForEvent('download'), h.page.getByRole('button', { name: 'Unduh Kesalahan (CSV)' }).click()]);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv).toContain('Harga Tidak Boleh 0 atau Kosong');
    await screenshot(h.page, 'product-mass-errors-1366');
    expect(uploads).toEqual([]);
  });

  it('uploads a clean file and its products appear', async () => {
    const before = await total();
    await fileInput().setInputFiles('fixtures/xlsx/clean-100.xlsx');
    await h.page.getByText('File valid: 100 produk siap diupload').waitFor({ timeout: 20_000 });
    await h.page.getByRole('button', { name: 'Upload', exact: true }).click();
    await h.page.getByText(/Berhasil: /).waitFor();
    await h.page.waitForURL(/\/penyedia\/product(\?|$)/);
    expect(uploads).toHaveLength(1);
    expect(await total()).toBe(before + 100);
  });

  it("'Unduh Template' downloads the real template, the one `penyedia template` writes", async () => {
    await h.page.goto(h.url('/product/addproduct?layout=5'));
    await waitForSplash(h.page);
    const [download] = await Promise.all([h.page.waitForEvent('download'), h.page.getByRole('link', { name: 'Unduh Template' }).click()]);
    expect(download.suggestedFilename()).toBe('template-upload-massal.xlsx');
    const read = readWorkbook(readFileSync((await download.path()) ?? ''))._unsafeUnwrap();
    expect(read.headers).toEqual(TEMPLATE_COLUMNS.map((c) => c.header));
  });

  it('cuts a long error value as the CLI does, shows it whole on demand, and never gets wider than the screen', async () => {
    const clean = [...readWorkbook(readFileSync('fixtures/xlsx/clean-100.xlsx'))._unsafeUnwrap().rows][0]?.cells ?? [];
    const longName = `Pulpen ${'sangat panjang '.repeat(24)}akhir`;
    const cells = COLUMN_KEYS.map((_, i) => clean[i] ?? null);
    cells[COLUMN_KEYS.indexOf('nama_produk')] = longName;
    const file = join(mkdtempSync(join(tmpdir(), 'penyedia-mass-')), 'nama-panjang.xlsx');
    writeFileSync(file, templateFiller(await writeTemplate()).fill([cells]));
    await h.page.setViewportSize({ width: 390, height: 844 });
    await h.page.goto(h.url('/product/addproduct?layout=5'));
    await waitForSplash(h.page);
    await fileInput().setInputFiles(file);
    const table = h.page.getByRole('table', { name: 'Kesalahan File' });
    await table.waitFor({ timeout: 20_000 });
    const summary = table.locator('summary').first();
    expect(await summary.textContent()).toBe(`${longName.slice(0, MAX_VALUE_WIDTH - 1)}…`);
    expect(await h.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await summary.click();
    await table.getByText(longName, { exact: true }).waitFor();
    expect(await h.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await table.scrollIntoViewIfNeeded();
    await screenshot(h.page, 'product-mass-errors-390');
    await h.page.setViewportSize({ width: 1366, height: 768 });
    await screenshot(h.page, 'product-mass-long-value-1366');
  });

  it('looks finished at 390 px', async () => {
    await h.page.setViewportSize({ width: 390, height: 844 });
    await h.page.goto(h.url('/product/addproduct?layout=5'));
    await waitForSplash(h.page);
    await h.page.getByRole('link', { name: 'Unduh Template' }).waitFor();
    await screenshot(h.page, 'product-mass-390');
    await h.page.setViewportSize({ width: 1366, height: 768 });
  });
});
