import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressValidator,
  loginValidator,
  registrationValidator,
  type AddressInput,
  type RegistrationInput,
} from '@core/account/rules';
import { formatRupiah } from '@core/money';
import { TIERS, ZONES, type Tier, type Zone } from '@core/pricing';
import { specValidator } from '@core/product/validators';
import type { ProductValues } from '@core/product/values';
import type { ValidationResult } from '@core/validation';
import { maxima, validBook, validGoods, validRegistration, validService, zones } from './support/validForms';

/**
 * "The first message reported belongs to the earliest failing rule in spec order." Each rule of
 * a spec list is written here again, in the spec's order, with its message and a way to break
 * only that rule; random subsets of rules are broken and the validator must name the earliest.
 */
interface SpecRule<F> {
  readonly message: string;
  readonly field: string;
  readonly breaks: (form: F) => F;
  /** The service photo rule shows its message but lets the form through. */
  readonly blocking?: false;
  /** Fields a later rule marks because of this one (a lower unit price lowers the wholesale maximum). */
  readonly alsoMarks?: readonly string[];
}

function checkOrder<F>(
  name: string,
  validate: (form: F) => ValidationResult<string>,
  valid: F,
  rules: readonly SpecRule<F>[],
) {
  it(`${name}: the valid form passes`, () => {
    expect(validate(valid)).toMatchObject({ ok: true, first: null, fields: {} });
  });

  it(`${name}: each rule alone gives its own message`, () => {
    rules.forEach((rule) => {
      const result = validate(rule.breaks(valid));
      if (rule.blocking === false) expect(result.notices).toEqual([rule.message]);
      else
        expect({ first: result.first, field: result.firstField }).toEqual({ first: rule.message, field: rule.field });
    });
  });

  it(`${name}: on random forms the first message is the earliest broken rule's`, () => {
    const indexes = rules.map((_, i) => i);
    fc.assert(
      fc.property(fc.subarray(indexes), (chosen) => {
        const form = chosen.reduce((f, i) => (rules[i] as SpecRule<F>).breaks(f), valid);
        const result = validate(form);
        const earliest = chosen.find((i) => rules[i]?.blocking !== false);
        if (earliest === undefined) {
          expect(result.ok).toBe(true);
          expect(result.first).toBeNull();
        } else {
          const rule = rules[earliest] as SpecRule<F>;
          expect({ first: result.first, field: result.firstField }).toEqual({ first: rule.message, field: rule.field });
        }
        // No field is marked that no broken rule touches.
        const touched = new Set(
          chosen.flatMap((i) => [(rules[i] as SpecRule<F>).field, ...((rules[i] as SpecRule<F>).alsoMarks ?? [])]),
        );
        for (const field of Object.keys(result.fields)) expect(touched).toContain(field);
      }),
      { numRuns: 400 },
    );
  });
}

type Tiers = ProductValues['wholesale'];
type Tier4 = Tiers[number];

const withZone = <T>(values: readonly T[], zone: Zone, value: T) => values.map((v, i) => (i === zone - 1 ? value : v));
const withTier = (tiers: Tiers, tier: Tier, change: (t: Tier4) => Tier4): Tiers =>
  tiers.map((t, i) => (i === tier - 1 ? change(t) : t)) as unknown as Tiers;

// ---- book: the specification, rules 1..8 ----

const everyZoneTier = ZONES.flatMap((zone) => TIERS.map((tier) => ({ zone, tier })));
const breakTier =
  (zone: Zone, tier: Tier, change: (t: Tier4) => Tier4) =>
  (f: ProductValues): ProductValues => ({
    ...f,
    zoneWholesale: f.zoneWholesale.map((tiers, i) =>
      i === zone - 1 ? withTier(tiers, tier, change) : tiers,
    ) as unknown as ProductValues['zoneWholesale'],
  });
const zonePrices = (f: ProductValues, zone: Zone, price: number) =>
  withZone(f.zonePrices, zone, price) as unknown as ProductValues['zonePrices'];

