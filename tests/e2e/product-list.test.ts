import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { pickDeepestCategory } from './support/categoryCascade';
import { columnIndex } from './support/lists';
import { PHONE, usePortal, waitForSplash } from './support/portal';
import { SEARCH_DEBOUNCE_MS } from './support/specTimers';
import { crossDeadline, runPast } from './support/timers';

interface Row {
  id: number;
  isBlocked: boolean;
  name: string;
  isActive: boolean;
  category: string;
  no: number;
}
interface Listed {
  data: { items: Row[]; total: number; lastPage: number };
}

/**
 * Product list on the sandbox. Each test opens its own page and reads
 * what it expects from the API at that moment (other tests of the file delete, switch off and
 * re-categorise products).
 */
describe('product list', () => {
  const p = usePortal();

  const list = (query: string) => p.apiGet<Listed>(`seller/product?${query}`);
  const row = (id: number) => p.page.locator('tbody tr', { has: p.page.locator(`[data-row="${id}"]`) });
  const table = () => p.page.getByRole('table', { name: 'Daftar Produk' });
  /** The path and query the page itself holds right now. */
  const location = () => p.page.evaluate(() => `${window.location.pathname}${window.location.search}`);

  it("shows 'Produk Saya' with five rows, the entries caption and a window of 4 page links", async () => {
    await p.visit('/product');
    await p.page.getByRole('heading', { level: 1, name: 'Produk Saya' }).waitFor();
    const all = await list('page=1&limit=5');
    await p.page.getByText(`Showing 1 to 5 of ${all.data.total} entries`).waitFor();
    await expect.poll(() => table().locator('tbody tr').count()).toBe(5);
    const pages = p.page.getByRole('navigation', { name: 'Halaman' }).getByRole('button', { name: /^Halaman \d+$/ });
    await expect.poll(() => pages.count()).toBe(4);
    await p.screenshot('product-list-1366');
  });

  it("opens the picture popup and the quick detail modal; a service's stock reads 'Jasa', a packet shows 'Paket'", async () => {
    await p.visit('/product');
    const first = (await list('page=1&limit=5')).data.items[0];
    if (!first) throw new Error('no product');
    await row(first.id)
      .getByRole('button', { name: `Gambar ${first.name}` })
      .click();
    const picture = p.page.getByRole('dialog', { name: first.name });
    await picture.getByRole('img', { name: first.name }).waitFor();
    await picture.getByRole('button', { name: 'Tutup' }).click();
    await row(first.id)
      .getByRole('button', { name: `Lihat ${first.name}` })
      .click();
    const quick = p.page.getByRole('dialog', { name: first.name });
    await quick.getByRole('button', { name: 'Buka Detail' }).waitFor();
    await p.screenshot('product-list-quick-detail-1366');
    await quick.getByRole('button', { name: 'Tutup' }).click();
    // The newest products of the seed are services: stock 100000000 on layout 3.
    await expect.poll(() => row(first.id).getByRole('cell', { name: 'Jasa', exact: true }).count()).toBe(1);
    // Enter searches at once (the 2 s wait has its own test).
    await p.page.getByLabel('Cari Produk').fill('Paket Alat Tulis');
    await p.page.getByLabel('Cari Produk').press('Enter');
    await row(2042).getByText('Paket', { exact: true }).waitFor();
    await p.page.getByRole('button', { name: 'Reset' }).click();
    await p.page.getByText(/Showing 1 to 5 of/).waitFor();
  });

  it('keeps limit, sort and page in the URL; a reset returns the defaults', async () => {
    await p.visit('/product');
    await p.page.getByText(/Showing 1 to 5 of/).waitFor();
    await p.page
      .getByLabel(/Tampilkan|Jumlah|per halaman/i)
      .first()
      .selectOption('10');
    await p.page.waitForURL(/limit=10/);
    await expect.poll(() => table().locator('tbody tr').count()).toBe(10);
    await table().getByRole('button', { name: /Harga/ }).first().click();
    await p.page.waitForURL(/sort=price/);
    await p.page.getByRole('button', { name: 'Halaman 2' }).click();
    await p.page.waitForURL(/page=2/);
    await p.page.reload();
    await waitForSplash(p.page);
    await p.page.getByText(/Showing 11 to 20 of/).waitFor();
    await p.page.getByRole('button', { name: 'Reset' }).click();
    await p.page.waitForURL((url) => url.search === '');
    await p.page.getByText(/Showing 1 to 5 of/).waitFor();
  });

  it('searches after the 2-second debounce and says No Data Found when nothing matches', async () => {
    await p.visit('/product');
    await p.page.getByText(/Showing 1 to 5 of/).waitFor();
    await p.freezeTime();
    await p.page.getByLabel('Cari Produk').fill('tidak-ada-produk-seperti-ini');
    await crossDeadline(p.page, SEARCH_DEBOUNCE_MS, {
      before: async () => expect(await location()).not.toContain('search='),
      at: () => p.page.waitForURL(/search=tidak-ada-produk-seperti-ini/),
    });
    await p.page.clock.resume();
    await p.page.getByText('No Data Found').waitFor();
    await p.page.getByRole('button', { name: 'Reset' }).click();
    await p.page.getByText(/Showing 1 to 5 of/).waitFor();

    // A reset within the 2 s wait drops what was typed: the wait ends with no search.
    await p.freezeTime();
    await p.page.getByLabel('Cari Produk').fill('Paket Alat Tulis');
    await p.page.getByRole('button', { name: 'Reset' }).click();
    await runPast(p.page, SEARCH_DEBOUNCE_MS);
    expect(await location()).not.toContain('search=');
    expect(await p.page.getByLabel('Cari Produk').inputValue()).toBe('');
    await p.page.clock.resume();
  });

  it("toggles a product's status with 'Status Produk {name} Menjadi Tidak Aktif'", async () => {
    const first = (await list('page=1&limit=5&filter_status=active')).data.items[0];
    if (!first) throw new Error('no active product');
    await p.visit('/product?status=active');
    await row(first.id).getByRole('switch').click();
    await p.page.getByText(`Status Produk ${first.name} Menjadi Tidak Aktif`).waitFor();
    const after = await list(`page=1&limit=100&search=${encodeURIComponent(first.name)}`);
    expect(after.data.items.find((r) => r.id === first.id)?.isActive).toBe(false);
  });

  it('copies the product link with the success message', async () => {
    await p.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: p.sandbox.origin });
    await p.visit('/product');
    const first = (await list('page=1&limit=5')).data.items[0];
    if (!first) throw new Error('no product');
    await row(first.id)
      .getByRole('button', { name: `Salin link ${first.name}` })
      .click();
    await p.page.getByText('Berhasil: Link produk berhasil disalin ke clipboard!').waitFor();
    expect(await p.page.evaluate(() => navigator.clipboard.readText())).toContain('/produk/');
  });

  it('falls back to the textarea copy on an insecure page, with the failure and unsupported messages', async () => {
    await p.visit('/product');
    const first = (await list('page=1&limit=5')).data.items[0];
    if (!first) throw new Error('no product');
    const copy = () =>
      row(first.id)
        .getByRole('button', { name: `Salin link ${first.name}` })
        .click();
    await p.page.evaluate(() => {
      Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
      (window as unknown as { copied: string[] }).copied = [];
      document.execCommand = (command: string) => {
        const area = document.querySelector('textarea');
        (window as unknown as { copied: string[] }).copied.push(
          `${command}:${area instanceof HTMLTextAreaElement ? area.value : ''}`,
        );
        return true;
      };
    });
    await copy();
    await p.page.getByText('Berhasil: Link produk berhasil disalin ke clipboard!').first().waitFor();
    expect(await p.page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([
      expect.stringMatching(/^copy:.*\/produk\//),
    ]);
    await p.page.evaluate(() => {
      document.execCommand = () => false;
    });
    await copy();
    await p.page.getByText('Gagal: Tidak dapat menyalin link ke clipboard').waitFor();
    await p.page.evaluate(() => {
      Object.defineProperty(document, 'execCommand', { value: undefined, configurable: true });
    });
    await copy();
    await p.page.getByText('Clipboard tidak didukung di browser ini').waitFor();
  });

  it("deletes a product after 'Anda Yakin? Ingin menghapus produk {name} ?'", async () => {
    await p.visit('/product');
    const victim = (await list('page=1&limit=5')).data.items[0];
    if (!victim) throw new Error('no product');
    await row(victim.id)
      .getByRole('button', { name: `Hapus ${victim.name}` })
      .click();
    const dialog = p.page.getByRole('dialog');
    await dialog.getByText(`Ingin menghapus produk ${victim.name} ?`).waitFor();
    await dialog.getByRole('button', { name: 'Ya, hapus!' }).click();
    await p.page.getByText('Produk berhasil terhapus').waitFor();
    const after = await list(`page=1&limit=100&search=${encodeURIComponent(victim.name)}`);
    expect(after.data.items.some((r) => r.id === victim.id)).toBe(false);
  });

  it("edits one 'Perlu Update' product's category: 'Edit Kategori Berhasil'", async () => {
    await p.visit('/product?category=0');
    await row(2045).getByRole('button', { name: 'Perlu Update' }).click();
    const dialog = p.page.getByRole('dialog');
    const update = dialog.getByRole('button', { name: 'Update Kategori' });
    expect(await update.isDisabled()).toBe(true);
    await pickDeepestCategory(dialog);
    await update.click();
    await p.page.getByText('Edit Kategori Berhasil').waitFor();
    const after = await list('page=1&limit=100&search=Stapler');
    expect(after.data.items.find((r) => r.id === 2045)?.category).not.toBe('Uncategorized');
  });

  it("moves ticked products of an old category in bulk after 'Anda yakin?'", async () => {
    await p.visit('/product?category=0');
    const panel = p.page.getByRole('region', { name: 'Update Kategori Massal' });
    // New category first, then the missing old category is refused.
    await pickDeepestCategory(panel, 1, ['Kategori Baru', 'Sub Kategori Baru', 'Sub Sub Kategori Baru']);
    await panel.getByRole('button', { name: 'Update Kategori' }).click();
    await p.page.getByText('Pilih Kategori lama terlebih dahulu').waitFor();
    await panel.getByLabel('Kategori Lama').selectOption('902');
    await p.page.waitForURL(/old=902/);
    await expect.poll(() => table().locator('tbody tr').count()).toBe(2);
    await panel.getByRole('button', { name: 'Update Kategori' }).click();
    await p.page.getByText('Anda harus memilih produk yang ingin di update').waitFor();
    await table().getByRole('checkbox', { name: 'Pilih semua baris' }).check();
    await p.screenshot('product-list-bulk-1366');
    await panel.getByRole('button', { name: 'Update Kategori' }).click();
    const dialog = p.page.getByRole('dialog');
    await dialog.getByText(/pada 2 produk akan diubah menjadi/).waitFor();
    await dialog.getByRole('button', { name: 'Ya' }).click();
    await expect
      .poll(async () => (await list('page=1&limit=100&filter_category=0&filter_category_old=902')).data.total)
      .toBe(0);
  });

  it('shades a blocked product, shows the ban icon and refuses to open it', async () => {
    // An open product's name is a link: a click lands on its detail at once (same document).
    await p.visit('/product');
    const open = (await list('page=1&limit=5')).data.items[0];
    if (!open) throw new Error('no product');
    await row(open.id).getByRole('link', { name: open.name }).click();
    expect(await location()).toBe(`/penyedia/product/detail/${open.id}`);

    await p.visit('/product?status=blocked');
    const blocked = row(2003);
    await blocked.getByRole('img', { name: /diblokir/ }).waitFor();
    expect(await blocked.getByRole('button', { name: /^Hapus / }).count()).toBe(0);
    const name = 'Pendidikan Pancasila untuk SD/MI Kelas V';
    expect(await blocked.getByRole('link', { name }).count()).toBe(0);
    // The click is handled before it returns; a blocked name goes nowhere.
    await blocked.getByText(name).click();
    expect(await location()).toBe('/penyedia/product?status=blocked');
  });

  it("exports the current filter's rows as CSV", async () => {
    await p.visit('/product?status=inactive');
    const expected = (await list('page=1&limit=100&filter_status=inactive')).data.total;
    const [download] = await Promise.all([
      p.page.waitForEvent('download'),
      p.page.getByRole('button', { name: 'Unduh CSV' }).click(),
    ]);
    const text = readFileSync((await download.path()) ?? '', 'utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Nama Produk');
    expect(lines).toHaveLength(expected + 1);
  });

  it("exports the current filter's rows as an Excel workbook, header bold, one row per product", async () => {
    await p.visit('/product?status=inactive');
    const expected = (await list('page=1&limit=100&filter_status=inactive')).data.total;
    const [download] = await Promise.all([
      p.page.waitForEvent('download'),
      p.page.getByRole('button', { name: 'Unduh Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('produk-saya.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path()) ?? '');
    const sheet = book.worksheets[0];
    const headers = (sheet?.getRow(1).values as unknown[]).filter((value) => value !== undefined);
    expect(headers).toContain('Nama Produk');
    expect(sheet?.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet?.actualRowCount).toBe(expected + 1);
  });

  it("'?sort=xx' falls back to the default order and '?page=999' goes to the last page", async () => {
    const all = await list('page=1&limit=5');
    await p.visit('/product?sort=xx');
    await p.page.getByText(`Showing 1 to 5 of ${all.data.total} entries`).waitFor();
    expect(await table().locator('tbody tr').count()).toBe(5);
    expect(await table().locator('[aria-sort="ascending"], [aria-sort="descending"]').count()).toBe(0);

    await p.visit('/product?page=999');
    const last = all.data.lastPage;
    await p.page.getByText(`Showing ${(last - 1) * 5 + 1} to ${all.data.total} of ${all.data.total} entries`).waitFor();
    await expect.poll(() => new URL(p.page.url()).searchParams.get('page')).toBe(String(last));
    expect(
      await p.page.getByRole('button', { name: `Halaman ${last}`, exact: true }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('a click anywhere in the name, model or price cell opens the detail', async () => {
    const first = (await list('page=1&limit=5')).data.items[0];
    if (!first) throw new Error('no product');
    for (const column of ['Nama Produk', 'Model', 'Harga']) {
      await p.visit('/product');
      const at = await columnIndex(p.page.getByRole('table'), column);
      const cell = row(first.id).locator(`td:nth-child(${at})`);
      const box = await cell.boundingBox();
      if (!box) throw new Error(`no ${column} cell`);
      // The cell's bottom-right corner: outside the text, inside the cell.
      await p.page.mouse.click(box.x + box.width - 3, box.y + box.height - 3);
      await expect.poll(location).toBe(`/penyedia/product/detail/${first.id}`);
    }
  });

  it('at 1366 px every row keeps its actions in sight; the zones scroll under them', async () => {
    await p.visit('/product');
    const first = (await list('page=1&limit=5')).data.items.find((item) => !item.isBlocked);
    if (!first) throw new Error('no open product');
    const remove = row(first.id).getByRole('button', { name: `Hapus ${first.name}` });
    const inSight = async () => {
      const box = await remove.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 1366;
    };
    expect(await inSight()).toBe(true);
    // Scrolled to its far end, the table still shows the actions (and Zona 5 beside them).
    await p.page.locator('.ui-table__scroll').evaluate((scroller) => scroller.scrollTo({ left: scroller.scrollWidth }));
    expect(await inSight()).toBe(true);
    await table().getByRole('columnheader', { name: 'Zona 5' }).waitFor();
    await p.screenshot('product-list-scrolled-1366');
    // What the pinned column covers at the left end is what scrolling brings into view.
    await p.page.locator('.ui-table__scroll').evaluate((scroller) => scroller.scrollTo({ left: 0 }));
    await remove.click();
    await p.page.getByRole('dialog').getByText(`Ingin menghapus produk ${first.name} ?`).waitFor();
    await p.page.getByRole('dialog').getByRole('button', { name: 'Batal' }).click();
  });

  it('looks finished at 390 px', async () => {
    await p.page.setViewportSize(PHONE);
    await p.visit('/product');
    await p.page.getByText(/Showing 1 to 5 of/).waitFor();
    await p.screenshot('product-list-390');
  });
});
