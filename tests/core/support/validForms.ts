import type { RegistrationFormValues } from '@core/account/form';
import type { RegistrationInput } from '@core/account/registration';
import type { PerZone } from '@core/pricing';
import { emptyValues, type ProductValues } from '@core/product/values';

/*
 * Forms that pass every rule, for the rule tests to break one field at a time: one of each, shared
 * by the per-rule tests and the rule-order properties.
 */

export const photo = new Blob(['x'], { type: 'image/jpeg' });
export const zones = <T>(value: T): PerZone<T> => [value, value, value, value, value];
/** Four wholesale tiers from 10, 20, 30 and 40 pieces at these prices. */
const tiers = (...prices: [number, number, number, number]): ProductValues['wholesale'] => [
  { min: 10, price: prices[0] },
  { min: 20, price: prices[1] },
  { min: 30, price: prices[2] },
  { min: 40, price: prices[3] },
];

/** The maximum price of each zone: the book's prices and wholesale prices stay at or under them. */
export const maxima: PerZone<number> = [50000, 52000, 54000, 56000, 60000];
/** The publisher of the book's catalogue row. */
const CATALOGUE_PUBLISHER = 3;
export const validBook: ProductValues = emptyValues({
  name: 'Matematika Kelas I',
  mainPhoto: photo,
  zonePrices: [...maxima],
  zoneWholesale: [
    tiers(40000, 39000, 38000, 37000),
    tiers(40000, 39000, 38000, 37000),
    tiers(40000, 39000, 38000, 37000),
    tiers(40000, 39000, 38000, 37000),
    tiers(40000, 39000, 38000, 37000),
  ],
  brandId: String(CATALOGUE_PUBLISHER),
  stock: 10,
  weight: 0.2,
  length: 0,
  width: 0,
  height: 0,
});

export const validGoods: ProductValues = emptyValues({
  name: 'Meja Belajar',
  mainPhoto: photo,
  price: 150000,
  priceNego: 140000,
  wholesale: tiers(145000, 140000, 135000, 130000),
  stock: 5,
  weight: 1.5,
  length: 10,
  width: 10,
  height: 10,
  brandId: '501',
});

export const validService: ProductValues = emptyValues({
  name: 'Pelatihan Guru',
  mainPhoto: photo,
  price: 250000,
  priceNego: 240000,
  durationDays: 2,
  stock: null,
  weight: null,
  length: null,
  width: null,
  height: null,
  brandId: '',
  extraPhotos: [null, null, null],
});

/** A PT, so the SIUP is required and given. */
export const validRegistration: RegistrationInput = {
  npwpImage: { size: 400 * 1024, type: 'image/jpeg', name: 'npwp.jpg' },
  npwp: '0123456789012345',
  name: 'Toko Buku Sinar',
  businessType: 'PT',
  siup: '9120001234567',
  npwpAddress: 'Jl. Merdeka 1',
  provinceId: 31,
  cityId: 3171,
  districtId: 317101,
  villageCode: '3171011001',
  postalCode: '10110',
  mapAddress: 'Jl. Merdeka 1, Jakarta',
  picName: 'Sinta',
  picPosition: 'Direktur',
  picPhone: '08123456789',
  ktp: '3171010101010001',
  accountNumber: '1234567890',
  branch: 'Jakarta Pusat',
  accountHolder: 'PT Sinar',
  email: 'sinar@contoh.id',
  password: 'Rahasia12345',
  passwordConfirmation: 'Rahasia12345',
};

/** What the registration form holds when it is sent (a PT in Gambir, Jakarta). */
export const registrationFormValues: RegistrationFormValues = {
  npwpImage: new Blob(['jpg'], { type: 'image/jpeg' }),
  npwp: '0123456789012345',
  name: ' Toko Sinar ',
  businessType: 'PT',
  businessCategory: 5,
  taxStatus: 'PKP',
  siup: '9120',
  npwpAddress: 'Jl. Merdeka 1',
  provinceId: 31,
  cityId: 3171,
  districtId: 317101,
  villageCode: '3171011001',
  villageName: 'Gambir',
  postalCode: '10110',
  mapAddress: 'Jl. Merdeka 1, Jakarta',
  latitude: -6.17,
  longitude: 106.82,
  picName: 'Sinta',
  picPosition: 'Direktur',
  picPhone: '0812',
  ktp: '3171',
  bankId: 14,
  accountNumber: '123',
  branch: 'Pusat',
  accountHolder: 'PT Sinar',
  email: 'sinar@contoh.id',
  password: 'Rahasia12345',
  passwordConfirmation: 'Rahasia12345',
  agreement: true,
  mallType: '',
};
