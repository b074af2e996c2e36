import { describe, expect, it } from 'vitest';
import { EMPTY_TIERS } from '@core/pricing';
import {
  addPacketLine,
  bulkCategoryValidator,
  categoryLabel,
  checkBrand,
  checkDimension,
  checkDuration,
  checkMainPhoto,
  checkNegotiationPrice,
  checkPacketQuantity,
  checkPhotoFileName,
  checkPhotoUrl,
  checkPublisher,
  checkStock,
  checkUnitPrice,
  checkWeight,
  isBulkCategoryMode,
  isCategoryChoiceComplete,
  productDetailTitle,
  productRowActions,
  removePacketLine,
  statusToggleMessage,
  statusToSend,
} from '@core/product/rules';
import { specValidator } from '@core/product/validators';
import type { ProductValues } from '@core/product/values';
import { maxima, photo, validBook, validGoods, validService, zones } from '../support/validForms';

describe('per-field checks', () => {
  it("main photo: 'Foto utama tidak boleh kosong!'", () => {
    expect(checkMainPhoto(null)).toBe('Foto utama tidak boleh kosong!');
    expect(checkMainPhoto(' ')).toBe('Foto utama tidak boleh kosong!');
    expect(checkMainPhoto('/cdn/produk/a.jpg')).toBeNull();
    expect(checkMainPhoto(photo)).toBeNull();
  });

  it("unit price: 'Harga Tidak Boleh 0 atau Kosong', 'Harga Tidak Boleh Kurang dari 0', below 100 refused", () => {
    expect(checkUnitPrice(null)).toBe('Harga Tidak Boleh 0 atau Kosong');
    expect(checkUnitPrice(0)).toBe('Harga Tidak Boleh 0 atau Kosong');
    expect(checkUnitPrice(-5)).toBe('Harga Tidak Boleh Kurang dari 0');
    expect(checkUnitPrice(99)).toBe('Penyedia tidak bisa input harga satuan kurang dari 100!');
    expect(checkUnitPrice(100)).toBeNull();
  });

  it('negotiation price: optional, else at least 100 and not negative', () => {
    expect(checkNegotiationPrice(null)).toBeNull();
    expect(checkNegotiationPrice(99)).toBe('Penyedia tidak bisa input harga satuan kurang dari 100!');
    expect(checkNegotiationPrice(-1)).toBe('Harga Tidak Boleh Kurang dari 0');
    expect(checkNegotiationPrice(100)).toBeNull();
  });

  it("stock: 'Stok tidak boleh kosong', 'Stok tidak boleh kurang dari 0'", () => {
    expect(checkStock(null)).toBe('Stok tidak boleh kosong');
    expect(checkStock(-1)).toBe('Stok tidak boleh kurang dari 0');
    expect(checkStock(0)).toBeNull();
  });

  it("weight: 'Berat tidak boleh kurang dari 0' with the hint 'Berat tidak boleh kosong / angka 0'", () => {
    for (const bad of [null, 0, -0.1]) {
      expect(checkWeight(bad)).toEqual({
        message: 'Berat tidak boleh kurang dari 0',
        fieldMessage: 'Berat tidak boleh kosong / angka 0',
      });
    }
    expect(checkWeight(0.2)).toBeNull();
  });

  it("dimensions: 'Panjang, Lebar, Tinggu tidak boleh kurang dari 0'", () => {
    expect(checkDimension(-1)).toBe('Panjang, Lebar, Tinggu tidak boleh kurang dari 0');
    expect(checkDimension(0)).toBeNull();
    expect(checkDimension(null)).toBeNull();
  });

  it("duration: 'Lama Perngerjaan tidak boleh kosong', 'Lama Perngerjaan minimal 1 hari'", () => {
    expect(checkDuration(null)).toBe('Lama Perngerjaan tidak boleh kosong');
    expect(checkDuration(0)).toBe('Lama Perngerjaan minimal 1 hari');
    expect(checkDuration(1)).toBeNull();
  });

  it("brand: 'Merek wajib diisi'; publisher: 'Pilih Penerbit terlebih dahulu yang sesuai dengan table diatas'", () => {
    expect(checkBrand(null)).toBe('Merek wajib diisi');
    expect(checkBrand(501)).toBeNull();
    expect(checkPublisher(null)).toBe('Pilih Penerbit terlebih dahulu yang sesuai dengan table diatas');
  });

  it("packet quantity above 0: 'Masukan Jumlah Quantity Paket'", () => {
    expect(checkPacketQuantity(0)).toBe('Masukan Jumlah Quantity Paket');
    expect(checkPacketQuantity(null)).toBe('Masukan Jumlah Quantity Paket');
    expect(checkPacketQuantity(1)).toBeNull();
  });

  it("photos: png, jpg, jpeg, else 'Error! Invalid image file.'", () => {
    expect(checkPhotoFileName('sampul.JPG')).toBeNull();
    expect(checkPhotoFileName('sampul.png')).toBeNull();
    expect(checkPhotoFileName('sampul.gif')).toBe('Error! Invalid image file.');
    expect(checkPhotoFileName('jpg')).toBe('Error! Invalid image file.');
    expect(checkPhotoFileName('a.bmp', 'Invalid image file.')).toBe('Invalid image file.');
  });

  it('photo URLs: http(s) and a path ending in .jpg or .jpeg, any case', () => {
    expect(checkPhotoUrl('https://cdn.contoh.id/a/b.JPEG')).toBeNull();
    expect(checkPhotoUrl('http://cdn.contoh.id/b.jpg?x=1')).toBeNull();
    expect(checkPhotoUrl('')).toBeNull();
    expect(checkPhotoUrl('ftp://cdn.contoh.id/b.jpg')).not.toBeNull();
    expect(checkPhotoUrl('https://cdn.contoh.id/b.png')).not.toBeNull();
    expect(checkPhotoUrl('b.jpg')).not.toBeNull();
  });
});

