import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiToken, loginAsDemo, openPortal, screenshot, waitForSplash, type PortalHarness } from './support/browser';
import { photoFile, pickDeepestCategory } from './support/productFiles';

interface Listed {
  data: { items: { id: number; name: string; priceZone1: number | null }[] };
}

/** Add book (spec 001 §2.3, §5.2): the catalogue browser, the form, the zone maximum. */
describe('product add book', () => {
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

  const catalogue = () => h.page.getByRole('table', { name: 'Katalog Buku' });
  const form = () => h.page.getByRole('form', { name: 'Form Tambah Buku' });

  it("browses 'Pencarian Produk Web Service Puskurbuk': text books with zones, non-text books with price, filters and pages", async () => {
    await h.page.goto(h.url('/product/addproduct?layout=1'));
    await waitForSplash(h.page);
    await h.page.getByText('Pencarian Produk Web Service Puskurbuk').waitFor();
    await catalogue().getByRole('columnheader', { name: 'Zone5' }).waitFor();
    await expect.poll(() => catalogue().locator('tbody tr').count()).toBe(10);
    await h.page.getByLabel('Jenjang').selectOption({ label: 'SMP/MTs' });
    await expect.poll(async () => (await catalogue().locator('tbody tr td:nth-child(4)').allTextContents()).every((t) => t === 'SMP/MTs')).toBe(true);
    await screenshot(h.page, 'product-book-catalogue-1366');
    await h.page.getByRole('tab', { name: 'Buku Non Teks Pelajaran' }).click();
    await catalogue().getByRole('columnheader', { name: 'Classification' }).waitFor();
    await h.page.getByRole('tab', { name: 'Buku Teks Pelajaran' }).click();
    await h.page.getByLabel('Jenjang').selectOption('');
    await h.page.getByLabel('Nama Buku').fill('Matematika');
    await h.page.getByRole('button', { name: 'Cari', exact: true }).click();
    await expect.poll(async () => (await catalogue().locator('tbody tr td:nth-child(2)').allTextContents()).every((t) => t.includes('Matematika'))).toBe(true);
  });

  it("refuses a zone price above the maximum ('Harga Zona 1 tidak boleh melebihi Harga Maksimal zona 1'), then adds the book", async () => {
    const row = catalogue().locator('tbody tr').first();
    const title = (await row.locator('td').nth(1).textContent()) ?? '';
    await row.getByRole('button', { name: 'Detail' }).click();
    await h.page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    await form().waitFor();
    await form().locator('input[type=file]').first().setInputFiles(photoFile('sampul.png'));
    await form().getByLabel('Stok').fill('50');
    await pickDeepestCategory(form());
    const zone1 = form().getByLabel('Harga Zona 1');
    const max = Number((await zone1.inputValue()).replace(/\D/g, ''));
    await zone1.fill(String(max + 1000));
    await screenshot(h.page, 'product-book-form-1366');
    await form().getByRole('button', { name: 'Save' }).click();
    await h.page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    await h.page.getByText('Harga Zona 1 tidak boleh melebihi Harga Maksimal zona 1').first().waitFor();
    await form().getByText(/Harga tidak boleh melewati harga maksimal zona 1/).waitFor();
    await zone1.fill(String(max - 500));
    await form().getByRole('button', { name: 'Save' }).click();
    await h.page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    await h.page.getByRole('dialog', { name: 'Sedang diproses' }).waitFor();
    await h.page.getByText(/Sukses!/).waitFor();
    await h.page.waitForURL(/\/penyedia\/product(\?|$)/);
    const listed = (await apiGet(h, `seller/product?page=1&limit=100&search=${encodeURIComponent(title)}`, token)) as Listed;
    expect(listed.data.items.some((item) => item.priceZone1 === max - 500)).toBe(true);
    await h.page.getByText(title).first().waitFor();
  });

  it("asks before cancelling with 'You won't be able to revert this!'", async () => {
    await h.page.goto(h.url('/product/addproduct?layout=1'));
    await catalogue().locator('tbody tr').first().getByRole('button', { name: 'Detail' }).click();
    await h.page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    await form().getByRole('button', { name: 'Cancel' }).click();
    await h.page.getByText("You won't be able to revert this!").waitFor();
    await h.page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    await h.page.waitForURL(/\/penyedia\/product(\?|$)/);
  });

  it('looks finished at 390 px', async () => {
    await h.page.setViewportSize({ width: 390, height: 844 });
    await h.page.goto(h.url('/product/addproduct?layout=1'));
    await waitForSplash(h.page);
    await catalogue().locator('tbody tr').first().waitFor();
    await screenshot(h.page, 'product-book-catalogue-390');
    await h.page.setViewportSize({ width: 1366, height: 768 });
  });
});
