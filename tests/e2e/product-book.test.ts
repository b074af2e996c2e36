import { beforeEach, describe, expect, it } from 'vitest';
import { pickDeepestCategory } from './support/categoryCascade';
import { pngUpload } from './support/png';
import { PHONE, usePortal } from './support/portal';
import { PRODUCT_PROCESSING_MS } from './support/specTimers';
import { forgetLocalState } from './support/storage';
import { crossDeadline } from './support/timers';

interface Listed {
  data: { items: { id: number; name: string; priceZone1: number | null }[] };
}

/** Add book (spec 001 §2.3, §5.2): the catalogue browser, the form, the zone maximum. */
describe('product add book', () => {
  const p = usePortal();
  beforeEach(() => forgetLocalState(p.page));

  const catalogue = () => p.page.getByRole('table', { name: 'Katalog Buku' });
  const form = () => p.page.getByRole('form', { name: 'Form Tambah Buku' });

  it("browses 'Pencarian Produk Web Service Puskurbuk': text books with zones, non-text books with price, filters and pages", async () => {
    await p.visit('/product/addproduct?layout=1');
    await p.page.getByText('Pencarian Produk Web Service Puskurbuk').waitFor();
    await catalogue().getByRole('columnheader', { name: 'Zone5' }).waitFor();
    await expect.poll(() => catalogue().locator('tbody tr').count()).toBe(10);
    await p.page.getByLabel('Jenjang').selectOption({ label: 'SMP/MTs' });
    await expect.poll(async () => [...new Set(await catalogue().locator('tbody tr td:nth-child(4)').allTextContents())]).toEqual(['SMP/MTs']);
    await p.screenshot('product-book-catalogue-1366');
    await p.page.getByRole('tab', { name: 'Buku Non Teks Pelajaran' }).click();
    await catalogue().getByRole('columnheader', { name: 'Classification' }).waitFor();
    await p.page.getByRole('tab', { name: 'Buku Teks Pelajaran' }).click();
    await p.page.getByLabel('Jenjang').selectOption('');
    await p.page.getByLabel('Nama Buku').fill('Matematika');
    await p.page.getByRole('button', { name: 'Cari', exact: true }).click();
    // Rows, and every one of them a match (an empty table while loading is not an answer).
    const titles = () => catalogue().locator('tbody tr td:nth-child(2)').allTextContents();
    await expect.poll(async () => { const all = await titles(); return all.length > 0 && all.every((t) => t.includes('Matematika')); }).toBe(true);
  });

  it("refuses a zone price above the maximum ('Harga Zona 1 tidak boleh melebihi Harga Maksimal zona 1'), then adds the book", async () => {
    await p.visit('/product/addproduct?layout=1');
    const row = catalogue().locator('tbody tr').first();
    const title = (await row.locator('td').nth(1).textContent()) ?? '';
    await row.getByRole('button', { name: 'Detail' }).click();
    await p.page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    await form().waitFor();
    await form().locator('input[type=file]').first().setInputFiles(pngUpload('sampul.png'));
    await form().getByLabel('Stok').fill('50');
    await pickDeepestCategory(form());
    const zone1 = form().getByLabel('Harga Zona 1');
    const max = Number((await zone1.inputValue()).replace(/\D/g, ''));
    await zone1.fill(String(max + 1000));
    await p.screenshot('product-book-form-1366');
    await form().getByRole('button', { name: 'Save' }).click();
    await p.page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    await p.page.getByText('Harga Zona 1 tidak boleh melebihi Harga Maksimal zona 1').first().waitFor();
    await form().getByText(/Harga tidak boleh melewati harga maksimal zona 1/).waitFor();
    await zone1.fill(String(max - 500));
    await form().getByRole('button', { name: 'Save' }).click();
    // The processing pop-up closes after 700 ms (spec 001 §9), counted on the frozen page clock.
    await p.freezeTime();
    const added = p.page.waitForResponse((response) => response.url().includes('/produk_api/addproduk'));
    await p.page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    const processing = p.page.getByRole('dialog', { name: 'Sedang diproses' });
    await processing.waitFor();
    await added;
    await crossDeadline(p.page, PRODUCT_PROCESSING_MS, {
      before: async () => expect(await processing.isVisible()).toBe(true),
      at: () => processing.waitFor({ state: 'detached' }),
    });
    await p.page.clock.resume();
    await p.page.getByText(/Sukses!/).waitFor();
    await p.page.waitForURL(/\/penyedia\/product(\?|$)/);
    const listed = await p.apiGet<Listed>(`seller/product?page=1&limit=100&search=${encodeURIComponent(title)}`);
    expect(listed.data.items.some((item) => item.priceZone1 === max - 500)).toBe(true);
    await p.page.getByText(title).first().waitFor();
  });

  it("asks before cancelling with 'Apakah anda yakin?' like every other screen, and 'You won't be able to revert this!' (issue 20 item 12)", async () => {
    await p.visit('/product/addproduct?layout=1');
    await catalogue().locator('tbody tr').first().getByRole('button', { name: 'Detail' }).click();
    await p.page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    await form().getByRole('button', { name: 'Cancel' }).click();
    const sure = p.page.getByRole('dialog', { name: 'Apakah anda yakin?' });
    await sure.getByText("You won't be able to revert this!").waitFor();
    expect(await p.page.getByText('Are you sure?').count()).toBe(0);
    await sure.getByRole('button', { name: 'Ya' }).click();
    await p.page.waitForURL(/\/penyedia\/product(\?|$)/);
  });

  it('looks finished at 390 px', async () => {
    await p.page.setViewportSize(PHONE);
    await p.visit('/product/addproduct?layout=1');
    await catalogue().locator('tbody tr').first().waitFor();
    await p.screenshot('product-book-catalogue-390');
  });
});
