import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WholesaleTierInput } from '@core/pricing';
import {
  checkDuration,
  checkProductName,
  PRODUCT_MESSAGES,
  PRODUCT_NAME_MAX_LENGTH,
  SERVICE_NAME_TYPED_MAX_LENGTH,
} from '@core/product/rules';
import { productValidator } from '@core/product/validators';
import { emptyValues, type ProductValues } from '@core/product/values';
import { checkTierSequence } from '@core/product/tiers';

/** The name rule on every form, and edit refusing whatever add refuses. */

const photo = new Blob(['x'], { type: 'image/jpeg' });
const none: WholesaleTierInput = { min: null, price: null };
const zones = <T>(value: T): [T, T, T, T, T] => [value, value, value, value, value];
const tiers = (...given: WholesaleTierInput[]): ProductValues['wholesale'] => [
  given[0] ?? none,
  given[1] ?? none,
  given[2] ?? none,
  given[3] ?? none,
];

const goods: ProductValues = emptyValues({
  name: 'Meja Belajar Lipat',
  code: 'MJ-LIPAT-01',
  mainPhoto: photo,
  price: 150000,
  priceNego: null,
  wholesale: tiers({ min: 10, price: 145000 }, { min: 20, price: 140000 }),
  stock: 5,
  weight: 4,
  length: 40,
  width: 40,
  height: 40,
  brandId: '501',
});

const addGoods = productValidator('goods', 'add');
const editGoods = productValidator('goods', 'edit');
const addService = productValidator('service', 'add');

describe('the product name (every form, the server too)', () => {
  it("refuses an empty name with 'Nama Produk wajib diisi', on a service also the prefix alone ('Jasa')", () => {
    expect(PRODUCT_MESSAGES.nameEmpty).toBe('Nama Produk wajib diisi');
    expect(checkProductName('   ', 'goods')).toBe('Nama Produk wajib diisi');
    expect(checkProductName('Jasa ', 'service')).toBe('Nama Produk wajib diisi');
    expect(checkProductName('Jasa', 'service')).toBe('Nama Produk wajib diisi');
    expect(checkProductName('Jasa Pelatihan', 'service')).toBeNull();
    expect(addGoods.validate({ ...goods, name: '' }).first).toBe('Nama Produk wajib diisi');
    expect(
      addService.validate(emptyValues({ name: 'Jasa ', mainPhoto: photo, price: 250000, durationDays: 2 })).first,
    ).toBe('Nama Produk wajib diisi');
  });

  it("refuses more than the template's 255 characters: 'Nama Produk maksimal 255 karakter'", () => {
    expect(checkProductName('a'.repeat(PRODUCT_NAME_MAX_LENGTH), 'goods')).toBeNull();
    expect(checkProductName('a'.repeat(PRODUCT_NAME_MAX_LENGTH + 1), 'goods')).toBe(
      'Nama Produk maksimal 255 karakter',
    );
    expect(checkProductName(`Jasa ${'a'.repeat(SERVICE_NAME_TYPED_MAX_LENGTH)}`, 'service')).toBeNull();
    expect(checkProductName(`Jasa ${'a'.repeat(SERVICE_NAME_TYPED_MAX_LENGTH + 1)}`, 'service')).toBe(
      'Nama Produk maksimal 255 karakter',
    );
  });

  it("the code (SKU) takes at most the template's 64 characters: 'Kode Produk (SKU) maksimal 64 karakter'", () => {
    expect(addGoods.validate({ ...goods, code: 'K'.repeat(64) }).ok).toBe(true);
    expect(addGoods.validate({ ...goods, code: 'K'.repeat(65) }).first).toBe('Kode Produk (SKU) maksimal 64 karakter');
    expect(editGoods.validate({ ...goods, code: 'K'.repeat(65) }).first).toBe('Kode Produk (SKU) maksimal 64 karakter');
  });

  it('comes first, before the spec rules of the form', () => {
    expect(addGoods.validate({ ...goods, name: '', price: null }).firstField).toBe('name');
    expect(productValidator('book', 'add').checks[0]?.field).toBe('name');
  });
});

