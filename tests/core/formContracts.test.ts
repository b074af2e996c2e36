import { describe, expect, it } from 'vitest';
import type { EndpointInput } from '@core/api/endpoint';
import { complaintEndpoints } from '@core/api/endpoints/complaint';
import { negoEndpoints } from '@core/api/endpoints/nego';
import { productEndpoints } from '@core/api/endpoints/product';
import { buildCreateComplaintFields } from '@core/complaint/rules';
import { buildRespondFields } from '@core/nego/rules';
import { EMPTY_TIERS } from '@core/pricing';
import type { ProductKind } from '@core/product/options';
import { emptyValues, type ProductValues } from '@core/product/values';
import { addProductFields, testCheckFields, updateProductFields, type UpdateFacts } from '@core/product/wire';
import { expectAccepted as accepts } from './support/catalogue';

/** The product and order-side form builders against the catalogue (the account ones: account/form.test.ts). */

const file = new Blob(['x'], { type: 'image/jpeg' });
const seller = { sellerId: 1001, sellerType: 'PKP' as const };
const common = {
  name: 'Pensil 2B',
  tags: 'pensil, alat tulis',
  code: 'P-2B',
  categoryPath: [5, 501],
  description: 'Pensil',
  price: 5000,
  ppnMode: 0 as const,
  vatTag: '0:Dikenakan PPN',
  mainPhoto: file,
  extraPhotos: ['/cdn/produk/lama.jpg', null],
};
const forms: ReadonlyArray<readonly [ProductKind, ProductValues]> = [
  [
    'book',
    emptyValues({
      ...common,
      categoryPath: [22, 2201],
      brandId: '12',
      zonePrices: [5000, 5100, 5200, 5300, 5400],
      spec: { origin: 'Dalam Negri', producer: 'UMKM' },
      stock: 5,
    }),
  ],
  [
    'goods',
    emptyValues({
      ...common,
      brandId: '501',
      unitType: 'Pcs',
      wholesale: [{ min: 10, price: 4500 }, EMPTY_TIERS[1], EMPTY_TIERS[2], EMPTY_TIERS[3]],
      spec: { origin: 'Dalam Negeri', producer: 'UMKM', condition: 'Baru', availability: 'Ready Stock' },
      stock: 100,
      weight: 0.1,
      length: 1,
      width: 1,
      height: 18,
    }),
  ],
  ['service', emptyValues({ ...common, name: 'Servis', unitType: 'Unit', durationDays: 2 })],
];
const facts: UpdateFacts = { productId: 9, bookId: 77, kelas: '', semester: '', isWaitingConfirm: false };

describe('product builders against the catalogue', () => {
  it.each(forms)('%s: addProduct and updateProduct accept the fields', (kind, values) => {
    const add: EndpointInput<typeof productEndpoints.addProduct> = addProductFields(
      kind,
      values,
      seller,
      facts,
    )._unsafeUnwrap();
    accepts(productEndpoints.addProduct, add);
    expect(add).not.toHaveProperty('filefoto0', '/cdn/produk/lama.jpg');
    const built = updateProductFields(kind, values, seller, facts)._unsafeUnwrap();
    const update: EndpointInput<typeof productEndpoints.updateProduct> = built;
    accepts(productEndpoints.updateProduct, update);
    const check: EndpointInput<typeof productEndpoints.testCheckProduct> = testCheckFields(built);
    accepts(productEndpoints.testCheckProduct, check);
  });
});

describe('order-side builders against the catalogue', () => {
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