const book = specValidator('book', 'add', { zoneMax: maxima });
const goods = specValidator('goods', 'add');
const service = specValidator('service', 'add');

/** Tiers with tier 1 changed. */
const firstTier = (tier: { min: number | null; price: number | null }): ProductValues['wholesale'] => [
  tier,
  EMPTY_TIERS[1],
  EMPTY_TIERS[2],
  EMPTY_TIERS[3],
];

describe('book submit', () => {
  it('accepts a valid book', () => {
    expect(book.validate(validBook)).toMatchObject({ ok: true, first: null, fields: {} });
  });

  it('zone price above its maximum gives the toast and the field text', () => {
    const result = book.validate({ ...validBook, zonePrices: [50000, 52000, 60000, 56000, 60000] });
    expect(result.first).toBe('Harga Zona 3 tidak boleh melebihi Harga Maksimal zona 3');
    expect(result.fields['zonePrices.2']).toBe('Harga tidak boleh melewati harga maksimal zona 3 (Rp54.000)');
  });

  it("an empty zone price: 'Harga tidak boleh kosong'", () => {
    const result = book.validate({ ...validBook, zonePrices: [50000, null, 54000, 56000, 60000] });
    expect(result.first).toBe('Harga tidak boleh kosong');
    expect(result.firstField).toBe('zonePrices.1');
  });

  it("wholesale price above the zone maximum: 'Harga Grosir tidak boleh melewati Rp{max}'", () => {
    const [z1, z2, z3, , z5] = validBook.zoneWholesale;
    const result = book.validate({
      ...validBook,
      zoneWholesale: [z1, z2, z3, firstTier({ min: 5, price: 56001 }), z5],
    });
    expect(result.first).toBe('Harga Grosir tidak boleh melewati Rp56.000');
    expect(result.firstField).toBe('zoneWholesale.3.0.price');
  });

  it('marks every invalid field at once', () => {
    const result = book.validate({
      ...validBook,
      mainPhoto: null,
      brandId: '',
      stock: -1,
      weight: 0,
      height: -2,
    });
    expect(result.first).toBe('Foto utama tidak boleh kosong!');
    expect(result.fields).toEqual({
      mainPhoto: 'Foto utama tidak boleh kosong!',
      brandId: 'Pilih Penerbit terlebih dahulu yang sesuai dengan table diatas',
      stock: 'Stok tidak boleh kurang dari 0',
      weight: 'Berat tidak boleh kosong / angka 0',
      height: 'Panjang, Lebar, Tinggu tidak boleh kurang dari 0',
    });
  });

  it('has 52 checks: photo, 5 zones, 20 minimums, publisher, stock, weight, 3 dimensions, 20 wholesale prices', () => {
    expect(book.checks).toHaveLength(52);
  });
});

