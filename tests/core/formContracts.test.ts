import { describe, expect, it } from 'vitest';
import type { EndpointInput } from '@core/api/endpoint';
import { complaintEndpoints } from '@core/api/endpoints/complaint';
import { negoEndpoints } from '@core/api/endpoints/nego';
import { productEndpoints } from '@core/api/endpoints/product';
import { buildCreateComplaintFields } from '@core/complaint/rules';
import { buildRespondFields } from '@core/nego/rules';
import { EMPTY_TIERS } from '@core/pricing';
import {
  buildAddProductFields,
  buildTestCheckFields,
  buildUpdateProductFields,
  type ProductFormValues,
} from '@core/product/form';
import { expectAccepted as accepts } from './support/catalogue';

/** The product and order-side form builders against the catalogue (the account ones: account/form.test.ts). */

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
    const add: EndpointInput<typeof productEndpoints.addProduct> = buildAddProductFields(
      values,
      seller,
    )._unsafeUnwrap();
    accepts(productEndpoints.addProduct, add);
    expect(add).not.toHaveProperty('filefoto0', '/cdn/produk/lama.jpg');
    const update: EndpointInput<typeof productEndpoints.updateProduct> = buildUpdateProductFields(
      values,
      extras,
      seller,
    )._unsafeUnwrap();
    accepts(productEndpoints.updateProduct, update);
    const check: EndpointInput<typeof productEndpoints.testCheckProduct> = buildTestCheckFields(
      buildUpdateProductFields(values, extras, seller)._unsafeUnwrap(),
    );
    accepts(productEndpoints.testCheckProduct, check);
  });
});

describe('order-side builders against the catalogue (spec 002 §7)', () => {
  it('createComplaint, with and without an image', () => {
    const withImage: EndpointInput<typeof complaintEndpoints.createComplaint> = buildCreateComplaintFields(
      5,
      18,
      ' Barang rusak ',
      file,
    );
    accepts(complaintEndpoints.createComplaint, withImage);
    accepts(complaintEndpoints.createComplaint, buildCreateComplaintFields(5, 4, 'Barang rusak', null));
  });

  it('respondNegotiation', () => {
    const fields: EndpointInput<typeof negoEndpoints.respondNegotiation> = buildRespondFields(
      { priceUnit: 50000, isDisableWrapping: false, isDisableInsurance: true },
      {
        id: 3,
        wrappingPrice: 0,
        insuranceOption: 1,
        insurancePrice: 0,
        priceResponse: 45000,
        otherSpec: '',
        agree: false,
      },
    );
    accepts(negoEndpoints.respondNegotiation, fields);
  });
});
