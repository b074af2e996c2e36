import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiToken, loginAsDemo, openPortal, screenshot, waitForSplash, type PortalHarness } from './support/browser';

interface Detail {
  data: { sectionProductInformation: { name: string }; sectionPriceInformation: { price: number }; packet: { packet_did: number; product_id: number; quantity: number }[] };
}

/** Product detail and edit (spec 001 §2.7, §4, §5.4, §8). */
describe('product detail and edit', () => {
  let h: PortalHarness;
  let token: string;

  beforeAll(async () => {
    h = await openPortal();
    await loginAsDemo(h);
    token = await apiToken(h);
  });
  afterAll(async () => {
    await h?.close();
  });

  const form = () => h.page.getByRole('form', { name: 'Form Ubah Produk' });
  const detail = (id: number) => apiGet(h, `seller/product/${id}`, token) as Promise<Detail>;

  it("titles a book 'Detail Buku' and shows its zone prices", async () => {
    await h.page.goto(h.url('/product/detail/2001'));
    await waitForSplash(h.page);
    await h.page.getByRole('heading', { level: 1, name: 'Detail Buku' }).waitFor();
    expect(await h.page.title()).toContain('Detail Buku');
    await form().getByLabel('Harga Zona 1').waitFor();
    await screenshot(h.page, 'product-detail-book-1366');
  });

  it("refuses a zone price above its maximum with 'Harga Zona 1 tidak boleh melebihi Harga Maksimal zona 1'", async () => {
    await form().getByLabel('Harga Zona 1').fill('99999999');
    await form().getByText(/bertanggung jawab penuh atas produk yang diperbarui/).click();
    await form().getByRole('button', { name: 'Update' }).click();
    await h.page.getByRole('dialog', { name: 'Konfirmasi' }).getByRole('button', { name: 'Setuju' }).click();
    await h.page.getByText('Harga Zona 1 tidak boleh melebihi Harga Maksimal zona 1').first().waitFor();
    await h.page.evaluate(() => window.localStorage.removeItem('penyedia.productDraft.2001'));
  });

  it('keeps unsaved input over a reload, saves it, and shows the change after reload', async () => {
    await h.page.goto(h.url('/product/detail/2042'));
    await h.page.getByRole('heading', { level: 1, name: 'Detail Produk' }).waitFor();
    await form().getByLabel('Nama Produk').fill('Paket Alat Tulis Siswa Lengkap');
    await form().getByLabel('Harga Satuan', { exact: true }).fill('87500');
    await h.page.reload();
    await waitForSplash(h.page);
    expect(await form().getByLabel('Nama Produk').inputValue()).toBe('Paket Alat Tulis Siswa Lengkap');
    await screenshot(h.page, 'product-detail-goods-1366');
    const update = form().getByRole('button', { name: 'Update' });
    expect(await update.isDisabled()).toBe(true);
    await form().getByText(/bertanggung jawab penuh atas produk yang diperbarui/).click();
    await update.click();
    await h.page.getByRole('dialog', { name: 'Konfirmasi' }).getByRole('button', { name: 'Setuju' }).click();
    await h.page.getByText('Anda berhasil mengupdate produk anda').waitFor();
    await h.page.waitForURL(/\/penyedia\/product(\?|$)/);
    expect(await h.page.evaluate(() => window.localStorage.getItem('penyedia.productDraft.2042'))).toBeNull();
    const saved = await detail(2042);
    expect(saved.data.sectionProductInformation.name).toBe('Paket Alat Tulis Siswa Lengkap');
    expect(saved.data.sectionPriceInformation.price).toBe(87500);
    await h.page.goto(h.url('/product/detail/2042'));
    await waitForSplash(h.page);
    expect(await form().getByLabel('Nama Produk').inputValue()).toBe('Paket Alat Tulis Siswa Lengkap');
  });

  it("deletes a packet line and adds one with 'Paket berhasil ditambahkan'", async () => {
    const before = (await detail(2042)).data.packet;
    const first = before[0];
    if (!first) throw new Error('packet without lines');
    await form().locator(`[data-packet-line="${first.packet_did}"]`).getByRole('button', { name: 'Hapus' }).click();
    await expect.poll(async () => (await detail(2042)).data.packet.length).toBe(before.length - 1);
    await form().getByLabel('Cari Produk Paket').fill('Flashdisk');
    await form().getByRole('button', { name: /Flashdisk SanDisk/ }).click();
    await form().getByRole('button', { name: 'Tambah Paket' }).click();
    await h.page.getByText('Paket berhasil ditambahkan').waitFor();
    await h.page.waitForURL(/\/penyedia\/product(\?|$)/);
    expect((await detail(2042)).data.packet.some((l) => l.product_id === 2047)).toBe(true);
  });

  it("switches the category chain to cascades with 'Ubah Kategori' and back with 'Batal Ubah'; refuses a gif with 'Invalid image file.'", async () => {
    await h.page.goto(h.url('/product/detail/2055'));
    await waitForSplash(h.page);
    await form().getByRole('button', { name: 'Ubah Kategori' }).click();
    await form().getByLabel('Kategori', { exact: true }).waitFor();
    await form().getByRole('button', { name: 'Batal Ubah' }).click();
    await form().getByRole('button', { name: 'Ubah Kategori' }).waitFor();
    await form().locator('input[type=file]').first().setInputFiles({ name: 'animasi.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await h.page.getByText('Invalid image file.', { exact: true }).waitFor();
    await h.page.evaluate(() => window.localStorage.removeItem('penyedia.productDraft.2055'));
  });

  it('disables the status of a product waiting for confirmation and says so', async () => {
    await h.page.goto(h.url('/product/detail/2030'));
    await h.page.getByText('Status produk masih menunggu konfirmasi dari Mitra').waitFor();
    expect(await form().getByLabel('Status', { exact: true }).isDisabled()).toBe(true);
  });

  it('a blocked product cannot be opened by URL either', async () => {
    await h.page.goto(h.url('/product/detail/2003'));
    await waitForSplash(h.page);
    await h.page.getByRole('alert').filter({ hasText: 'Produk ini diblokir dan tidak dapat dibuka.' }).waitFor();
    expect(await form().count()).toBe(0);
    await screenshot(h.page, 'product-detail-blocked-1366');
  });

  it('looks finished at 390 px', async () => {
    await h.page.setViewportSize({ width: 390, height: 844 });
    await h.page.goto(h.url('/product/detail/2055'));
    await waitForSplash(h.page);
    await form().waitFor();
    await screenshot(h.page, 'product-detail-service-390');
    await h.page.setViewportSize({ width: 1366, height: 768 });
  });
});