const bookRules: SpecRule<ProductValues>[] = [
  { message: 'Foto utama tidak boleh kosong!', field: 'mainPhoto', breaks: (f) => ({ ...f, mainPhoto: null }) },
  ...ZONES.map((zone) => ({
    message: `Harga Zona ${zone} tidak boleh melebihi Harga Maksimal zona ${zone}`,
    field: `zonePrices.${zone - 1}`,
    breaks: (f: ProductValues) => ({ ...f, zonePrices: zonePrices(f, zone, (maxima[zone - 1] ?? 0) + 1) }),
  })),
  ...everyZoneTier.map(({ zone, tier }) => ({
    message: 'Pembelian minimum tidak boleh kurang dari 0',
    field: `zoneWholesale.${zone - 1}.${tier - 1}.min`,
    breaks: breakTier(zone, tier, (t) => ({ ...t, min: -1 })),
  })),
  {
    message: 'Pilih Penerbit terlebih dahulu yang sesuai dengan table diatas',
    field: 'brandId',
    breaks: (f) => ({ ...f, brandId: '' }),
  },
  { message: 'Stok tidak boleh kurang dari 0', field: 'stock', breaks: (f) => ({ ...f, stock: -1 }) },
  { message: 'Berat tidak boleh kurang dari 0', field: 'weight', breaks: (f) => ({ ...f, weight: 0 }) },
  ...(['length', 'width', 'height'] as const).map((field) => ({
    message: 'Panjang, Lebar, Tinggu tidak boleh kurang dari 0',
    field,
    breaks: (f: ProductValues) => ({ ...f, [field]: -1 }),
  })),
  ...everyZoneTier.map(({ zone, tier }) => ({
    message: `Harga Grosir tidak boleh melewati ${formatRupiah(maxima[zone - 1] ?? 0)}`,
    field: `zoneWholesale.${zone - 1}.${tier - 1}.price`,
    breaks: breakTier(zone, tier, (t) => ({ ...t, price: (maxima[zone - 1] ?? 0) + 1 })),
  })),
];

// ---- non-book: the specification in its order, then the specification ----

const breakGoodsTier =
  (tier: Tier, change: (t: Tier4) => Tier4) =>
  (f: ProductValues): ProductValues => ({
    ...f,
    wholesale: withTier(f.wholesale, tier, change),
  });

const goodsRules: SpecRule<ProductValues>[] = [
  { message: 'Foto utama tidak boleh kosong!', field: 'mainPhoto', breaks: (f) => ({ ...f, mainPhoto: null }) },
  { message: 'Harga Tidak Boleh 0 atau Kosong', field: 'price', breaks: (f) => ({ ...f, price: 0 }) },
  ...TIERS.flatMap((tier) => [
    {
      message: 'Pembelian Minimum tidak boleh kurang dari 1',
      field: `wholesale.${tier - 1}.min`,
      breaks: breakGoodsTier(tier, (t) => ({ ...t, min: -1 })),
    },
    {
      message: 'Pembelian Minimum tidak boleh kurang dari 1',
      field: `wholesale.${tier - 1}.price`,
      breaks: breakGoodsTier(tier, (t) => ({ ...t, price: -1 })),
    },
  ]),
  { message: 'Berat tidak boleh kurang dari 0', field: 'weight', breaks: (f) => ({ ...f, weight: -1 }) },
  { message: 'Stok tidak boleh kurang dari 0', field: 'stock', breaks: (f) => ({ ...f, stock: -1 }) },
  ...(['length', 'width', 'height'] as const).map((field) => ({
    message: 'Panjang, Lebar, Tinggu tidak boleh kurang dari 0',
    field,
    breaks: (f: ProductValues) => ({ ...f, [field]: -1 }),
  })),
  { message: 'Merek wajib diisi', field: 'brandId', breaks: (f) => ({ ...f, brandId: '' }) },
  // Only a typed price can be under 100: a price already emptied stays empty.
  {
    message: 'Penyedia tidak bisa input harga satuan kurang dari 100!',
    field: 'price',
    breaks: (f) => (f.price === 0 ? f : { ...f, price: 99 }),
    alsoMarks: TIERS.map((tier) => `wholesale.${tier - 1}.price`),
  },
  {
    message: 'Penyedia tidak bisa input harga satuan kurang dari 100!',
    field: 'priceNego',
    breaks: (f) => ({ ...f, priceNego: 99 }),
  },
  ...TIERS.map((tier) => ({
    message: 'Masukan jumlah pembelian minimum terlebih dahulu',
    field: `wholesale.${tier - 1}.price`,
    // Only a tier whose fields are not already broken: emptying a negative minimum would repair it.
    breaks: breakGoodsTier(tier, (t) =>
      (t.min !== null && t.min < 0) || (t.price !== null && t.price < 0) ? t : { ...t, min: null },
    ),
  })),
  ...TIERS.map((tier) => ({
    message: 'Harga Grosir tidak boleh melewati Rp150.000',
    field: `wholesale.${tier - 1}.price`,
    breaks: breakGoodsTier(tier, (t) => (t.price !== null && t.price < 0 ? t : { ...t, price: 150001 })),
  })),
];

