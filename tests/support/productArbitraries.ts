import fc from 'fast-check';
import type { CategoryNode } from '@core/category/schema';
import { MIN_UNIT_PRICE, type PerZone } from '@core/pricing';
import { GOODS_SPEC_OPTIONS, UNIT_OPTIONS, VAT_TAG_TEXTS } from '@core/product/options';
import { emptyTiers, emptyValues, type ProductValues } from '@core/product/values';
import brands from '@fixtures/seed/product/brands.json';
import categories from '@fixtures/seed/product/categories.json';
import nonTextBooks from '@fixtures/seed/product/catalogue-nontext.json';
import textBooks from '@fixtures/seed/product/catalogue-text.json';
import publishers from '@fixtures/seed/product/publishers.json';
import { PNG_HEAD } from './uploads';

/*
 * Form values the add forms would send, of each kind: what a seller could type that every rule
 * of the form accepts. The product map's properties run on these.
 */

const [goodsTree, servicesTree] = categories as unknown as [
  { submenu: { menu: CategoryNode[] } },
  { submenu: { menu: CategoryNode[] } },
];
const goodsRoots = goodsTree.submenu.menu.filter((node) => node.id !== 22 && node.id !== 23);
const bookRoot = (id: number) => goodsTree.submenu.menu.filter((node) => node.id === id);

/** A leaf and the chain to it, top first. */
function chainsOf(nodes: readonly CategoryNode[], above: readonly number[] = []): number[][] {
  return nodes.flatMap((node) => {
    const chain = [...above, node.id];
    const children = node.submenu?.menu ?? [];
    return children.length === 0 ? [chain] : chainsOf(children, chain);
  });
}

const photo = () => new File([PNG_HEAD], 'foto.png', { type: 'image/png' });

/** Words as sellers write them: letters, digits, '&', accents; trimmed, never empty. */
const words = (max: number) =>
  fc
    .stringMatching(new RegExp(`^[A-Za-z0-9&Éé][A-Za-z0-9 &,.\\-Éé]{0,${max - 1}}$`))
    .map((text) => text.trim())
    .filter((text) => text !== '' && text.length <= max);

const rupiah = (min: number, max: number) => fc.integer({ min, max });
/** Up to three decimals, as the decimal fields take them. */
const decimal = (min: number, max: number) => fc.integer({ min: min * 1000, max: max * 1000 }).map((n) => n / 1000);
const vatTag = fc.integer({ min: 0, max: VAT_TAG_TEXTS.length - 1 }).map((id) => `${id}:${VAT_TAG_TEXTS[id] ?? ''}`);
const choice = <T>(list: readonly { readonly value: T }[]) => fc.constantFrom(...list.map((o) => o.value));

/** Used tiers first, each with a larger minimum and a price no higher than the one before, at most `max`. */
function tiersUpTo(max: number): fc.Arbitrary<ProductValues['wholesale']> {
  return fc.integer({ min: 0, max: 4 }).chain((used) =>
    fc
      .tuple(
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: used, maxLength: used }),
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: used, maxLength: used }),
      )
      .map(([steps, cuts]) => {
        const tiers = emptyTiers();
        let min = 0;
        let price = max;
        steps.forEach((step, i) => {
          min += step;
          price = Math.max(MIN_UNIT_PRICE, price - (cuts[i] ?? 0));
          tiers[i] = { min, price };
        });
        return tiers;
      }),
  );
}

const common = {
  code: fc.option(words(20), { nil: '' }),
  tags: fc.option(words(40), { nil: '' }),
  seo: fc.option(words(30), { nil: '' }),
  description: words(80).map((text) => `<p>${text}</p>`),
  ppnMode: fc.constantFrom(0 as const, 1 as const, 2 as const),
  vatTag,
};

const physical = {
  stock: fc.integer({ min: 0, max: 100_000 }),
  weight: decimal(0.001, 500),
  length: decimal(0, 300),
  width: decimal(0, 300),
  height: decimal(0, 300),
};