describe('non-book and service submit', () => {
  it('accepts a valid product', () => {
    expect(goods.validate(validGoods).ok).toBe(true);
  });

  it('a wholesale price may not exceed the unit price', () => {
    const result = goods.validate({ ...validGoods, wholesale: firstTier({ min: 5, price: 150001 }) });
    expect(result.first).toBe('Harga Grosir tidak boleh melewati Rp150.000');
  });

  it("a tier price without a minimum: 'Masukan jumlah pembelian minimum terlebih dahulu'", () => {
    const result = goods.validate({ ...validGoods, wholesale: firstTier({ min: null, price: 1000 }) });
    expect(result.fields['wholesale.0.price']).toBe('Masukan jumlah pembelian minimum terlebih dahulu');
  });

  it("brand last: 'Merek wajib diisi'", () => {
    expect(goods.validate({ ...validGoods, brandId: '' }).first).toBe('Merek wajib diisi');
  });

  it('the service form shows the missing-photo message and still proceeds', () => {
    const result = service.validate({ ...validService, mainPhoto: null });
    expect(result.ok).toBe(true);
    expect(result.notices).toEqual(['Foto utama tidak boleh kosong!']);
    expect(result.fields.mainPhoto).toBe('Foto utama tidak boleh kosong!');
  });

  it('a service needs a duration of at least one day', () => {
    const result = service.validate({ ...validService, durationDays: 0 });
    expect(result).toMatchObject({ ok: false, first: 'Lama Perngerjaan minimal 1 hari', firstField: 'durationDays' });
  });
});

describe('edit save', () => {
  const edit = (kind: 'book' | 'goods' | 'service') => specValidator(kind, 'edit', { zoneMax: zones(50000) });
  const editedBook: ProductValues = { ...validBook, price: 50000, zonePrices: [50000, 50000, 50000, 50000, 50000] };

  it('accepts valid goods, book and service', () => {
    expect(edit('goods').validate(validGoods).ok).toBe(true);
    expect(edit('book').validate(editedBook).ok).toBe(true);
    expect(edit('service').validate(validService).ok).toBe(true);
  });

  it("1. 'Harga Tidak Boleh 0 atau Kosong'; 2. books: 'Harga normal tidak boleh kosong atau 0'", () => {
    expect(edit('goods').validate({ ...validGoods, price: 0 }).first).toBe('Harga Tidak Boleh 0 atau Kosong');
    expect(edit('book').validate({ ...editedBook, price: null }).first).toBe('Harga normal tidak boleh kosong atau 0');
  });

  it("3. 'Stok tidak boleh kurang dari 0'", () => {
    expect(edit('goods').validate({ ...validGoods, stock: -1 }).first).toBe('Stok tidak boleh kurang dari 0');
  });

  it("4. zone prices: the zone toast, field 'Harga tidak boleh empty' when empty", () => {
    const empty = edit('book').validate({ ...editedBook, zonePrices: [50000, 50000, 50000, 50000, null] });
    expect(empty.first).toBe('Harga Zona 5 tidak boleh melebihi Harga Maksimal zona 5');
    expect(empty.fields['zonePrices.4']).toBe('Harga tidak boleh empty');
    const over = edit('book').validate({ ...editedBook, zonePrices: [50001, 50000, 50000, 50000, 50000] });
    expect(over.first).toBe('Harga Zona 1 tidak boleh melebihi Harga Maksimal zona 1');
    expect(over.fields['zonePrices.0']).toBe('Harga tidak boleh melewati harga maksimal zona 1 (Rp50.000)');
  });

  it("5. 'Lama Pengerjaan Tidak Boleh 0 atau Kosong'; 6. 'Merek Produk Harus diisi terlebih dahulu'", () => {
    expect(edit('service').validate({ ...validService, durationDays: 0 }).first).toBe(
      'Lama Pengerjaan Tidak Boleh 0 atau Kosong',
    );
    expect(edit('goods').validate({ ...validGoods, brandId: '' }).first).toBe(
      'Merek Produk Harus diisi terlebih dahulu',
    );
  });

  it("weight empty or 0: 'Tidak boleh kosong / angka 0'", () => {
    expect(edit('goods').validate({ ...validGoods, weight: 0 }).fields.weight).toBe('Tidak boleh kosong / angka 0');
  });
});

