import type { Dialog, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS } from '@web/app/Toasts';
import { expectAccessible } from './support/a11y';
import { pickDeepestCategory } from './support/categoryCascade';
import { pngUpload } from './support/png';
import { DESKTOP, PHONE, usePortal, waitForSplash } from './support/portal';
import { forgetLocalState } from './support/storage';

interface Detail {
  data: {
    isActive: boolean;
    sectionProductInformation: { name: string; description: string; workDuration: number | null };
    sectionPriceInformation: { price: number; priceNego: number | null; stock: number };
    sectionSpecInformation: { weight: number };
  };
}
interface Listed {
  data: { items: { id: number; name: string }[] };
}

const OFFER = 'Lanjutkan perubahan yang belum disimpan?';
const LEAVE = 'Tinggalkan halaman ini?';

/** The next dialog of the browser itself (beforeunload), accepted; answers its type. */
function acceptBrowserDialog(page: Page): Promise<string> {
  return page.waitForEvent('dialog').then(async (dialog: Dialog) => {
    await dialog.accept();
    return dialog.type();
  });
}

/**
 * drafts offered and never
 * applied silently, the question before leaving, numbers read by core's parsers, the same rules on
 * add and edit, photos judged by their bytes, and the rich-text description. Screenshots of the
 * offer and of an error state at both widths, each checked with axe.
 */
