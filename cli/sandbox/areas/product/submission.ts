import { parseVatTag } from '@core/product/options';
import type { ProductSubmission, ProductUpdate, WholesaleTier } from '@core/product/schema';
import { slugify } from '@core/slug';
import type { ProductRecord, ProductState } from './state';

/** Turns the multipart fields of spec 001 §3.5 into changes of a stored product. */

/** The add form's fields plus whichever edit-only fields came along. */
export type SubmittedFields = ProductSubmission & Partial<Omit<ProductUpdate, keyof ProductSubmission>>;

type Zone5<T> = [T, T, T, T, T];

function fourTiers(tiers: readonly WholesaleTier[]): WholesaleTier[] {
  return [0, 1, 2, 3].map((i) => tiers[i] ?? { min: 0, price: 0 });
}

/** Book zone prices, only when all five came (books send harga1..5 together). */
function zonePricesOf(input: SubmittedFields): Zone5<number> | null {
  const { harga1, harga2, harga3, harga4, harga5 } = input;
  if (
    harga1 === undefined ||
    harga2 === undefined ||
    harga3 === undefined ||
    harga4 === undefined ||
    harga5 === undefined
  )
    return null;
  return [harga1, harga2, harga3, harga4, harga5];
}

function zoneWholesaleOf(input: SubmittedFields): WholesaleTier[][] | null {
  const zones = [
    input.grosir_pricezone1,
    input.grosir_pricezone2,
    input.grosir_pricezone3,
    input.grosir_pricezone4,
    input.grosir_pricezone5,
  ];
  if (zones.every((z) => z === undefined)) return null;
  return zones.map((tiers) => fourTiers(tiers ?? []));
}

/** Non-book tiers from minGrosirN/hargaGrosirN; tiers with no minimum are unused. */
function goodsWholesaleOf(input: SubmittedFields): WholesaleTier[] | null {
  const pairs: Array<[number | undefined, number | undefined]> = [
    [input.minGrosir1, input.hargaGrosir1],
    [input.minGrosir2, input.hargaGrosir2],
    [input.minGrosir3, input.hargaGrosir3],
    [input.minGrosir4, input.hargaGrosir4],
  ];
  if (pairs.every(([min, price]) => min === undefined && price === undefined)) return null;
  return pairs.filter(([min]) => (min ?? 0) > 0).map(([min, price]) => ({ min: min ?? 0, price: price ?? 0 }));
}

/** A slug no other product of the seller uses. */
export function uniqueSlug(state: ProductState, sellerId: number, wanted: string, ownId: number | null): string {
  const base = slugify(wanted) || 'produk';
  const taken = new Set(state.products.filter((p) => p.sellerId === sellerId && p.id !== ownId).map((p) => p.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

function text(value: string | undefined): string | undefined {
  return value === undefined ? undefined : value.trim();
}

/** Copies every field that came onto the product; absent fields keep their value. */
export function applyFields(product: ProductRecord, input: SubmittedFields): void {
  product.name = input.produk.trim();
  product.tags = text(input.produk_tag) ?? product.tags;
  product.model = text(input.model) ?? product.model;
  if (input.l_merk !== undefined) product.brandId = input.l_merk;
  product.description = input.description ?? input.deskripsi ?? product.description;
  const zones = zonePricesOf(input);
  if (zones) product.zonePrices = zones;
  if (input.harga !== undefined && input.harga > 0) product.price = input.harga;
  else if (zones) product.price = zones[0];
  if (input.harga_nego !== undefined) product.priceNego = input.harga_nego > 0 ? input.harga_nego : null;
  if (input.ppn !== undefined) product.ppn = input.ppn;
  const tag = input.ppnTagItem === undefined ? null : parseVatTag(input.ppnTagItem);
  if (tag) product.ppnTag = tag.id;
  product.unitType = text(input.unit_type) || product.unitType;
  product.zoneWholesale = zoneWholesaleOf(input) ?? product.zoneWholesale;
  product.wholesale = goodsWholesaleOf(input) ?? product.wholesale;
  if (input.s_gudang !== undefined) product.stock = input.s_gudang;
  if (input.berat !== undefined) product.weight = input.berat;
  product.dimension = {
    long: input.panjang ?? product.dimension.long,
    wide: input.lebar ?? product.dimension.wide,
    high: input.tinggi ?? product.dimension.high,
  };
  product.origin = text(input.produksi) || product.origin;
  product.producer = text(input.barang_produsen) || product.producer;
  product.condition = text(input.kondisi) || product.condition;
  product.warranty = text(input.garansi) ?? product.warranty;
  if (input.lama_pengerjaan !== undefined) product.workDuration = input.lama_pengerjaan;
  product.spec = {
    processor: text(input.processor) ?? product.spec.processor,
    memory: text(input.memory) ?? product.spec.memory,
    harddisk: text(input.harddisk) ?? product.spec.harddisk,
    cdDvd: text(input.cd_dvd) ?? product.spec.cdDvd,
    monitor: text(input.monitor) ?? product.spec.monitor,
    os: text(input.sistem_operasi) ?? product.spec.os,
    installedApplication:
      text(input.aplikasi_terpasang) ?? text(input.aplikasi_on) ?? product.spec.installedApplication,
    mediaPlayer: text(input.media_player) ?? product.spec.mediaPlayer,
    availability: text(input.availability) || product.spec.availability,
  };
  if (product.book) {
    product.book.skKelulusan = text(input.sk_kelulusan) ?? product.book.skKelulusan;
    product.book.kelas = text(input.kelas) ?? product.book.kelas;
    product.book.semester = text(input.semester) ?? product.book.semester;
  }
}

/** The deepest category the form chose. */
export function chosenCategory(input: SubmittedFields): number {
  return input.KategoriSub !== undefined && input.KategoriSub > 0 ? input.KategoriSub : input.category_id;
}