describe('list and bulk category', () => {
  it("'Pilih Kategori lama terlebih dahulu' then 'Anda harus memilih produk yang ingin di update'", () => {
    expect(bulkCategoryValidator.validate({ oldCategoryId: null, productIds: [] }).first).toBe(
      'Pilih Kategori lama terlebih dahulu',
    );
    expect(bulkCategoryValidator.validate({ oldCategoryId: 7, productIds: [] }).first).toBe(
      'Anda harus memilih produk yang ingin di update',
    );
    expect(bulkCategoryValidator.validate({ oldCategoryId: 7, productIds: [1] }).ok).toBe(true);
  });

  it('bulk mode appears for the needs-update filter value 0', () => {
    expect(isBulkCategoryMode(0)).toBe(true);
    expect(isBulkCategoryMode('0')).toBe(true);
    expect(isBulkCategoryMode('')).toBe(false);
    expect(isBulkCategoryMode(5)).toBe(false);
  });

  it("'Uncategorized' reads 'Perlu Update'", () => {
    expect(categoryLabel('Uncategorized')).toEqual({ label: 'Perlu Update', needsUpdate: true });
    expect(categoryLabel('Buku')).toEqual({ label: 'Buku', needsUpdate: false });
  });

  it('the cascade is complete only down to a level without children', () => {
    const children = new Map([
      [1, true],
      [2, true],
      [3, false],
    ]);
    const hasChildren = (id: number) => children.get(id) ?? false;
    expect(isCategoryChoiceComplete([1, 2, 3], hasChildren)).toBe(true);
    expect(isCategoryChoiceComplete([1, 2], hasChildren)).toBe(false);
    expect(isCategoryChoiceComplete([1, null], hasChildren)).toBe(false);
    expect(isCategoryChoiceComplete([], hasChildren)).toBe(false);
  });

  it('blocked rows are not opened, toggled or acted on; waiting rows are not toggled', () => {
    expect(productRowActions({ isBlocked: true, isWaitingConfirm: false })).toEqual({
      open: false,
      toggle: false,
      actions: false,
    });
    expect(productRowActions({ isBlocked: false, isWaitingConfirm: true })).toEqual({
      open: true,
      toggle: false,
      actions: true,
    });
  });

  it("the toggle toast: 'Status Produk {name} Menjadi Aktif' or '... Menjadi Tidak Aktif'", () => {
    expect(statusToggleMessage('Pensil', 1)).toEqual({ active: true, message: 'Status Produk Pensil Menjadi Aktif' });
    expect(statusToggleMessage('Pensil', 0)).toEqual({
      active: false,
      message: 'Status Produk Pensil Menjadi Tidak Aktif',
    });
  });

  it('a product waiting for confirmation is saved with status 0', () => {
    expect(statusToSend(1, true)).toBe(0);
    expect(statusToSend(1, false)).toBe(1);
  });

  it("detail title: 'Detail Buku' or 'Detail Produk'", () => {
    expect(productDetailTitle(true)).toBe('Detail Buku');
    expect(productDetailTitle(false)).toBe('Detail Produk');
  });
});

describe('local packet lines', () => {
  it('adding the same product twice sums the quantity; removal is by id', () => {
    const line = { productId: 9, name: 'Pensil', image: 'a.jpg', quantity: 1 };
    const lines = addPacketLine(addPacketLine([], line), { ...line, quantity: 2 });
    expect(lines).toEqual([{ ...line, quantity: 3 }]);
    expect(removePacketLine(addPacketLine(lines, { ...line, productId: 10 }), 9).map((l) => l.productId)).toEqual([10]);
  });
});