export const goodsValues: fc.Arbitrary<ProductValues> = fc
  .record({
    ...common,
    ...physical,
    name: words(60),
    price: rupiah(MIN_UNIT_PRICE, 50_000_000),
    nego: fc.option(rupiah(MIN_UNIT_PRICE, 50_000_000), { nil: null }),
    chain: fc.constantFrom(...chainsOf(goodsRoots)),
    brandId: fc.constantFrom(...brands.map((b) => String(b.id)), ...publishers.map((p) => String(p.id))),
    unitType: choice(UNIT_OPTIONS),
    origin: choice(GOODS_SPEC_OPTIONS.origin),
    producer: choice(GOODS_SPEC_OPTIONS.producer),
    condition: choice(GOODS_SPEC_OPTIONS.condition),
    availability: choice(GOODS_SPEC_OPTIONS.availability),
    warranty: fc.option(words(20), { nil: '' }),
    processor: fc.option(choice(GOODS_SPEC_OPTIONS.processor), { nil: '' }),
    os: fc.option(choice(GOODS_SPEC_OPTIONS.os), { nil: '' }),
    cdDvd: fc.option(choice(GOODS_SPEC_OPTIONS.cdDvd), { nil: '' }),
    installedApplications: fc.option(words(30), { nil: '' }),
  })
  .chain((v) => tiersUpTo(v.price).map((wholesale) => ({ ...v, wholesale })))
  .map((v) =>
    emptyValues({
      name: v.name,
      code: v.code,
      tags: v.tags,
      seo: v.seo,
      description: v.description,
      ppnMode: v.ppnMode,
      vatTag: v.vatTag,
      price: v.price,
      priceNego: v.nego,
      categoryPath: v.chain,
      brandId: v.brandId,
      unitType: v.unitType,
      wholesale: v.wholesale,
      stock: v.stock,
      weight: v.weight,
      length: v.length,
      width: v.width,
      height: v.height,
      spec: {
        origin: v.origin,
        producer: v.producer,
        condition: v.condition,
        availability: v.availability,
        warranty: v.warranty,
        processor: v.processor,
        os: v.os,
        cdDvd: v.cdDvd,
      },
      installedApplications: v.installedApplications,
      mainPhoto: photo(),
      extraPhotos: [null, null],
    }),
  );

export const serviceValues: fc.Arbitrary<ProductValues> = fc
  .record({
    ...common,
    name: words(60),
    price: rupiah(MIN_UNIT_PRICE, 50_000_000),
    nego: fc.option(rupiah(MIN_UNIT_PRICE, 50_000_000), { nil: null }),
    chain: fc.constantFrom(...chainsOf(servicesTree.submenu.menu)),
    unitType: choice(UNIT_OPTIONS),
    durationDays: fc.integer({ min: 1, max: 365 }),
    status: fc.constantFrom(0 as const, 1 as const),
  })
  .chain((v) => tiersUpTo(v.price).map((wholesale) => ({ ...v, wholesale })))
  .map((v) =>
    emptyValues({
      name: v.name,
      code: v.code,
      tags: v.tags,
      seo: v.seo,
      description: v.description,
      ppnMode: v.ppnMode,
      vatTag: v.vatTag,
      price: v.price,
      priceNego: v.nego,
      categoryPath: v.chain,
      brandId: '',
      unitType: v.unitType,
      wholesale: v.wholesale,
      stock: null,
      weight: null,
      length: null,
      width: null,
      height: null,
      durationDays: v.durationDays,
      status: v.status,
      mainPhoto: photo(),
      extraPhotos: [null, null, null],
    }),
  );

interface CatalogueRow {
  readonly id: number;
  readonly title: string;
  readonly isbn: string;
  readonly publisher: { readonly id: number };
  readonly zoneMax: PerZone<number>;
  readonly branch: 22 | 23;
}

const catalogueRows: readonly CatalogueRow[] = [
  ...textBooks.map((b) => ({
    id: b.id,
    title: b.title,
    isbn: b.isbn,
    publisher: b.publisher,
    zoneMax: b.book_prices.map((p) => p.price) as unknown as PerZone<number>,
    branch: 22 as const,
  })),
  ...nonTextBooks.map((b) => ({
    id: b.id,
    title: b.title,
    isbn: b.isbn,
    publisher: b.publisher,
    zoneMax: [b.price, b.price, b.price, b.price, b.price] as const,
    branch: 23 as const,
  })),
];