describe('the wholesale sequence (the file check, the forms and the server)', () => {
  it('a smaller minimum after a larger one', () => {
    const failures = checkTierSequence(tiers({ min: 10, price: 9000 }, { min: 5, price: 8000 }));
    expect(failures[1]?.min?.message).toBe('Grosir Min 2 harus lebih besar dari Grosir Min 1 (10)');
    expect(
      addGoods.validate({ ...goods, wholesale: tiers({ min: 10, price: 9000 }, { min: 5, price: 8000 }) }).first,
    ).toBe('Grosir Min 2 harus lebih besar dari Grosir Min 1 (10)');
  });

  it('a higher price for a larger quantity: above the unit price, or above the tier before', () => {
    expect(addGoods.validate({ ...goods, wholesale: tiers({ min: 10, price: 160000 }) }).first).toBe(
      'Harga Grosir tidak boleh melewati Rp150.000',
    );
    expect(
      addGoods.validate({
        ...goods,
        wholesale: tiers({ min: 10, price: 100000 }, { min: 20, price: 120000 }),
      }).first,
    ).toBe('Grosir Harga 2 tidak boleh lebih tinggi dari Grosir Harga 1 (Rp100.000)');
  });

  it('a tier left out before a used one, and a minimum without its price', () => {
    expect(checkTierSequence(tiers(none, { min: 20, price: 100 }))[1]?.min?.message).toBe(
      'Isi Grosir Min 1 dan Grosir Harga 1 terlebih dahulu',
    );
    expect(checkTierSequence(tiers({ min: 5, price: null }))[0]?.price?.message).toBe(
      'Grosir Harga 1 wajib diisi bila Grosir Min 1 diisi',
    );
  });

  it('every zone of a book is held to it', () => {
    const result = productValidator('book', 'add', { zoneMax: zones(50000) }).validate(
      emptyValues({
        name: 'Matematika SMP Kelas VII',
        mainPhoto: photo,
        zonePrices: [45000, 45000, 45000, 45000, 45000],
        zoneWholesale: [
          tiers(),
          tiers(),
          tiers({ min: 50, price: 40000 }, { min: 10, price: 39000 }),
          tiers(),
          tiers(),
        ],
        brandId: '12',
        stock: 10,
      }),
    );
    expect(result.first).toBe('Grosir Min 2 harus lebih besar dari Grosir Min 1 (50)');
    expect(result.firstField).toBe('zoneWholesale.2.1.min');
  });
});

describe('edit refuses what add refuses', () => {
  it("a cleared Stok: 'Stok tidak boleh kosong'", () => {
    expect(editGoods.validate({ ...goods, stock: null }).first).toBe('Stok tidak boleh kosong');
  });

  it("Harga Nego 50: 'Penyedia tidak bisa input harga satuan kurang dari 100!'", () => {
    expect(editGoods.validate({ ...goods, priceNego: 50 }).first).toBe(
      'Penyedia tidak bisa input harga satuan kurang dari 100!',
    );
  });

  it('a name of 10,000 characters', () => {
    expect(editGoods.validate({ ...goods, name: 'x'.repeat(10_000) }).first).toBe('Nama Produk maksimal 255 karakter');
  });

  it("half a day of work on a service: 'Lama Pengerjaan harus dalam hari penuh'", () => {
    expect(checkDuration(1.5)).toBe('Lama Pengerjaan harus dalam hari penuh');
    expect(
      productValidator('service', 'edit').validate({ ...goods, name: 'Jasa Servis', durationDays: 1.5, brandId: '' })
        .first,
    ).toBe('Lama Pengerjaan harus dalam hari penuh');
  });

  it('property: whatever the add form refuses, the edit form of the same product refuses too', () => {
    const amount = fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: null });
    const tier = fc.record({ min: amount, price: amount });
    fc.assert(
      fc.property(
        fc.record({
          name: fc.oneof(fc.constant(''), fc.string({ maxLength: 300 })),
          price: amount,
          priceNego: amount,
          wholesale: fc.tuple(tier, tier, tier, tier),
          stock: amount,
          weight: fc.option(fc.double({ min: 0, max: 50, noNaN: true }), { nil: null }),
          brandId: fc.constantFrom('501', ''),
        }),
        (changed) => {
          const form: ProductValues = { ...goods, ...changed };
          if (!addGoods.validate(form).ok) expect(editGoods.validate(form).ok).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });
});