// ---- service: the specification ----

const serviceRules: SpecRule<ProductValues>[] = [
  {
    message: 'Foto utama tidak boleh kosong!',
    field: 'mainPhoto',
    breaks: (f) => ({ ...f, mainPhoto: null }),
    blocking: false,
  },
  { message: 'Harga Tidak Boleh Kurang dari 0', field: 'price', breaks: (f) => ({ ...f, price: -5 }) },
  {
    message: 'Lama Perngerjaan tidak boleh kosong',
    field: 'durationDays',
    breaks: (f) => ({ ...f, durationDays: null }),
  },
  {
    message: 'Penyedia tidak bisa input harga satuan kurang dari 100!',
    field: 'price',
    breaks: (f) => (f.price !== null && f.price < 0 ? f : { ...f, price: 50 }),
  },
  {
    message: 'Penyedia tidak bisa input harga satuan kurang dari 100!',
    field: 'priceNego',
    breaks: (f) => ({ ...f, priceNego: 1 }),
  },
];

// ---- edit save: the specification, rules 1..6 then the weight field rule ----

const validEditBook: ProductValues = { ...validBook, price: 50000, zonePrices: [50000, 50000, 50000, 50000, 50000] };
const editBookRules: SpecRule<ProductValues>[] = [
  { message: 'Harga normal tidak boleh kosong atau 0', field: 'price', breaks: (f) => ({ ...f, price: 0 }) },
  { message: 'Stok tidak boleh kurang dari 0', field: 'stock', breaks: (f) => ({ ...f, stock: -3 }) },
  ...ZONES.map((zone) => ({
    message: `Harga Zona ${zone} tidak boleh melebihi Harga Maksimal zona ${zone}`,
    field: `zonePrices.${zone - 1}`,
    breaks: (f: ProductValues) => ({ ...f, zonePrices: zonePrices(f, zone, 50001) }),
  })),
  { message: 'Merek Produk Harus diisi terlebih dahulu', field: 'brandId', breaks: (f) => ({ ...f, brandId: '' }) },
  { message: 'Tidak boleh kosong / angka 0', field: 'weight', breaks: (f) => ({ ...f, weight: null }) },
];

const editServiceRules: SpecRule<ProductValues>[] = [
  { message: 'Harga Tidak Boleh 0 atau Kosong', field: 'price', breaks: (f) => ({ ...f, price: null }) },
  {
    message: 'Lama Pengerjaan Tidak Boleh 0 atau Kosong',
    field: 'durationDays',
    breaks: (f) => ({ ...f, durationDays: 0 }),
  },
];

// ---- registration: the specification, checks 1..13 ----