/** A book from the catalogue, priced under its zone maximums, with the values its form sends. */
export const bookValues: fc.Arbitrary<{ readonly bookId: number; readonly values: ProductValues }> = fc
  .constantFrom(...catalogueRows)
  .chain((row) =>
    fc
      .record({
        ...common,
        ...physical,
        chain: fc.constantFrom(...chainsOf(bookRoot(row.branch))),
        cuts: fc.tuple(...row.zoneMax.map((max) => fc.integer({ min: 0, max: max - MIN_UNIT_PRICE }))),
        origin: fc.constantFrom('Dalam Negri', 'Luar Negri'),
        producer: fc.constantFrom('UMKM', 'Non UMKM'),
        nego: fc.option(rupiah(MIN_UNIT_PRICE, 1_000_000), { nil: null }),
      })
      .chain((v) => {
        const zonePrices = row.zoneMax.map((max, i) => max - (v.cuts[i] ?? 0)) as unknown as PerZone<number>;
        return fc
          .tuple(...zonePrices.map((price) => tiersUpTo(price)))
          .map((zoneWholesale) => ({ v, zonePrices, zoneWholesale }));
      })
      .map(({ v, zonePrices, zoneWholesale }) => ({
        bookId: row.id,
        values: emptyValues({
          name: row.title,
          isbn: row.isbn,
          code: '',
          tags: v.tags,
          seo: v.seo,
          description: v.description,
          ppnMode: v.ppnMode,
          vatTag: v.vatTag,
          priceNego: v.nego,
          brandId: String(row.publisher.id),
          categoryPath: v.chain,
          zonePrices: [...zonePrices],
          zoneWholesale: zoneWholesale as unknown as ProductValues['zoneWholesale'],
          stock: v.stock,
          weight: v.weight,
          length: v.length,
          width: v.width,
          height: v.height,
          spec: { origin: v.origin, producer: v.producer },
          mainPhoto: photo(),
          extraPhotos: [null, null],
        }),
      })),
  );

// ---- a file's rows ----

/** How a seller may write the same row: the tag's three spellings, either decimal mark, any case. */
export interface RowSpelling {
  readonly tag: 'text' | 'number' | 'digits';
  readonly decimalComma: boolean;
  readonly upper: boolean;
}
export const rowSpelling: fc.Arbitrary<RowSpelling> = fc.record({
  tag: fc.constantFrom('text' as const, 'number' as const, 'digits' as const),
  decimalComma: fc.boolean(),
  upper: fc.boolean(),
});

/** A template row (cells by column key) writing the values of a goods or service form. */
export function rowOf(
  kind: 'goods' | 'service',
  values: ProductValues,
  spelling: RowSpelling,
  photoUrl: string,
): Record<string, string | number | null> {
  const id = Number(values.vatTag.split(':')[0]);
  const tag = spelling.tag === 'text' ? values.vatTag : spelling.tag === 'number' ? id : String(id);
  const cased = (text: string | undefined) =>
    text ? (spelling.upper ? text.toUpperCase() : text.toLowerCase()) : null;
  const decimal = (value: number | null) =>
    value === null ? null : spelling.decimalComma ? String(value).replace('.', ',') : String(value);
  const tier = (i: number) => values.wholesale[i] ?? { min: null, price: null };
  return {
    nama_produk: values.name,
    jenis: kind === 'goods' ? cased('Barang') : cased('Jasa'),
    kode_produk: values.code || null,
    kategori_id: values.categoryPath.at(-1) ?? null,
    merek_id: kind === 'goods' ? Number(values.brandId) : null,
    deskripsi: values.description,
    harga: values.price,
    harga_nego: values.priceNego,
    satuan: cased(values.unitType),
    tag_ppn: tag,
    grosir_min_1: tier(0).min,
    grosir_harga_1: tier(0).price,
    grosir_min_2: tier(1).min,
    grosir_harga_2: tier(1).price,
    grosir_min_3: tier(2).min,
    grosir_harga_3: tier(2).price,
    grosir_min_4: tier(3).min,
    grosir_harga_4: tier(3).price,
    asal: cased(values.spec.origin),
    produsen: cased(values.spec.producer),
    kondisi: cased(values.spec.condition),
    stok: values.stock,
    berat_kg: decimal(values.weight),
    panjang_cm: decimal(values.length),
    lebar_cm: decimal(values.width),
    tinggi_cm: decimal(values.height),
    garansi: values.spec.warranty || null,
    lama_pengerjaan: values.durationDays,
    ketersediaan: cased(values.spec.availability),
    foto_utama: photoUrl,
    foto_2: null,
    foto_3: null,
    foto_4: null,
    status: String(values.status),
  };
}
