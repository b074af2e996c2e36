import { describe, expect, it } from 'vitest';
import {
  buildAddressFields,
  buildProfileBankFields,
  buildProfileFileFields,
  buildProfileIdentityFields,
  buildRegistrationFields,
  buildStoreUserFields,
} from '@core/account/form';
import type { EndpointDef, EndpointInput } from '@core/api/endpoint';
import { accountEndpoints } from '@core/api/endpoints/account';
import { complaintEndpoints } from '@core/api/endpoints/complaint';
import { negoEndpoints } from '@core/api/endpoints/nego';
import { productEndpoints } from '@core/api/endpoints/product';
import { buildCreateComplaintFields } from '@core/complaint/rules';
import { buildRespondFields } from '@core/nego/rules';
import { EMPTY_TIERS } from '@core/pricing';
import { buildAddProductFields, buildTestCheckFields, buildUpdateProductFields, type ProductFormValues } from '@core/product/form';
import { registrationFormValues } from './support/validForms';

/**
 * The form builders feed the gateway directly: their output must type as the endpoint's input
 * (checked by tsc through the annotations below), pass its request schema, and use only the
 * catalogue's field names.
 */
function accepts(def: EndpointDef, input: object): void {
  const parsed = def.request.safeParse(input);
  expect(parsed.error?.issues ?? []).toEqual([]);
  for (const key of Object.keys(input)) expect(def.fields).toContain(key);
}

const file = new Blob(['x'], { type: 'image/jpeg' });
const seller = { sellerId: 1001, sellerType: 'PKP' as const };
const common = {
  name: 'Pensil 2B',
  tags: 'pensil, alat tulis',
  code: 'P-2B',
  seo: '',
  categoryPath: [5, 501],
  description: 'Pensil',
  price: 5000,
  priceNego: null,
  ppnMode: 0 as const,
  vatTag: '0:Dikenakan PPN',
  mainPhoto: file,
  extraPhotos: ['/cdn/produk/lama.jpg', null],
};
const forms: ProductFormValues[] = [
  {
    kind: 'book',
    ...common,
    categoryPath: [22, 2201],
    bookId: 77,
    publisherId: 12,
    zonePrices: [5000, 5100, 5200, 5300, 5400],
    wholesale: [EMPTY_TIERS, EMPTY_TIERS, EMPTY_TIERS, EMPTY_TIERS, EMPTY_TIERS],
    origin: 'Dalam Negri',
    producer: 'UMKM',
    condition: 'Baru',
    stock: 5,
    warranty: '',
    weight: 0.2,
    length: 0,
    width: 0,
    height: 0,
  },
  {
    kind: 'goods',
    ...common,
    brandId: 501,
    unitType: 'Pcs',
    wholesale: [{ min: 10, price: 4500 }, EMPTY_TIERS[1], EMPTY_TIERS[2], EMPTY_TIERS[3]],
    origin: 'Dalam Negeri',
    producer: 'UMKM',
    condition: 'Baru',
    stock: 100,
    warranty: '',
    weight: 0.1,
    length: 1,
    width: 1,
    height: 18,
    processor: '',
    memory: '',
    harddisk: '',
    mediaPlayer: '',
    monitor: '',
    availability: 'Ready Stock',
    installedApplications: '',
  },
  { kind: 'service', ...common, name: 'Servis', unitType: 'Unit', durationDays: 2 },
];
const extras = {
  productId: 9,
  skKelulusan: '',
  isbn: '',
  kelas: '',
  semester: '',
  cdDvd: '',
  operatingSystem: '',
  installedApplications: '',
  imagesChanged: false,
  categoryChanged: true,
  status: 1 as const,
  isWaitingConfirm: false,
};