describe('product forms: drafts, leaving, numbers, rules, photos, description', () => {
  const p = usePortal();
  beforeEach(() => forgetLocalState(p.page));

  const edit = () => p.page.getByRole('form', { name: 'Form Ubah Produk' });
  const goods = () => p.page.getByRole('form', { name: 'Form Tambah Barang' });
  const service = () => p.page.getByRole('form', { name: 'Form Tambah Jasa' });
  const detail = (id: number) => p.apiGet<Detail>(`seller/product/${id}`);
  const offer = () => p.page.getByRole('dialog', { name: OFFER });
  const offeredFields = () =>
    offer().getByRole('list', { name: 'Isian yang berubah' }).getByRole('listitem').allTextContents();
  const draftOf = (key: string) => p.page.evaluate((k) => window.localStorage.getItem(k), key);
  /** Every add or update request the page sends from now on. */
  const writes = () => {
    const sent: string[] = [];
    p.page.on('request', (request) => {
      if (/produk_api\/(addproduk|updateproduk)$/.test(request.url())) sent.push(request.url());
    });
    return sent;
  };
  const submitGoods = async () => {
    await goods().getByRole('button', { name: 'Upload Product' }).click();
    await p.page.getByRole('dialog', { name: 'Apakah anda yakin?' }).getByRole('button', { name: 'Setuju' }).click();
  };
  const submitEdit = async () => {
    await edit().getByRole('button', { name: 'Update' }).click();
    await p.page.getByRole('dialog', { name: 'Konfirmasi' }).getByRole('button', { name: 'Setuju' }).click();
  };
  const fieldError = (label: string) =>
    edit()
      .getByRole('textbox', { name: label, exact: true })
      .locator(`xpath=ancestor::div[contains(concat(' ', @class, ' '), ' ui-field ')][1]`)
      .getByRole('alert');

  it('an abandoned edit is never applied silently: Cancel discards it, a draft is offered with its changed fields, Batal drops it (20.1)', async () => {
    const before = (await detail(2028)).data;
    await p.visit('/product/detail/2028');
    await edit().getByLabel('Nama Produk').fill('Nama Yang Ditinggalkan');
    await edit().getByLabel('Harga Satuan', { exact: true }).fill('99000');
    await edit().getByRole('button', { name: 'Cancel' }).click();
    const sure = p.page.getByRole('dialog', { name: 'Apakah anda yakin?' });
    await sure.getByText('Perubahan yang belum disimpan akan dibuang.').waitFor();
    await sure.getByRole('button', { name: 'Ya' }).click();
    await p.page.waitForURL(/\/penyedia\/product$/);
    expect(await draftOf('penyedia.productDraft.2028')).toBeNull();
    await p.visit('/product/detail/2028');
    await edit().getByLabel('Nama Produk').waitFor();
    expect(await offer().count()).toBe(0);
    expect(await edit().getByLabel('Nama Produk').inputValue()).toBe(before.sectionProductInformation.name);

    // Left by the sidebar instead: asked first, and the draft is kept to be offered.
    await edit().getByLabel('Nama Produk').fill('Nama Dari Draf');
    await edit().getByLabel('Harga Satuan', { exact: true }).fill('99000');
    await p.page.getByRole('link', { name: 'Dashboard' }).click();
    const leave = p.page.getByRole('dialog', { name: LEAVE });
    await leave.getByRole('button', { name: 'Tetap di Sini' }).click();
    expect(p.page.url()).toContain('/product/detail/2028');
    expect(await edit().getByLabel('Nama Produk').inputValue()).toBe('Nama Dari Draf');
    await p.page.getByRole('link', { name: 'Dashboard' }).click();
    await leave.getByRole('button', { name: 'Ya, Tinggalkan' }).click();
    await p.page.waitForURL(/\/penyedia\/dashboard/);

    await p.visit('/product/detail/2028');
    await offer().waitFor();
    expect(await offeredFields()).toEqual(['Nama Produk', 'Harga Satuan']);
    // Offered, not applied: the form behind still holds the product as saved.
    expect(await edit().getByLabel('Nama Produk', { exact: true }).inputValue()).toBe(
      before.sectionProductInformation.name,
    );
    await p.screenshot('product-form-draft-offer-1366');
    await expectAccessible(p, 'the edit form offering a draft at 1366 px');
    await offer().getByRole('button', { name: 'Batal' }).click();
    expect(await draftOf('penyedia.productDraft.2028')).toBeNull();
    expect(await edit().getByLabel('Nama Produk').inputValue()).toBe(before.sectionProductInformation.name);
    expect((await detail(2028)).data.sectionProductInformation.name).toBe(before.sectionProductInformation.name);
  });

  it("a draft older than the product's last update is dropped (20.1)", async () => {
    await p.visit('/product/detail/2028');
    await edit().getByLabel('Nama Produk').fill('Draf Yang Basi');
    await p.page.getByRole('link', { name: 'Dashboard' }).click();
    await p.page.getByRole('dialog', { name: LEAVE }).getByRole('button', { name: 'Ya, Tinggalkan' }).click();
    await p.page.waitForURL(/\/penyedia\/dashboard/);
    expect(await draftOf('penyedia.productDraft.2028')).not.toBeNull();
    // Meanwhile the product changes (the status toggle of the list, here through the API).
    const toggled = await fetch(`${p.sandbox.apiRoot}/seller/product/status`, {
      method: 'PUT',
      headers: { Authorization: await p.token(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 2028 }),
    });
    expect(toggled.ok).toBe(true);
    await p.visit('/product/detail/2028');
    await edit().getByLabel('Nama Produk').waitFor();
    await expect.poll(() => draftOf('penyedia.productDraft.2028')).toBeNull();
    expect(await offer().count()).toBe(0);
  });

  it('an add form keeps a draft over a reload, offered on return, never with a photo (20.7); the browser asks before the reload', async () => {
    await p.visit('/product/addproduct?layout=3');
    await goods().getByLabel('Nama Produk').fill('Rak Buku Kayu Jati');
    await goods().getByLabel('Harga Satuan', { exact: true }).fill('450.000');
    await goods().getByLabel('Berat (kg)').fill('2,5');
    await goods().locator('input[type=file]').first().setInputFiles(pngUpload('rak.png'));
    const asked = acceptBrowserDialog(p.page);
    await p.page.reload();
    expect(await asked).toBe('beforeunload');
    await waitForSplash(p.page);
    await offer().waitFor();
    expect(await offeredFields()).toEqual(['Nama Produk', 'Harga Satuan', 'Berat (kg)']);
    const stored = (await draftOf('penyedia.productDraft.add.goods')) ?? '';
    expect(stored).not.toMatch(/mainPhoto|extraPhotos|rak\.png/);
    await p.screenshot('product-form-goods-draft-offer-1366');
    await offer().getByRole('button', { name: 'Lanjutkan' }).click();
    expect(await goods().getByLabel('Nama Produk').inputValue()).toBe('Rak Buku Kayu Jati');
    expect(await goods().getByLabel('Harga Satuan', { exact: true }).inputValue()).toBe('450.000');
    expect(await goods().getByLabel('Berat (kg)').inputValue()).toBe('2,5');
    await goods().getByText('Belum ada file dipilih').first().waitFor();
  });

  it('the book form opens again on its book with the draft offered; the service draft is dropped by Batal', async () => {
    await p.visit('/product/addproduct?layout=1');
    const catalogue = p.page.getByRole('table', { name: 'Katalog Buku' });
    const title = (await catalogue.locator('tbody tr').first().locator('td').nth(1).textContent()) ?? '';
    await catalogue.locator('tbody tr').first().getByRole('button', { name: 'Detail' }).click();
    await p.page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    const book = p.page.getByRole('form', { name: 'Form Tambah Buku' });
    await book.getByLabel('Stok').fill('75');
    const asked = acceptBrowserDialog(p.page);
    await p.page.reload();
    await asked;
    await waitForSplash(p.page);
    await offer().waitFor();
    expect(await offeredFields()).toEqual(['Stok']);
    await offer().getByRole('button', { name: 'Lanjutkan' }).click();
    expect(await book.getByLabel('Judul Buku').inputValue()).toBe(title);
    expect(await book.getByLabel('Stok').inputValue()).toBe('75');

    await p.visit('/product/addproduct?layout=4');
    await service().getByLabel('Nama Jasa').fill('Servis Proyektor');
    await p.page.getByRole('link', { name: 'Dashboard' }).click();
    await p.page.getByRole('dialog', { name: LEAVE }).getByRole('button', { name: 'Ya, Tinggalkan' }).click();
    await p.page.waitForURL(/\/penyedia\/dashboard/);
    await p.visit('/product/addproduct?layout=4');
    await offer().waitFor();
    expect(await offeredFields()).toEqual(['Nama Jasa']);
    await offer().getByRole('button', { name: 'Batal' }).click();
    expect(await service().getByLabel('Nama Jasa').inputValue()).toBe('');
    expect(await draftOf('penyedia.productDraft.add.service')).toBeNull();
  });

  it("asks before the browser's Back leaves a form with changes; Cancel asks and drops the draft (20.7)", async () => {
    await p.visit('/product');
    await p.visit('/product/addproduct?layout=3');
    await goods().getByLabel('Nama Produk').fill('Papan Tulis Kapur');
    await p.page.goBack();
    const leave = p.page.getByRole('dialog', { name: LEAVE });
    await leave.getByRole('button', { name: 'Tetap di Sini' }).click();
    expect(p.page.url()).toContain('layout=3');
    expect(await goods().getByLabel('Nama Produk').inputValue()).toBe('Papan Tulis Kapur');
    await p.page.goBack();
    await leave.getByRole('button', { name: 'Ya, Tinggalkan' }).click();
    await p.page.waitForURL(/\/penyedia\/product$/);

    // The form's own Cancel goes back past the guard's entry, once the seller confirms dropping the changes.
    await p.visit('/product/addproduct?layout=3');
    // What Back left behind is offered first.
    await offer().waitFor();
    expect(await offeredFields()).toEqual(['Nama Produk']);
    await offer().getByRole('button', { name: 'Lanjutkan' }).click();
    expect(await goods().getByLabel('Nama Produk').inputValue()).toBe('Papan Tulis Kapur');
    await goods().getByLabel('Nama Produk').fill('Papan Tulis Spidol');
    await goods().getByRole('button', { name: 'Cancel' }).click();
    await p.page.getByRole('dialog', { name: 'Apakah anda yakin?' }).getByRole('button', { name: 'Ya' }).click();
    await p.page.waitForURL(/\/penyedia\/product$/);
    expect(await draftOf('penyedia.productDraft.add.goods')).toBeNull();
  });

  it("numbers: Berat '0,5' is half a kilo, '12.5' in a price is refused (never Rp125), half a day of service is refused (20.3)", async () => {
    const sent = writes();
    await p.visit('/product/addproduct?layout=3');
    await goods().getByLabel('Nama Produk').fill('Timbangan Dapur Digital');
    await goods().getByLabel('Merek').selectOption({ index: 1 });
    await goods().getByLabel('Harga Satuan', { exact: true }).fill('12.5');
    await goods().getByText('Harus bilangan bulat rupiah (tanpa desimal)').waitFor();
    await goods().getByLabel('Stok', { exact: true }).fill('8');
    await goods().getByLabel('Berat (kg)').fill('0,5');
    await pickDeepestCategory(goods());
    await goods().locator('input[type=file]').first().setInputFiles(pngUpload());
    await goods()
      .getByText(/bertanggung jawab penuh/)
      .click();
    await submitGoods();
    await p.page
      .locator('[role=status]')
      .filter({ hasText: 'Harus bilangan bulat rupiah (tanpa desimal)' })
      .first()
      .waitFor();
    expect(sent).toEqual([]);
    await goods().getByLabel('Harga Satuan', { exact: true }).fill('125.000');
    await submitGoods();
    await p.page.waitForURL(/\/penyedia\/product$/);
    const listed = await p.apiGet<Listed>(
      `seller/product?page=1&limit=100&search=${encodeURIComponent('Timbangan Dapur Digital')}`,
    );
    const created = (await detail(listed.data.items[0]?.id ?? 0)).data;
    expect(created.sectionSpecInformation.weight).toBe(0.5);
    expect(created.sectionPriceInformation.price).toBe(125000);

    await p.visit('/product/addproduct?layout=4');
    await service().getByLabel('Nama Jasa').fill('Servis Printer');
    await service().getByLabel('Harga Satuan', { exact: true }).fill('350000');
    await service().getByLabel('Lama Pengerjaan (hari)').fill('1,5');
    await pickDeepestCategory(service());
    await service().getByRole('button', { name: 'Simpan Jasa' }).click();
    await p.page.getByRole('dialog').getByRole('button', { name: 'Setuju' }).click();
    await service().getByText('Lama Pengerjaan harus dalam hari penuh').waitFor();
    expect(sent).toHaveLength(1);
  });

  it("an empty name is refused before sending on every add form: 'Nama Produk wajib diisi' (20.4)", async () => {
    const sent = writes();
    await p.visit('/product/addproduct?layout=3');
    await goods().getByLabel('Harga Satuan', { exact: true }).fill('25000');
    await goods().locator('input[type=file]').first().setInputFiles(pngUpload());
    await goods()
      .getByText(/bertanggung jawab penuh/)
      .click();
    await submitGoods();
    await goods().getByRole('alert').filter({ hasText: 'Nama Produk wajib diisi' }).waitFor();
    // The toast saying the same is let go first, on the page clock: left to its 10 s timer, it
    // faded out under axe whenever the checks below took that long.
    const toast = p.page.getByRole('status').filter({ hasText: 'Nama Produk wajib diisi' });
    await toast.waitFor();
    await p.page.clock.runFor(TOAST_DURATION_MS);
    await toast.waitFor({ state: 'detached' });
    await p.screenshot('product-form-goods-error-1366');
    await expectAccessible(p, 'the goods form refusing an empty name at 1366 px');
    await p.page.setViewportSize(PHONE);
    await goods().getByLabel('Nama Produk').scrollIntoViewIfNeeded();
    await p.screenshot('product-form-goods-error-390');
    await expectAccessible(p, 'the goods form refusing an empty name at 390 px');
    await p.page.setViewportSize(DESKTOP);

    await p.visit('/product/addproduct?layout=4');
    await service().getByLabel('Harga Satuan', { exact: true }).fill('2500000');
    await service().getByLabel('Lama Pengerjaan (hari)').fill('3');
    await pickDeepestCategory(service());
    await service().locator('input[type=file]').first().setInputFiles(pngUpload());
    await service().getByRole('button', { name: 'Simpan Jasa' }).click();
    await p.page.getByRole('dialog').getByRole('button', { name: 'Setuju' }).click();
    await service().getByRole('alert').filter({ hasText: 'Nama Produk wajib diisi' }).waitFor();
    expect(sent).toEqual([]);
    // A name over the limit is kept as typed and said to be too long, never cut without a word.
    const long = 'W'.repeat(300);
    await service().getByLabel('Nama Jasa').fill(long);
    expect(await service().getByLabel('Nama Jasa').inputValue()).toBe(long);
    await service().getByText('Nama Produk maksimal 255 karakter').first().waitFor();
  });

  it('edit refuses what add refuses: a cleared Stok, Harga Nego 50, tiers the file check refuses, names over 255 (20.5)', async () => {
    const sent = writes();
    await p.visit('/product/detail/2042');
    await edit()
      .getByText(/bertanggung jawab penuh atas produk yang diperbarui/)
      .click();
    await edit().getByLabel('Stok', { exact: true }).fill('');
    await submitEdit();
    await fieldError('Stok').filter({ hasText: 'Stok tidak boleh kosong' }).waitFor();
    await edit().getByLabel('Stok', { exact: true }).fill('30');
    await edit().getByLabel('Harga Nego', { exact: true }).fill('50');
    await submitEdit();
    await fieldError('Harga Nego')
      .filter({ hasText: 'Penyedia tidak bisa input harga satuan kurang dari 100!' })
      .waitFor();
    await edit().getByLabel('Harga Nego', { exact: true }).fill('');
    const price = (await detail(2042)).data.sectionPriceInformation.price;
    await edit().getByLabel('Grosir Min 1').fill('10');
    await edit()
      .getByLabel('Grosir Harga 1')
      .fill(String(price - 1000));
    await edit().getByLabel('Grosir Min 2').fill('5');
    await edit()
      .getByLabel('Grosir Harga 2')
      .fill(String(price - 2000));
    await submitEdit();
    await fieldError('Grosir Min 2')
      .filter({ hasText: 'Grosir Min 2 harus lebih besar dari Grosir Min 1 (10)' })
      .waitFor();
    await edit().getByLabel('Grosir Min 2').fill('20');
    await edit()
      .getByLabel('Grosir Harga 1')
      .fill(String(price + 1000));
    await submitEdit();
    await fieldError('Grosir Harga 1')
      .filter({ hasText: /^Harga Grosir tidak boleh melewati Rp/ })
      .waitFor();
    expect(sent).toEqual([]);
    await edit()
      .getByLabel('Grosir Harga 1')
      .fill(String(price - 1000));

    // A name over the template's 255 characters is kept as typed, said to be too long and not sent;
    // 255 unbroken ones save and do not widen the page.
    const long = 'W'.repeat(300);
    await edit().getByLabel('Nama Produk').fill(long);
    expect(await edit().getByLabel('Nama Produk').inputValue()).toBe(long);
    await submitEdit();
    await fieldError('Nama Produk').filter({ hasText: 'Nama Produk maksimal 255 karakter' }).waitFor();
    expect(sent).toEqual([]);
    await edit().getByLabel('Nama Produk').fill('W'.repeat(255));
    await submitEdit();
    await p.page.waitForURL(/\/penyedia\/product$/);
    expect(sent).toHaveLength(1);
    const saved = (await detail(2042)).data;
    expect(saved.sectionProductInformation.name).toBe('W'.repeat(255));
    for (const size of [DESKTOP, PHONE]) {
      await p.page.setViewportSize(size);
      await p.visit('/product/detail/2042');
      await edit().getByLabel('Nama Produk').waitFor();
      const wide = await p.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(wide, `sideways scroll at ${size.width} px`).toBeLessThanOrEqual(0);
    }
    await p.screenshot('product-form-long-name-390');
  });

  it('a text file named .jpg is refused by its bytes before any upload, in Indonesian (20.8)', async () => {
    await p.visit('/product/addproduct?layout=3');
    await goods()
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('ini bukan gambar') });
    await p.page.getByText('Isi file bukan gambar JPG atau PNG. Pilih foto lain.').waitFor();
    expect(await goods().getByText('Belum ada file dipilih').count()).toBeGreaterThan(0);
    expect(await goods().getByRole('button', { name: 'Hapus Foto Utama' }).isDisabled()).toBe(true);
  });

  it('the description is rich text with an Indonesian toolbar, used by keyboard, and saved as clean HTML (18.13)', async () => {
    p.allowErrors(/Executing inline event handler violates the following Content Security Policy/);
    const token = await p.token();
    const data = new FormData();
    const fields: Record<string, string> = {
      produk: 'Spidol Papan Tulis',
      layout: '3',
      l_merk: '502',
      category_id: '10',
      KategoriSub: '103',
      harga: '12000',
      s_gudang: '40',
      berat: '0.05',
      item_type: '2',
      mall_id: '1001',
      ppnTagItem: '0:Dikenakan PPN',
      description: '<p>Tinta <b>tahan lama</b><img src="x" onerror="window.__disusupi = true"></p>',
    };
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    data.append('filefotoutama', new Blob([new Uint8Array(pngUpload().buffer)], { type: 'image/png' }), 'spidol.png');
    const added = await fetch(`${p.sandbox.apiRoot}/backendseller/katalog/produk_api/addproduk`, {
      method: 'POST',
      headers: { Authorization: token },
      body: data,
    });
    const id = ((await added.json()) as { product_id: number }).product_id;

    await p.visit(`/product/detail/${id}`);
    const editor = edit().getByRole('textbox', { name: 'Deskripsi' });
    await editor.getByText('tahan lama').waitFor();
    expect(await editor.locator('strong').textContent()).toBe('tahan lama');
    expect(await p.page.evaluate(() => (window as { __disusupi?: boolean }).__disusupi)).toBeUndefined();
    // The toolbar is one Tab stop; the arrow keys move inside it.
    const toolbar = edit().getByRole('toolbar', { name: 'Format Deskripsi' });
    await editor.click();
    await p.page.keyboard.press('End');
    await p.page.keyboard.press('Enter');
    await p.page.keyboard.press('Shift+Tab');
    expect(await toolbar.getByRole('button', { name: 'Tebal' }).evaluate((b) => b === document.activeElement)).toBe(
      true,
    );
    await p.page.keyboard.press('ArrowRight');
    expect(await toolbar.getByRole('button', { name: 'Miring' }).evaluate((b) => b === document.activeElement)).toBe(
      true,
    );
    await p.page.keyboard.press('Enter');
    await editor.focus();
    await p.page.keyboard.type('Warna hitam');
    await p.screenshot('product-form-description-1366');
    await expectAccessible(p, 'the edit form with the rich-text description');
    await edit()
      .getByText(/bertanggung jawab penuh atas produk yang diperbarui/)
      .click();
    await submitEdit();
    await p.page.waitForURL(/\/penyedia\/product$/);
    const saved = (await detail(id)).data.sectionProductInformation.description;
    expect(saved).toContain('<strong>tahan lama</strong>');
    expect(saved).toContain('<em>Warna hitam</em>');
    expect(saved).not.toMatch(/onerror|<img/);
  });

  it('the offer, an edit and the book form at 390 px', async () => {
    await p.page.setViewportSize(PHONE);
    await p.visit('/product/detail/2042');
    await edit().getByLabel('Nama Produk').fill('Paket Alat Tulis Siswa Baru');
    const asked = acceptBrowserDialog(p.page);
    await p.page.reload();
    await asked;
    await waitForSplash(p.page);
    await offer().waitFor();
    await p.screenshot('product-form-draft-offer-390');
    await expectAccessible(p, 'the edit form offering a draft at 390 px');
    await offer().getByRole('button', { name: 'Lanjutkan' }).click();
    await p.screenshot('product-form-edit-390');
    await expectAccessible(p, 'the edit form at 390 px');
    await edit().getByRole('button', { name: 'Cancel' }).click();
    await p.page.getByRole('dialog', { name: 'Apakah anda yakin?' }).getByRole('button', { name: 'Ya' }).click();
    await p.page.waitForURL(/\/penyedia\/product$/);

    await p.visit('/product/addproduct?layout=1');
    const catalogue = p.page.getByRole('table', { name: 'Katalog Buku' });
    await catalogue.locator('tbody tr').first().getByRole('button', { name: 'Detail' }).click();
    await p.page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    const book = p.page.getByRole('form', { name: 'Form Tambah Buku' });
    await book.getByLabel('Judul Buku').scrollIntoViewIfNeeded();
    await p.screenshot('product-form-book-390');
    await expectAccessible(p, 'the book form at 390 px');
  });
});
