import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productEndpoints } from '@core/api/endpoints/product';
import { valuesOfDetail } from '@core/product/detailValues';
import type { ProductKind } from '@core/product/options';
import type { ProductValues } from '@core/product/values';
import { addProductFields, updateProductFields, type AddProductFields, type SellerIdentity } from '@core/product/wire';
import type { ProductState } from '@cli/sandbox/areas/product';
import productsSeed from '@fixtures/seed/product/products.json';
import { sandboxPerFile } from '../support/freshSandbox';
import { sandboxGateway, value } from '../support/gateway';
import { COLUMN_KEYS } from '@core/massUpload/columns';
import { writeTemplate } from '@core/massUpload/template';
import { formatVatTag } from '@core/vatTag';
import { bookValues, goodsValues, rowOf, rowSpelling, serviceValues } from '../support/productArbitraries';
import type { RunningSandbox } from '../support/sandbox';

/*
 * The rule of the product map: a save changes only what the seller changed. For every seeded
 * product: load its detail as the edit form does, build the update from the untouched form
 * values, save it, and the stored product is the same, field for field.
 */

const SELLER: SellerIdentity = { sellerId: 1001, sellerType: 'PKP' };

let sandbox: RunningSandbox;
let token: string | null = null;
sandboxPerFile((running, demoToken) => {
  sandbox = running;
  token = demoToken;
});
const api = () => sandboxGateway(productEndpoints, sandbox, () => token);

const stored = (id: number) => {
  const found = sandbox.sandbox.store.get<ProductState>('product').products.find((p) => p.id === id);
  if (!found) throw new Error(`no product ${id}`);
  return structuredClone(found);
};

/** The edit form's save of a product nobody touched: detail, values, update request, answer. */
async function untouchedSave(id: number): Promise<{ success: boolean; message?: string | undefined }> {
  const { data } = await value(api().productDetail({ id }));
  const { kind, values, facts } = valuesOfDetail(data);
  const fields = updateProductFields(kind, values, SELLER, facts)._unsafeUnwrap();
  return value(api().updateProduct(fields));
}

const sellerProducts = productsSeed.filter((p) => p.sellerId === SELLER.sellerId && !p.isBlocked).map((p) => p.id);

describe('an untouched save changes nothing', () => {
  it('holds for every seeded product of the seller', async () => {
    expect(sellerProducts.length).toBeGreaterThan(40);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...sellerProducts), async (id) => {
        const before = stored(id);
        expect(await untouchedSave(id)).toMatchObject({ success: true });
        expect(stored(id)).toEqual(before);
      }),
      { numRuns: sellerProducts.length * 2 },
    );
  });
});

/** What a form sends that the product keeps as typed (the slug may gain a suffix; photos, status and a book's SKU are the server's). */
function kept(fields: AddProductFields): Partial<AddProductFields> {
  const {
    seo: _seo,
    d_status: _status,
    filefotoutama: _main,
    filefoto0: _a,
    filefoto1: _b,
    filefoto2: _c,
    model: _model,
    ...rest
  } = fields;
  return rest;
}

/** Adds a product as its add form does; its id. */
async function added(kind: ProductKind, values: ProductValues, bookId?: number): Promise<number> {
  const fields = addProductFields(kind, values, SELLER, { bookId })._unsafeUnwrap();
  return (await value(api().addProduct(fields))).product_id;
}

/** The product's detail read back as the values of its form, sent again as an add: what the seller typed came back. */
async function typedComesBack(id: number, kind: ProductKind, values: ProductValues, bookId?: number) {
  const { data } = await value(api().productDetail({ id }));
  const again = valuesOfDetail(data);
  expect(again.kind).toBe(kind);
  const sent = addProductFields(kind, values, SELLER, { bookId })._unsafeUnwrap();
  const back = addProductFields(kind, again.values, SELLER, { bookId })._unsafeUnwrap();
  expect(kept(back)).toEqual(kept(sent));
}

describe('products made by each add form keep what was typed, and an untouched save changes nothing', () => {
  const property = (kind: ProductKind, arbitrary: fc.Arbitrary<{ values: ProductValues; bookId?: number }>) =>
    fc.assert(
      fc.asyncProperty(arbitrary, async ({ values, bookId }) => {
        const id = await added(kind, values, bookId);
        await typedComesBack(id, kind, values, bookId);
        const before = stored(id);
        expect(await untouchedSave(id)).toMatchObject({ success: true });
        expect(stored(id)).toEqual(before);
      }),
      { numRuns: 25 },
    );

  it('goods', () =>
    property(
      'goods',
      goodsValues.map((values) => ({ values })),
    ));
  it('services', () =>
    property(
      'service',
      serviceValues.map((values) => ({ values })),
    ));
  it('books', () => property('book', bookValues));
});

describe('products made by a mass upload', () => {
  const fileRow = fc.oneof(
    fc.tuple(fc.constant('goods' as const), goodsValues, rowSpelling),
    fc.tuple(fc.constant('service' as const), serviceValues, rowSpelling),
  );

  it('keep their tag however it is written, their warranty as typed, and an untouched save changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fileRow, { minLength: 1, maxLength: 4 }), fc.nat(), async (rows, seed) => {
        const named = rows.map(([kind, values, spelling], i) => {
          const unique = {
            ...values,
            name: `${values.name} ${seed}-${i}`,
            code: values.code && `${values.code}-${seed}-${i}`,
          };
          return {
            kind,
            values: unique,
            cells: rowOf(kind, unique, spelling, `https://contoh.id/foto/${seed}-${i}.jpg`),
          };
        });
        const sheet = await writeTemplate(named.map(({ cells }) => COLUMN_KEYS.map((key) => cells[key] ?? null)));
        const before = new Set(sandbox.sandbox.store.get<ProductState>('product').products.map((p) => p.id));
        const answer = await value(
          api().addProductMass({ file_upload: new File([sheet.slice()], 'produk.xlsx'), mall_id: SELLER.sellerId }),
        );
        expect(answer).toMatchObject({ status: 'success' });
        const created = sandbox.sandbox.store.get<ProductState>('product').products.filter((p) => !before.has(p.id));
        expect(created).toHaveLength(named.length);
        for (const [i, product] of created.entries()) {
          const row = named[i];
          if (!row) throw new Error('a product per row');
          expect(formatVatTag(product.ppnTag)).toBe(row.values.vatTag);
          if (row.kind === 'goods') expect(product.warranty).toBe(row.values.spec.warranty ?? '');
          const stored = structuredClone(product);
          expect(await untouchedSave(product.id)).toMatchObject({ success: true });
          expect(sandbox.sandbox.store.get<ProductState>('product').products.find((p) => p.id === product.id)).toEqual(
            stored,
          );
        }
      }),
      { numRuns: 8 },
    );
  });
});
