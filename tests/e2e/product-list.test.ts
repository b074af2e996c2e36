import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiToken, loginAsDemo, openPortal, screenshot, waitForSplash, type PortalHarness } from './support/browser';
import { pickDeepestCategory } from './support/productFiles';

interface Row {
  id: number;
  name: string;
  isActive: boolean;
  category: string;
  no: number;
}
interface Listed {
  data: { items: Row[]; total: number; lastPage: number };
}

/** Product list of spec 001 §2.1, §4, §8, §9 on the sandbox. */
describe('product list', () => {
  let h: PortalHarness;
  let token: string;

  beforeAll(async () => {
    h = await openPortal();
    await h.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginAsDemo(h);
    token = await apiToken(h);
  });
  afterAll(async () => {
    await h?.close();
  });

  const list = (query: string) => apiGet(h, `seller/product?${query}`, token) as Promise<Listed>;
  const row = (id: number) => h.page.locator('tbody tr', { has: h.page.locator(`[data-row="${id}"]`) });
  const table = () => h.page.getByRole('table', { name: 'Daftar Produk' });

  it("shows 'Produk Saya' with five rows, the entries caption and a window of 4 page links", async () => {
    await h.page.goto(h.url('/product'));
    await waitForSplash(h.page);
    await h.page.getByRole('heading', { level: 1, name: 'Produk Saya' }).waitFor();
    const all = await list('page=1&limit=5');
    await h.page.getByText(`Showing 1 to 5 of ${all.data.total} entries`).waitFor();
    expect(await table().locator('tbody tr').count()).toBe(5);
    const pages = h.page.getByRole('navigation', { name: 'Halaman' }).getByRole('button', { name: /^Halaman \d+$/ });
    expect(await pages.count()).toBe(4);
    await screenshot(h.page, 'product-list-1366');
  });

  it("opens the picture popup and the quick detail modal; a service's stock reads 'Jasa', a packet shows 'Paket'", async () => {
    const first = (await list('page=1&limit=5')).data.items[0];
    if (!first) throw new Error('no product');
    await row(first.id).getByRole('button', { name: `Gambar ${first.name}` }).click();
    const picture = h.page.getByRole('dialog', { name: first.name });
    await picture.getByRole('img', { name: first.name }).waitFor();
    await picture.getByRole('button', { name: 'Tutup' }).click();
    await row(first.id).getByRole('button', { name: `Lihat ${first.name}` }).click();
    const quick = h.page.getByRole('dialog', { name: first.name });
    await quick.getByRole('button', { name: 'Buka Detail' }).waitFor();
    await screenshot(h.page, 'product-list-quick-detail-1366');
    await quick.getByRole('button', { name: 'Tutup' }).click();
    // The newest products of the seed are services: stock 100000000 on layout 3.
    await expect.poll(() => row(first.id).getByRole('cell', { name: 'Jasa', exact: true }).count()).toBe(1);
    await h.page.getByLabel('Cari Produk').fill('Paket Alat Tulis');
    await row(2042).getByText('Paket', { exact: true }).waitFor({ timeout: 5000 });
    await h.page.getByRole('button', { name: 'Reset' }).click();
    await h.page.getByText(/Showing 1 to 5 of/).waitFor();
  });

  it('keeps limit, sort and page in the URL; a reset returns the defaults', async () => {
    await h.page.getByLabel(/Tampilkan|Jumlah|per halaman/i).first().selectOption('10');
    await h.page.waitForURL(/limit=10/);
    await expect.poll(() => table().locator('tbody tr').count()).toBe(10);
    await table().getByRole('button', { name: /Harga/ }).first().click();
    await h.page.waitForURL(/sort=price/);
    await h.page.getByRole('button', { name: 'Halaman 2' }).click();
    await h.page.waitForURL(/page=2/);
    await h.page.reload();
    await h.page.getByText(/Showing 11 to 20 of/).waitFor();
    await h.page.getByRole('button', { name: 'Reset' }).click();
    await h.page.waitForURL((url) => url.search === '');
    await h.page.getByText(/Showing 1 to 5 of/).waitFor();
  });

  it('searches after the 2-second debounce and says No Data Found when nothing matches', async () => {
    await h.page.getByLabel('Cari Produk').fill('tidak-ada-produk-seperti-ini');
    await h.page.waitForTimeout(1000);
    expect(h.page.url()).not.toContain('search=');
    await h.page.waitForURL(/search=/, { timeout: 5000 });
    await h.page.getByText('No Data Found').waitFor();
    await h.page.getByRole('button', { name: 'Reset' }).click();
    await h.page.getByText(/Showing 1 to 5 of/).waitFor();
  });

  it("toggles a product's status with 'Status Produk {name} Menjadi Tidak Aktif'", async () => {
    const first = (await list('page=1&limit=5&filter_status=active')).data.items[0];
    if (!first) throw new Error('no active product');
    await h.page.goto(h.url('/product?status=active'));
    await row(first.id).getByRole('switch').click();
    await h.page.getByText(`Status Produk ${first.name} Menjadi Tidak Aktif`).waitFor();
    const after = await list(`page=1&limit=100&search=${encodeURIComponent(first.name)}`);
    expect(after.data.items.find((r) => r.id === first.id)?.isActive).toBe(false);
  });

  it('copies the product link with the success message', async () => {
    await h.page.goto(h.url('/product'));
    const first = (await list('page=1&limit=5')).data.items[0];
    if (!first) throw new Error('no product');
    await row(first.id).getByRole('button', { name: `Salin link ${first.name}` }).click();
    await h.page.getByText('Berhasil: Link produk berhasil disalin ke clipboard!').waitFor();
    expect(await h.page.evaluate(() => navigator.clipboard.readText())).toContain('/produk/');
  });

  it('falls back to the textarea copy on an insecure page, with the failure and unsupported messages', async () => {
    const first = (await list('page=1&limit=5')).data.items[0];
    if (!first) throw new Error('no product');
    const copy = () => row(first.id).getByRole('button', { name: `Salin link ${first.name}` }).click();
    await h.page.evaluate(() => {
      Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
      (window as unknown as { copied: string[] }).copied = [];
      document.execCommand = (command: string) => {
        const area = document.querySelector('textarea');
        (window as unknown as { copied: string[] }).copied.push(`${command}:${area instanceof HTMLTextAreaElement ? area.value : ''}`);
        return true;
      };
    });
    await copy();
    await h.page.getByText('Berhasil: Link produk berhasil disalin ke clipboard!').first().waitFor();
    expect(await h.page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([expect.stringMatching(/^copy:.*\/produk\//)]);
    await h.page.evaluate(() => {
      document.execCommand = () => false;
    });
    await copy();
    await h.page.getByText('Gagal: Tidak dapat menyalin link ke clipboard').waitFor();
    await h.page.evaluate(() => {
      Object.defineProperty(document, 'execCommand', { value: undefined, configurable: true });
    });
    await copy();
    await h.page.getByText('Clipboard tidak didukung di browser ini').waitFor();
    await h.page.reload();
  });

  it("deletes a product after 'Anda Yakin? Ingin menghapus produk {name} ?'", async () => {
    const victim = (await list('page=1&limit=5')).data.items[0];
    if (!victim) throw new Error('no product');
    await row(victim.id).getByRole('button', { name: `Hapus ${victim.name}` }).click();
    const dialog = h.page.getByRole('dialog');
    await dialog.getByText(`Ingin menghapus produk ${victim.name} ?`).waitFor();
    await dialog.getByRole('button', { name: 'Ya, hapus!' }).click();
    await h.page.getByText('Produk berhasil terhapus').waitFor();
    const after = await list(`page=1&limit=100&search=${encodeURIComponent(victim.name)}`);
    expect(after.data.items.some((r) => r.id === victim.id)).toBe(false);
  });

  it("edits one 'Perlu Update' product's category: 'Edit Kategori Berhasil'", async () => {
    await h.page.goto(h.url('/product?category=0'));
    await row(2045).getByRole('button', { name: 'Perlu Update' }).click();
    const dialog = h.page.getByRole('dialog');
    const update = dialog.getByRole('button', { name: 'Update Kategori' });
    expect(await update.isDisabled()).toBe(true);
    await pickDeepestCategory(dialog);
    await update.click();
    await h.page.getByText('Edit Kategori Berhasil').waitFor();
    const after = await list('page=1&limit=100&search=Stapler');
    expect(after.data.items.find((r) => r.id === 2045)?.category).not.toBe('Uncategorized');
  });

  it("moves ticked products of an old category in bulk after 'Anda yakin?'", async () => {
    await h.page.goto(h.url('/product?category=0'));
    const panel = h.page.getByRole('region', { name: 'Update Kategori Massal' });
    // New category first, then the missing old category is refused.
    await pickDeepestCategory(panel, 1, ['Kategori Baru', 'Sub Kategori Baru', 'Sub Sub Kategori Baru']);
    await panel.getByRole('button', { name: 'Update Kategori' }).click();
    await h.page.getByText('Pilih Kategori lama terlebih dahulu').waitFor();
    await panel.getByLabel('Kategori Lama').selectOption('902');
    await h.page.waitForURL(/old=902/);
    await expect.poll(() => table().locator('tbody tr').count()).toBe(2);
    await panel.getByRole('button', { name: 'Update Kategori' }).click();
    await h.page.getByText('Anda harus memilih produk yang ingin di update').waitFor();
    await table().getByRole('checkbox', { name: 'Pilih semua baris' }).check();
    await screenshot(h.page, 'product-list-bulk-1366');
    await panel.getByRole('button', { name: 'Update Kategori' }).click();
    const dialog = h.page.getByRole('dialog');
    await dialog.getByText(/pada 2 produk akan diubah menjadi/).waitFor();
    await dialog.getByRole('button', { name: 'Ya' }).click();
    await expect.poll(async () => (await list('page=1&limit=100&filter_category=0&filter_category_old=902')).data.total).toBe(0);
  });

  it('shades a blocked product, shows the ban icon and refuses to open it', async () => {
    await h.page.goto(h.url('/product?status=blocked'));
    const blocked = row(2003);
    await blocked.getByRole('img', { name: /diblokir/ }).waitFor();
    expect(await blocked.getByRole('button', { name: /^Hapus / }).count()).toBe(0);
    await blocked.getByText('Pendidikan Pancasila untuk SD/MI Kelas V').click();
    await h.page.waitForTimeout(300);
    expect(h.page.url()).not.toContain('/product/detail/');
  });

  it("exports the current filter's rows as CSV", async () => {
    await h.page.goto(h.url('/product?status=inactive'));
    const expected = (await list('page=1&limit=100&filter_status=inactive')).data.total;
    const [download] = await Promise.all([h.page.waitForEvent('download'), h.page.getByRole('button', { name: 'Unduh CSV' }).click()]);
    const text = readFileSync((await download.path()) ?? '', 'utf8');
    const lines = text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toContain('Nama Produk');
    expect(lines).toHaveLength(expected + 1);
  });

  it('looks finished at 390 px', async () => {
    await h.page.setViewportSize({ width: 390, height: 844 });
    await h.page.goto(h.url('/product'));
    await waitForSplash(h.page);
    await h.page.getByText(/Showing 1 to 5 of/).waitFor();
    await screenshot(h.page, 'product-list-390');
    await h.page.setViewportSize({ width: 1366, height: 768 });
  });
});
