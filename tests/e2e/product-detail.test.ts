import { beforeEach, describe, expect, it } from 'vitest';
import { PHONE, usePortal, waitForSplash } from './support/portal';
import { forgetLocalState } from './support/storage';

interface Detail {
  data: {
    sectionProductInformation: { name: string };
    sectionPriceInformation: { price: number };
    packet: { packet_did: number; product_id: number; quantity: number }[];
  };
}

/**
 * Product detail and edit. Each test opens its own product; drafts an
 * earlier test left in the browser are forgotten first.
 */
describe('product detail and edit', () => {
  const p = usePortal();
  beforeEach(() => forgetLocalState(p.page));

  const form = () => p.page.getByRole('form', { name: 'Form Ubah Produk' });
  const detail = (id: number) => p.apiGet<Detail>(`seller/product/${id}`);

  it("titles a book 'Detail Buku' and shows its zone prices", async () => {
    await p.visit('/product/detail/2001');
    await p.page.getByRole('heading', { level: 1, name: 'Detail Buku' }).waitFor();
    expect(await p.page.title()).toContain('Detail Buku');
    await form().getByLabel('Harga Zona 1').waitFor();
    await p.screenshot('product-detail-book-1366');
  });

  it("refuses a zone price above its maximum with 'Harga Zona 1 tidak boleh melebihi Harga Maksimal zona 1'", async () => {
    await p.visit('/product/detail/2001');
    await form().getByLabel('Harga Zona 1').fill('99999999');
    await form()
      .getByText(/bertanggung jawab penuh atas produk yang diperbarui/)
      .click();
    await form().getByRole('button', { name: 'Update' }).click();
    await p.page.getByRole('dialog', { name: 'Konfirmasi' }).getByRole('button', { name: 'Setuju' }).click();
    await p.page.getByText('Harga Zona 1 tidak boleh melebihi Harga Maksimal zona 1').first().waitFor();
  });

  it('offers unsaved input after a reload (the browser asks first), saves it, and shows the change after reload', async () => {
    await p.visit('/product/detail/2042');
    await p.page.getByRole('heading', { level: 1, name: 'Detail Produk' }).waitFor();
    await form().getByLabel('Nama Produk').fill('Paket Alat Tulis Siswa Lengkap');
    await form().getByLabel('Harga Satuan', { exact: true }).fill('87500');
    const asked = p.page.waitForEvent('dialog').then(async (dialog) => {
      const type = dialog.type();
      await dialog.accept();
      return type;
    });
    await p.page.reload();
    expect(await asked).toBe('beforeunload');
    await waitForSplash(p.page);
    const offer = p.page.getByRole('dialog', { name: 'Lanjutkan perubahan yang belum disimpan?' });
    // The offer opens once the product has loaded: wait for its list, do not read it at once.
    await expect
      .poll(() => offer.getByRole('list', { name: 'Isian yang berubah' }).getByRole('listitem').allTextContents())
      .toEqual(['Nama Produk', 'Harga Satuan']);
    await offer.getByRole('button', { name: 'Lanjutkan' }).click();
    await expect.poll(() => form().getByLabel('Nama Produk').inputValue()).toBe('Paket Alat Tulis Siswa Lengkap');
    await p.screenshot('product-detail-goods-1366');
    const update = form().getByRole('button', { name: 'Update' });
    expect(await update.isDisabled()).toBe(true);
    await form()
      .getByText(/bertanggung jawab penuh atas produk yang diperbarui/)
      .click();
    await update.click();
    await p.page.getByRole('dialog', { name: 'Konfirmasi' }).getByRole('button', { name: 'Setuju' }).click();
    await p.page.getByText('Anda berhasil mengupdate produk anda').waitFor();
    await p.page.waitForURL(/\/penyedia\/product(\?|$)/);
    expect(await p.page.evaluate(() => window.localStorage.getItem('penyedia.productDraft.2042'))).toBeNull();
    const saved = await detail(2042);
    expect(saved.data.sectionProductInformation.name).toBe('Paket Alat Tulis Siswa Lengkap');
    expect(saved.data.sectionPriceInformation.price).toBe(87500);
    await p.visit('/product/detail/2042');
    await expect.poll(() => form().getByLabel('Nama Produk').inputValue()).toBe('Paket Alat Tulis Siswa Lengkap');
  });

  it("deletes a packet line and adds one with 'Paket berhasil ditambahkan'", async () => {
    await p.visit('/product/detail/2043');
    const before = (await detail(2043)).data.packet;
    const first = before[0];
    if (!first) throw new Error('packet without lines');
    expect(before.some((l) => l.product_id === 2047)).toBe(false);
    await form().locator(`[data-packet-line="${first.packet_did}"]`).getByRole('button', { name: 'Hapus' }).click();
    await expect.poll(async () => (await detail(2043)).data.packet.length).toBe(before.length - 1);
    await form().getByLabel('Cari Produk Paket').fill('Flashdisk');
    await form()
      .getByRole('button', { name: /Flashdisk SanDisk/ })
      .click();
    await form().getByRole('button', { name: 'Tambah Paket' }).click();
    await p.page.getByText('Paket berhasil ditambahkan').waitFor();
    await p.page.waitForURL(/\/penyedia\/product(\?|$)/);
    expect((await detail(2043)).data.packet.some((l) => l.product_id === 2047)).toBe(true);
  });

  it("switches the category chain to cascades with 'Ubah Kategori' and back with 'Batal Ubah'; refuses a gif with 'Invalid image file.'", async () => {
    await p.visit('/product/detail/2055');
    await form().getByRole('button', { name: 'Ubah Kategori' }).click();
    await form().getByLabel('Kategori', { exact: true }).waitFor();
    await form().getByRole('button', { name: 'Batal Ubah' }).click();
    await form().getByRole('button', { name: 'Ubah Kategori' }).waitFor();
    await form()
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'animasi.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await p.page.getByText('Invalid image file.', { exact: true }).waitFor();
  });

  it('disables the status of a product waiting for confirmation and says so', async () => {
    await p.visit('/product/detail/2030');
    await p.page.getByText('Status produk masih menunggu konfirmasi dari Mitra').waitFor();
    expect(await form().getByLabel('Status', { exact: true }).isDisabled()).toBe(true);
  });

  it('a blocked product cannot be opened by URL either', async () => {
    await p.visit('/product/detail/2003');
    await p.page.getByRole('alert').filter({ hasText: 'Produk ini diblokir dan tidak dapat dibuka.' }).waitFor();
    expect(await form().count()).toBe(0);
    await p.screenshot('product-detail-blocked-1366');
  });

  it('looks finished at 390 px', async () => {
    await p.page.setViewportSize(PHONE);
    await p.visit('/product/detail/2055');
    await form().waitFor();
    await p.screenshot('product-detail-service-390');
  });
});
