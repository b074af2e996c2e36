import { beforeEach, describe, expect, it } from 'vitest';
import { pickDeepestCategory } from './support/categoryCascade';
import { pngUpload } from './support/png';
import { PHONE, usePortal } from './support/portal';
import { BOOK_FORM_SCROLL_MS, PRODUCT_PROCESSING_MS } from './support/specTimers';
import { forgetLocalState } from './support/storage';
import { crossDeadline } from './support/timers';

interface Listed {
  data: { items: { id: number; name: string; priceZone1: number | null }[] };
}

/** Add book: the catalogue browser, the form, the zone maximum. */
describe('product add book', () => {
  const p = usePortal();
  beforeEach(() => forgetLocalState(p.page));

  const catalogue = () => p.page.getByRole('table', { name: 'Katalog Buku' });
  const form = () => p.page.getByRole('form', { name: 'Form Tambah Buku' });
  /** Where the form's top is in the view, and the page's calls of scrollIntoView so far. */
  const formTop = () => form().evaluate((element) => Math.round(element.getBoundingClientRect().top));
  const topbarHeight = () =>
    p.page.locator('.topbar').evaluate((element) => Math.round(element.getBoundingClientRect().height));
  const recordScrolls = () =>
    p.page.evaluate(() => {
      const calls: string[] = [];
      (window as unknown as { scrollCalls: string[] }).scrollCalls = calls;
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (this: Element, ...args: Parameters<Element['scrollIntoView']>) {
        calls.push(this.getAttribute('aria-label') ?? this.tagName);
        Reflect.apply(original, this, args);
      };
    });
  const scrollCalls = () => p.page.evaluate(() => (window as unknown as { scrollCalls: string[] }).scrollCalls);
  /**
   * 'Detail' on the first book, then 'Ya', on the frozen clock; the form has opened, and the clock
   * stays frozen, so the 1000 ms scroll waits for the test (resume or run the clock).
   */
  const chooseFirstBook = async () => {
    await p.visit('/product/addproduct?layout=1');
    const row = catalogue().locator('tbody tr').first();
    const title = (await row.locator('td').nth(1).textContent()) ?? '';
    await row.getByRole('button', { name: 'Detail' }).click();
    await recordScrolls();
    await p.freezeTime();
    await p.page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    await form().waitFor();
    return title;
  };
  /** As a seller who lets the page settle: the 1000 ms pass and the form comes to the top, below the top bar. */
  const chooseFirstBookAndWait = async () => {
    const title = await chooseFirstBook();
    await p.page.clock.runFor(BOOK_FORM_SCROLL_MS);
    const below = await topbarHeight();
    await expect.poll(formTop).toBe(below);
    await p.page.clock.resume();
    return title;
  };

  it("browses 'Pencarian Produk Web Service Puskurbuk': text books with zones, non-text books with price, filters and pages", async () => {
    await p.visit('/product/addproduct?layout=1');
    await p.page.getByText('Pencarian Produk Web Service Puskurbuk').waitFor();
    await catalogue().getByRole('columnheader', { name: 'Zone5' }).waitFor();
    await expect.poll(() => catalogue().locator('tbody tr').count()).toBe(10);
    await p.page.getByLabel('Jenjang').selectOption({ label: 'SMP/MTs' });
    await expect
      .poll(async () => [...new Set(await catalogue().locator('tbody tr td:nth-child(4)').allTextContents())])
      .toEqual(['SMP/MTs']);
    await p.screenshot('product-book-catalogue-1366');
    await p.page.getByRole('tab', { name: 'Buku Non Teks Pelajaran' }).click();
    await catalogue().getByRole('columnheader', { name: 'Classification' }).waitFor();
    await p.page.getByRole('tab', { name: 'Buku Teks Pelajaran' }).click();
    await p.page.getByLabel('Jenjang').selectOption('');
    await p.page.getByLabel('Nama Buku').fill('Matematika');
    await p.page.getByRole('button', { name: 'Cari', exact: true }).click();
    // Rows, and every one of them a match (an empty table while loading is not an answer).
    const titles = () => catalogue().locator('tbody tr td:nth-child(2)').allTextContents();
    await expect
      .poll(async () => {
        const all = await titles();
        return all.length > 0 && all.every((t) => t.includes('Matematika'));
      })
      .toBe(true);
  });

  it("refuses a zone price above the maximum ('Harga Zona 1 tidak boleh melebihi Harga Maksimal zona 1'), then adds the book", async () => {
    const title = await chooseFirstBookAndWait();
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
    await form()
      .getByText(/Harga tidak boleh melewati harga maksimal zona 1/)
      .waitFor();
    await zone1.fill(String(max - 500));
    await form().getByRole('button', { name: 'Save' }).click();
    // The processing pop-up closes after 700 ms, counted on the frozen page clock.
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

  it("asks before cancelling with 'Apakah anda yakin?' like every other screen, and 'You won't be able to revert this!'", async () => {
    await chooseFirstBookAndWait();
    await form().getByRole('button', { name: 'Cancel' }).click();
    const sure = p.page.getByRole('dialog', { name: 'Apakah anda yakin?' });
    await sure.getByText("You won't be able to revert this!").waitFor();
    expect(await p.page.getByText('Are you sure?').count()).toBe(0);
    await sure.getByRole('button', { name: 'Ya' }).click();
    await p.page.waitForURL(/\/penyedia\/product(\?|$)/);
  });

  it('brings the form to the top, below the top bar, 1000 ms after a book is chosen', async () => {
    await chooseFirstBook();
    const opened = await formTop();
    const below = await topbarHeight();
    expect(opened).toBeGreaterThan(below);
    await crossDeadline(p.page, BOOK_FORM_SCROLL_MS, {
      before: async () => {
        expect(await scrollCalls()).toEqual([]);
        expect(await formTop()).toBe(opened);
      },
      at: async () => {
        expect(await scrollCalls()).toEqual(['Form Tambah Buku']);
        await expect.poll(formTop).toBe(below);
      },
    });
    await p.page.clock.resume();
  });

  it('leaves a seller who has begun before then where they are: a tap anywhere, or a field of the form', async () => {
    await chooseFirstBook();
    await p.page.getByRole('heading', { level: 1 }).click();
    await p.page.clock.runFor(BOOK_FORM_SCROLL_MS * 2);
    expect(await scrollCalls()).toEqual([]);
    await p.page.clock.resume();

    await chooseFirstBook();
    // Focus comes to the field without a tap or a key (as a screen reader's cursor may bring it).
    await form().getByLabel('Stok').focus();
    const at = await p.page.evaluate(() => window.scrollY);
    await p.page.clock.runFor(BOOK_FORM_SCROLL_MS * 2);
    expect(await scrollCalls()).toEqual([]);
    expect(await p.page.evaluate(() => window.scrollY)).toBe(at);
    await p.page.clock.resume();
  });

  it('looks finished at 390 px', async () => {
    await p.page.setViewportSize(PHONE);
    await p.visit('/product/addproduct?layout=1');
    await catalogue().locator('tbody tr').first().waitFor();
    await p.screenshot('product-book-catalogue-390');
  });
});