const blankText = <K extends keyof RegistrationInput>(
  field: K,
  message: string,
  key: string = field,
): SpecRule<RegistrationInput> => ({
  message,
  field: key,
  breaks: (f) => ({ ...f, [field]: '  ' }),
});
const registrationRules: SpecRule<RegistrationInput>[] = [
  { message: 'Foto NPWP tidak boleh kosong!', field: 'npwpImage', breaks: (f) => ({ ...f, npwpImage: null }) },
  // Refused when picked; kept with the photo rule: its kind first, then its size.
  {
    message: 'Foto NPWP harus berupa gambar JPG atau PNG',
    field: 'npwpImage',
    breaks: (f) =>
      f.npwpImage === null ? f : { ...f, npwpImage: { ...f.npwpImage, type: 'application/pdf', name: 'npwp.pdf' } },
  },
  {
    message: 'File Terlalu Besar! Maksimal Upload 1 Mb',
    field: 'npwpImage',
    breaks: (f) => (f.npwpImage === null ? f : { ...f, npwpImage: { ...f.npwpImage, size: 1024 * 1024 + 1 } }),
  },
  { message: 'NPWP Harus 16 Digit!', field: 'npwp', breaks: (f) => ({ ...f, npwp: '123456789012345' }) },
  blankText('name', 'Nama Toko tidak boleh kosong'),
  blankText('siup', 'Siup tidak boleh kosong'),
  blankText('npwpAddress', 'Alamat NPWP tidak boleh kosong'),
  { message: 'Silahkan pilih Provinsi', field: 'province', breaks: (f) => ({ ...f, provinceId: null }) },
  { message: 'Silahkan pilih Kota', field: 'city', breaks: (f) => ({ ...f, cityId: null }) },
  { message: 'Silahkan pilih Kecamatan', field: 'district', breaks: (f) => ({ ...f, districtId: null }) },
  { message: 'Silahkan pilih Kelurahan', field: 'village', breaks: (f) => ({ ...f, villageCode: null }) },
  blankText('postalCode', 'Kode Pos tidak boleh kosong'),
  blankText('mapAddress', 'Alamat berdasarkan Google Maps tidak boleh kosong'),
  blankText('picName', 'Nama PIC tidak boleh kosong'),
  blankText('picPosition', 'Jabatan PIC tidak boleh kosong'),
  blankText('picPhone', 'Telepon PIC tidak boleh kosong'),
  blankText('ktp', 'NIK tidak boleh kosong'),
  blankText('accountNumber', 'Nomor Rekening tidak boleh kosong'),
  blankText('branch', 'Cabang Bank tidak boleh kosong'),
  blankText('accountHolder', 'Bank Holder tidak boleh kosong'),
  blankText('email', 'Email tidak boleh kosong'),
  { message: 'Password tidak boleh kosong', field: 'password', breaks: (f) => ({ ...f, password: '' }) },
  {
    message: 'Konfirmasi Password tidak boleh kosong',
    field: 'passwordConfirmation',
    breaks: (f) => ({ ...f, passwordConfirmation: '' }),
  },
  {
    message: 'Konfirmasi Password belum cocok',
    field: 'passwordConfirmation',
    // A mismatch needs both typed: with either emptied, the earlier rule already speaks.
    breaks: (f) =>
      f.password === '' || f.passwordConfirmation === ''
        ? f
        : { ...f, passwordConfirmation: `${f.passwordConfirmation}x` },
  },
];

// ---- login and address ----

const loginRules: SpecRule<{ email: string; password: string }>[] = [
  { message: 'Email tidak boleh kosong', field: 'email', breaks: (f) => ({ ...f, email: '' }) },
  { message: 'Password tidak boleh kosong', field: 'password', breaks: (f) => ({ ...f, password: '' }) },
];

const validAddress: AddressInput = {
  npwpAddress: 'Jl. A',
  provinceId: 1,
  cityId: 2,
  districtId: 3,
  villageCode: '4',
  postalCode: '10110',
};
const addressRules: SpecRule<AddressInput>[] = [
  {
    message: 'Alamat berdasarkan NPWP tidak boleh kosong',
    field: 'npwpAddress',
    breaks: (f) => ({ ...f, npwpAddress: '' }),
  },
  { message: 'Silahkan pilih Provinsi', field: 'province', breaks: (f) => ({ ...f, provinceId: null }) },
  { message: 'Silahkan pilih Kota', field: 'city', breaks: (f) => ({ ...f, cityId: null }) },
  { message: 'Silahkan pilih Kecamatan', field: 'district', breaks: (f) => ({ ...f, districtId: null }) },
  { message: 'Silahkan pilih Kelurahan', field: 'village', breaks: (f) => ({ ...f, villageCode: null }) },
  { message: 'Kode Pos tidak boleh kosong', field: 'postalCode', breaks: (f) => ({ ...f, postalCode: ' ' }) },
];

describe('validator order: the first message is the earliest failing rule in spec order', () => {
  checkOrder('book submit', specValidator('book', 'add', { zoneMax: maxima }).validate, validBook, bookRules);
  checkOrder('non-book submit', specValidator('goods', 'add').validate, validGoods, goodsRules);
  checkOrder('service submit', specValidator('service', 'add').validate, validService, serviceRules);
  checkOrder(
    'edit save, book',
    specValidator('book', 'edit', { zoneMax: zones(50000) }).validate,
    validEditBook,
    editBookRules,
  );
  checkOrder('edit save, service', specValidator('service', 'edit').validate, validService, editServiceRules);
  checkOrder('registration', registrationValidator.validate, validRegistration, registrationRules);
  checkOrder('login', loginValidator.validate, { email: 'a@b.id', password: 'x' }, loginRules);
  checkOrder('profile address', addressValidator.validate, validAddress, addressRules);
});