describe('product builders against the catalogue (spec 001 §3.5, §7)', () => {
  it.each(forms.map((f) => [f.kind, f] as const))('%s: addProduct and updateProduct accept the fields', (_, values) => {
    const add: EndpointInput<typeof productEndpoints.addProduct> = buildAddProductFields(values, seller)._unsafeUnwrap();
    accepts(productEndpoints.addProduct, add);
    expect(add).not.toHaveProperty('filefoto0', '/cdn/produk/lama.jpg');
    const update: EndpointInput<typeof productEndpoints.updateProduct> = buildUpdateProductFields(values, extras, seller)._unsafeUnwrap();
    accepts(productEndpoints.updateProduct, update);
    const check: EndpointInput<typeof productEndpoints.testCheckProduct> = buildTestCheckFields(buildUpdateProductFields(values, extras, seller)._unsafeUnwrap());
    accepts(productEndpoints.testCheckProduct, check);
  });
});

describe('account builders against the catalogue (spec 000 §7)', () => {
  it('register', () => {
    const fields = buildRegistrationFields({ ...registrationFormValues, npwpImage: file });
    if (fields === null) throw new Error('fields expected');
    const input: EndpointInput<typeof accountEndpoints.register> = fields;
    accepts(accountEndpoints.register, input);
  });

  it('updateProfile (identitas_mall, rek_mall), uploadProfileFile, updateAddress, addStoreUser', () => {
    const identity: EndpointInput<typeof accountEndpoints.updateProfile> = buildProfileIdentityFields(1001, {
      name: 'Toko',
      businessType: 'CV',
      businessCategory: 'Mikro',
      taxStatus: 'Non-PKP',
      npwp: '0123456789012345',
      siup: '',
      ktp: '',
      email: 'a@b.id',
      picPosition: '',
      picName: '',
      picPhone: '',
    });
    accepts(accountEndpoints.updateProfile, identity);
    const bank: EndpointInput<typeof accountEndpoints.updateProfile> = buildProfileBankFields(1001, { accountId: 1, bank: 'BCA', number: '1', asName: 'A' });
    accepts(accountEndpoints.updateProfile, bank);
    for (const kind of ['npwp', 'siup', 'logo', 'header'] as const) {
      const upload: EndpointInput<typeof accountEndpoints.uploadProfileFile> = buildProfileFileFields(1001, kind, file);
      accepts(accountEndpoints.uploadProfileFile, upload);
    }
    const address: EndpointInput<typeof accountEndpoints.updateAddress> = buildAddressFields({
      mapAddress: 'Jl',
      latitude: -6.2,
      longitude: 106.8,
      npwpAddress: 'Jl',
      provinceId: 31,
      cityId: 3171,
      districtId: 317101,
      villageCode: '3171011001',
      postalCode: '10110',
    });
    accepts(accountEndpoints.updateAddress, address);
    const user: EndpointInput<typeof accountEndpoints.addStoreUser> = buildStoreUserFields(
      { sellerId: 1001, storeName: 'Toko' },
      { name: 'Budi', email: 'budi@contoh.id', password: 'x', phone: '0813', position: 'Finance' },
    );
    accepts(accountEndpoints.addStoreUser, user);
  });
});

describe('order-side builders against the catalogue (spec 002 §7)', () => {
  it('createComplaint, with and without an image', () => {
    const withImage: EndpointInput<typeof complaintEndpoints.createComplaint> = buildCreateComplaintFields(5, 18, ' Barang rusak ', file);
    accepts(complaintEndpoints.createComplaint, withImage);
    accepts(complaintEndpoints.createComplaint, buildCreateComplaintFields(5, 4, 'Barang rusak', null));
  });

  it('respondNegotiation', () => {
    const fields: EndpointInput<typeof negoEndpoints.respondNegotiation> = buildRespondFields(
      { priceUnit: 50000, isDisableWrapping: false, isDisableInsurance: true },
      { id: 3, wrappingPrice: 0, insuranceOption: 1, insurancePrice: 0, priceResponse: 45000, otherSpec: '', agree: false },
    );
    accepts(negoEndpoints.respondNegotiation, fields);
  });
});
