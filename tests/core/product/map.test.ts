import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productEndpoints } from '@core/api/endpoints/product';
import { PRODUCT_MESSAGES } from '@core/product/rules';
import { negativeMessage, negativeReset, productValidator } from '@core/product/validators';
import { emptyValues, type NumberField, type ProductValues } from '@core/product/values';
import {
  addProductFields,
  updateProductFields,
  valuesOfRequest,
  type SellerIdentity,
  type UpdateFacts,
} from '@core/product/wire';
import { bookValues, goodsValues, serviceValues } from '../../support/productArbitraries';

/*
 * The product map's request step, both ways: what a form sends, the server reads back as the same
 * form values (so the forms' own validator judges it there), and sending those again sends the
 * same fields.
 */

const SELLER: SellerIdentity = { sellerId: 1001, sellerType: 'PKP' };
const FACTS: UpdateFacts = { productId: 2001, kelas: 'I', semester: '1', isWaitingConfirm: false };

/** A request as the server's schema reads it (strings and numbers alike), as the gateway sends it. */
const received = (fields: object, update: boolean) =>
  (update ? productEndpoints.updateProduct : productEndpoints.addProduct).request.parse(fields);

const withoutPhotos = ({
  filefotoutama: _a,
  filefoto0: _b,
  filefoto1: _c,
  filefoto2: _d,
  ...rest
}: object & {
  filefotoutama?: unknown;
  filefoto0?: unknown;
  filefoto1?: unknown;
  filefoto2?: unknown;
}) => rest;

describe('request fields and back', () => {
  const kinds = [
    ['goods', goodsValues.map((values) => ({ values, bookId: undefined }))],
    ['service', serviceValues.map((values) => ({ values, bookId: undefined }))],
    ['book', bookValues],
  ] as const;

  it.each(kinds)('%s: the server reads back what the form sent, and sending it again sends the same', (kind, arb) => {
    fc.assert(
      fc.property(arb, fc.boolean(), ({ values, bookId }, update) => {
        const facts = { ...FACTS, bookId };
        const sent = update
          ? updateProductFields(kind, values, SELLER, facts)._unsafeUnwrap()
          : addProductFields(kind, values, SELLER, facts)._unsafeUnwrap();
        const back = valuesOfRequest(received(sent, update));
        expect(back.kind).toBe(kind);
        // What the form's rules accepted, the server's run of the same rules accepts.
        expect(productValidator(kind, update ? 'edit' : 'add').validate(back.values).first).toBeNull();
        const again = update
          ? updateProductFields(kind, back.values, SELLER, facts)._unsafeUnwrap()
          : addProductFields(kind, back.values, SELLER, facts)._unsafeUnwrap();
        expect(withoutPhotos(again)).toEqual(withoutPhotos(sent));
      }),
      { numRuns: 60 },
    );
  });

  it("a service's update sends the status the seller chose (it sent 0 always, deactivating it)", () => {
    const values = emptyValues({ name: 'Pelatihan', price: 100_000, durationDays: 1, status: 1 });
    expect(updateProductFields('service', values, SELLER, FACTS)._unsafeUnwrap().d_status).toBe(1);
    expect(
      updateProductFields('service', values, SELLER, { ...FACTS, isWaitingConfirm: true })._unsafeUnwrap().d_status,
    ).toBe(0);
  });

  it("the goods add form sends its operating system (under the update form's name, sistem_operasi)", () => {
    const values = emptyValues({ name: 'Laptop', price: 5_000_000, spec: { os: 'Windows' } });
    expect(addProductFields('goods', values, SELLER)._unsafeUnwrap().sistem_operasi).toBe('Windows');
  });
});

describe("a minus sign typed: the field's own rule speaks, then the value is forced away", () => {
  const goods = emptyValues({ name: 'Meja', price: 150_000, stock: 5, brandId: '501' });
  const book = emptyValues({ name: 'Buku', zonePrices: [10_000, 10_000, 10_000, 10_000, 10_000], brandId: '601' });
  it.each<['goods' | 'book' | 'service', NumberField, string, number, ProductValues]>([
    ['goods', 'stock', 'Stok tidak boleh kurang dari 0', 0, goods],
    ['goods', 'weight', 'Berat tidak boleh kurang dari 0', 0, goods],
    ['goods', 'length', 'Panjang, Lebar, Tinggu tidak boleh kurang dari 0', 0, goods],
    ['goods', 'height', 'Panjang, Lebar, Tinggu tidak boleh kurang dari 0', 0, goods],
    ['goods', 'price', 'Harga Tidak Boleh Kurang dari 0', 0, goods],
    ['goods', 'priceNego', 'Harga Tidak Boleh Kurang dari 0', 0, goods],
    ['goods', 'wholesale.0.min', 'Pembelian Minimum tidak boleh kurang dari 1', 1, goods],
    ['book', 'zoneWholesale.2.1.min', 'Pembelian minimum tidak boleh kurang dari 0', 1, book],
    ['book', 'zonePrices.0', 'Harga tidak boleh kurang dari 0', 0, book],
    ['book', 'stock', 'Stok tidak boleh kurang dari 0', 0, book],
    ['book', 'price', PRODUCT_MESSAGES.priceNegative, 0, book],
  ])('%s %s says %j, then becomes %d', (kind, field, message, reset, values) => {
    expect(negativeMessage(kind, values, field, -5)).toBe(message);
    expect(negativeReset(field)).toBe(reset);
  });
});

describe("a book's publisher", () => {
  it("must be the catalogue row's: 'Pilih Penerbit terlebih dahulu yang sesuai dengan table diatas'", () => {
    const book = emptyValues({
      name: 'Bahasa Indonesia',
      mainPhoto: 'foto.jpg',
      zonePrices: [10_000, 10_000, 10_000, 10_000, 10_000],
      price: 10_000,
      stock: 1,
      brandId: '501',
    });
    const rules = productValidator('book', 'add', { cataloguePublisherId: 603 });
    expect(rules.validate(book).fields.brandId).toBe(PRODUCT_MESSAGES.publisherMissing);
    expect(rules.validate({ ...book, brandId: '603' }).first).toBeNull();
    expect(productValidator('book', 'edit', { cataloguePublisherId: 603 }).validate(book).first).toBe(
      PRODUCT_MESSAGES.publisherMissing,
    );
  });
});
