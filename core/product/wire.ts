import type { Result } from 'neverthrow';
import { tierValue, TIERS, wholesaleZoneJson, ZONES, zoneValue } from '../pricing';
import { slugify, tagify } from '../slug';
import { simulateProductTax, type NegoTaxFields, type TaxError, type TaxFields } from '../tax';
import { parseVatTag, formatVatTag } from '../vatTag';
import { BOOK_UNIT_TYPE, ITEM_TYPE, LAYOUT, SERVICE_FIXED_VALUES, serviceName, type ProductKind } from './options';
import type { DraftValues } from './draftSchema';
import { statusToSend } from './rules';
import type { ProductSubmission, ProductUpdate, WholesaleTier } from './schema';
import { chosenId, emptyTiers, emptyValues, SPEC_KEYS_OF, type PhotoValue, type ProductValues } from './values';

/**
 * The form values (values.ts) and the exact multipart fields of the product calls, both
 * ways: the portal builds its add and update requests with `addProductFields` and
 * `updateProductFields`, the server reads a request back into the same values with
 * `valuesOfRequest` and runs the forms' validators on them. What a kind of product has no field
 * for travels as its fixed value (a service's stock, a book's unit), and comes back as the values
 * the forms would hold. An empty optional value is left out (undefined), so the part is not sent;
 * a photo already stored on the server (a path) is not sent again either.
 */

/** Who submits: the seller's id is mall_id, the seller's type is jenis_pkp. */
export interface SellerIdentity {
  readonly sellerId: number;
  readonly sellerType: 'PKP' | 'Non-PKP';
}

/** What an add request carries beside the values: the catalogue book a book was picked from. */
export interface AddFacts {
  readonly bookId?: number | undefined;
}

/** What an update request carries beside the values: the product and the catalogue facts it keeps. */
export interface UpdateFacts extends AddFacts {
  readonly productId: number;
  readonly kelas: string;
  readonly semester: string;
  /** While waiting for the partner's confirmation the status is sent as 0. */
  readonly isWaitingConfirm: boolean;
}

type Photo = Blob | undefined;

/** Every field an add request of any kind may carry; each kind sends its part. */
export interface AddProductFields extends TaxFields, NegoTaxFields {
  readonly produk: string;
  readonly produk_tag: string;
  readonly layout: number;
  readonly item_type: number;
  readonly jenis_pkp: string;
  readonly model: string;
  readonly seo: string;
  readonly l_merk: number | undefined;
  readonly category_id: number;
  readonly KategoriSub: number | undefined;
  readonly description: string;
  readonly harga: number;
  readonly unit_type: string;
  readonly harga_nego: number | undefined;
  readonly ppn: number;
  readonly ppnTagItem: string;
  readonly harga1?: number | undefined;
  readonly harga2?: number | undefined;
  readonly harga3?: number | undefined;
  readonly harga4?: number | undefined;
  readonly harga5?: number | undefined;
  readonly grosir_pricezone1?: string;
  readonly grosir_pricezone2?: string;
  readonly grosir_pricezone3?: string;
  readonly grosir_pricezone4?: string;
  readonly grosir_pricezone5?: string;
  readonly minGrosir1?: number | undefined;
  readonly minGrosir2?: number | undefined;
  readonly minGrosir3?: number | undefined;
  readonly minGrosir4?: number | undefined;
  readonly hargaGrosir1?: number | undefined;
  readonly hargaGrosir2?: number | undefined;
  readonly hargaGrosir3?: number | undefined;
  readonly hargaGrosir4?: number | undefined;
  readonly produksi: string;
  readonly barang_produsen: string;
  readonly kondisi: string;
  readonly s_gudang: number;
  readonly garansi: string;
  readonly berat: number;
  readonly panjang: number;
  readonly lebar: number;
  readonly tinggi: number;
  readonly d_status: number;
  readonly book_id?: number | undefined;
  readonly mall_id: number;
  readonly lama_pengerjaan?: number | undefined;
  readonly processor?: string;
  readonly memory?: string;
  readonly harddisk?: string;
  readonly media_player?: string;
  readonly monitor?: string;
  readonly availability?: string;
  readonly aplikasi_on?: string;
  /** The operating system: a name of the update form, sent by the goods add form too so its choice is kept. */
  readonly sistem_operasi?: string;
  readonly filefotoutama: Photo;
  readonly filefoto0: Photo;
  readonly filefoto1: Photo;
  readonly filefoto2: Photo;
}

/** The fields the update form adds. */
export interface UpdateProductFields extends AddProductFields {
  readonly product_id: number;
  readonly id_produk: string;
  readonly sk_kelulusan: string;
  readonly isbn: string;
  readonly kelas: string;
  readonly semester: string;
  readonly deskripsi: string;
  readonly cd_dvd: string;
  readonly sistem_operasi: string;
  readonly aplikasi_terpasang: string;
  /** '1' when a photo was changed, else '0'. */
  readonly rubah_gambar: string;
  /** '1' when the category was changed, else '0'. */
  readonly rubah_kategori: string;
}

const n = (value: number | null) => value ?? 0;
const optional = (value: number | null) => value ?? undefined;
const spec = (values: DraftValues, key: keyof DraftValues['spec']) => values.spec[key] ?? '';

/** Only a newly chosen file travels; an empty slot or a stored image path is not sent. */
const upload = (photo: PhotoValue | undefined): Photo => (photo instanceof Blob ? photo : undefined);

/** The name as stored: a service's always carries 'Jasa '. */
const storedName = (kind: ProductKind, name: string) => (kind === 'service' ? serviceName(name) : name);

/** A book's unit price is its normal price, the first zone's until one is typed. */
const unitPrice = (kind: ProductKind, v: ProductValues) =>
  kind === 'book' && v.price === null ? n(v.zonePrices[0]) : n(v.price);

function zoneFields(v: ProductValues) {
  const [harga1, harga2, harga3, harga4, harga5] = v.zonePrices.map(n);
  const [z1, z2, z3, z4, z5] = ZONES.map((zone) => wholesaleZoneJson(zoneValue(v.zoneWholesale, zone)));
  return {
    harga1,
    harga2,
    harga3,
    harga4,
    harga5,
    grosir_pricezone1: z1 ?? '',
    grosir_pricezone2: z2 ?? '',
    grosir_pricezone3: z3 ?? '',
    grosir_pricezone4: z4 ?? '',
    grosir_pricezone5: z5 ?? '',
  };
}

function tierFields(v: ProductValues) {
  const tier = (n: (typeof TIERS)[number]) => tierValue(v.wholesale, n);
  return {
    minGrosir1: optional(tier(1).min),
    minGrosir2: optional(tier(2).min),
    minGrosir3: optional(tier(3).min),
    minGrosir4: optional(tier(4).min),
    hargaGrosir1: optional(tier(1).price),
    hargaGrosir2: optional(tier(2).price),
    hargaGrosir3: optional(tier(3).price),
    hargaGrosir4: optional(tier(4).price),
  };
}

/** Stock, weight, size and the origin choices: what books and goods carry, a service as its fixed values. */
function physicalFields(kind: ProductKind, v: ProductValues) {
  if (kind === 'service')
    return {
      ...SERVICE_FIXED_VALUES,
      l_merk: SERVICE_FIXED_VALUES.l_merk,
      produksi: '',
      barang_produsen: '',
      garansi: '',
    };
  return {
    l_merk: chosenId(v.brandId) ?? undefined,
    produksi: spec(v, 'origin'),
    barang_produsen: spec(v, 'producer'),
    kondisi: kind === 'book' ? SERVICE_FIXED_VALUES.kondisi : spec(v, 'condition'),
    s_gudang: n(v.stock),
    garansi: kind === 'goods' ? spec(v, 'warranty') : '',
    berat: n(v.weight),
    panjang: n(v.length),
    lebar: n(v.width),
    tinggi: n(v.height),
  };
}

function goodsSpecFields(v: ProductValues) {
  return {
    processor: spec(v, 'processor'),
    memory: spec(v, 'memory'),
    harddisk: spec(v, 'harddisk'),
    media_player: spec(v, 'cdDvd'),
    monitor: spec(v, 'monitor'),
    availability: spec(v, 'availability'),
    aplikasi_on: v.installedApplications,
    sistem_operasi: spec(v, 'os'),
  };
}

/**
 * The add request of a book (layout 1, item_type 1), a non-book good (layout 3, item_type 2) or a
 * service (layout 3 with item_type 3 and the fixed service values). New products are sent with
 * d_status 0. Fails only when a price cannot be simulated (not a valid rupiah amount).
 */
export function addProductFields(
  kind: ProductKind,
  values: ProductValues,
  seller: SellerIdentity,
  facts: AddFacts = {},
): Result<AddProductFields, TaxError> {
  const price = unitPrice(kind, values);
  return simulateProductTax(price, values.priceNego, values.vatTag).map((taxes): AddProductFields => {
    const name = storedName(kind, values.name);
    // With no category chosen, 0 ('Uncategorized') is sent and the server decides.
    const path = values.categoryPath;
    return {
      produk: name,
      produk_tag: tagify(values.tags),
      // The chooser's layout 4 (service) is sent as layout 3; item_type 3 marks the service.
      layout: kind === 'book' ? LAYOUT.book : LAYOUT.goods,
      item_type: ITEM_TYPE[kind],
      jenis_pkp: seller.sellerType,
      model: values.code,
      seo: slugify(values.seo.trim() === '' ? name : values.seo),
      category_id: path[0] ?? 0,
      KategoriSub: path[path.length - 1],
      description: values.description,
      harga: price,
      unit_type: kind === 'book' ? BOOK_UNIT_TYPE : values.unitType,
      harga_nego: optional(values.priceNego),
      ppn: values.ppnMode,
      ppnTagItem: values.vatTag,
      ...physicalFields(kind, values),
      ...(kind === 'book' ? { ...zoneFields(values), book_id: facts.bookId } : tierFields(values)),
      ...(kind === 'goods' ? goodsSpecFields(values) : {}),
      ...(kind === 'service' ? { lama_pengerjaan: optional(values.durationDays) } : {}),
      d_status: 0,
      mall_id: seller.sellerId,
      filefotoutama: upload(values.mainPhoto),
      filefoto0: upload(values.extraPhotos[0]),
      filefoto1: upload(values.extraPhotos[1]),
      filefoto2: kind === 'service' ? upload(values.extraPhotos[2]) : undefined,
      ...taxes,
    };
  });
}

/** The update request: the add fields of the product's kind plus the update extras. */
export function updateProductFields(
  kind: ProductKind,
  values: ProductValues,
  seller: SellerIdentity,
  facts: UpdateFacts,
): Result<UpdateProductFields, TaxError> {
  const photos = [values.mainPhoto, ...values.extraPhotos];
  return addProductFields(kind, values, seller, facts).map((fields) => ({
    ...fields,
    d_status: statusToSend(values.status, facts.isWaitingConfirm),
    product_id: facts.productId,
    id_produk: String(facts.productId),
    sk_kelulusan: kind === 'book' ? values.skKelulusan : '',
    isbn: kind === 'book' ? values.isbn : '',
    kelas: facts.kelas,
    semester: facts.semester,
    deskripsi: values.description,
    cd_dvd: kind === 'goods' ? spec(values, 'cdDvd') : '',
    sistem_operasi: kind === 'goods' ? spec(values, 'os') : '',
    aplikasi_terpasang: kind === 'goods' ? values.installedApplications : '',
    rubah_gambar: photos.some((photo) => photo instanceof Blob) ? '1' : '0',
    rubah_kategori: values.categoryChanged ? '1' : '0',
  }));
}

/** snake_case (and a leading capital) to camelCase: 'dpp_price_nego' -> 'dppPriceNego'. */
export function camelCaseField(name: string): string {
  const camel = name.replace(/_+([a-z0-9])/gi, (_, c: string) => c.toUpperCase());
  return camel.charAt(0).toLowerCase() + camel.slice(1);
}

/**
 * The test-check call: the update fields camel-cased (files and empty values left out), plus
 * productDescription and hargaNormal.
 */
export function testCheckFields(update: UpdateProductFields): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(update) as [string, unknown][]) {
    if (typeof value === 'string' || typeof value === 'number') out[camelCaseField(key)] = value;
  }
  out['productDescription'] = update.description;
  out['hargaNormal'] = update.harga;
  return out;
}

// ---- back: a request as the form values ----

const TAX_FIELDS = [
  'dpp_price',
  'dpp_nilai_lain',
  'ppn_price',
  'pph_price',
  'dana_terima',
  'dpp_price_nego',
  'dpp_nilai_lain_nego',
  'ppn_price_nego',
  'pph_price_nego',
  'dana_terima_nego',
] as const satisfies readonly (keyof (TaxFields & NegoTaxFields))[];

/**
 * Whether the tax breakdown a request carries differs from core's simulation of its price,
 * negotiation price and VAT tag: the form computed it with the same function, so a difference is
 * a form out of date or a request made by hand. Fields not sent are not compared; a price or tag
 * that cannot be simulated is the rules' to refuse.
 */
export function sentTaxMismatch(input: SubmittedFields): boolean {
  const expected = simulateProductTax(input.harga ?? 0, input.harga_nego ?? null, input.ppnTagItem ?? '');
  if (expected.isErr()) return false;
  return TAX_FIELDS.some((field) => input[field] !== undefined && input[field] !== expected.value[field]);
}

/** A request as the server's schema read it: the add fields, plus whichever update fields came along. */
export type SubmittedFields = ProductSubmission & Partial<Omit<ProductUpdate, keyof ProductSubmission>>;

function kindOfItemType(itemType: number): ProductKind {
  return itemType === ITEM_TYPE.book ? 'book' : itemType === ITEM_TYPE.service ? 'service' : 'goods';
}

const amount = (value: number | undefined): number | null => value ?? null;
/** A tier amount the form leaves empty travels as 0 (a book's JSON list) or not at all. */
const tierBack = (min: number | undefined, price: number | undefined) => ({
  min: min === undefined || min === 0 ? null : min,
  price: price === undefined || price === 0 ? null : price,
});

function zoneTiersBack(list: readonly WholesaleTier[] | undefined): DraftValues['wholesale'] {
  const at = (i: number) => tierBack(list?.[i]?.min, list?.[i]?.price);
  return list === undefined ? emptyTiers() : [at(0), at(1), at(2), at(3)];
}

function specBack(kind: ProductKind, input: SubmittedFields): DraftValues['spec'] {
  const text = (value: string | undefined) => value ?? '';
  const all: DraftValues['spec'] = {
    origin: text(input.produksi),
    producer: text(input.barang_produsen),
    condition: text(input.kondisi),
    warranty: text(input.garansi),
    processor: text(input.processor),
    memory: text(input.memory),
    harddisk: text(input.harddisk),
    cdDvd: text(input.cd_dvd ?? input.media_player),
    monitor: text(input.monitor),
    os: text(input.sistem_operasi),
    availability: text(input.availability),
  };
  const own = SPEC_KEYS_OF[kind];
  return Object.fromEntries(Object.entries(all).filter(([key]) => (own as readonly string[]).includes(key)));
}

/** Where a submission's photos sit among the values: a sent file, else nothing (an update keeps what is stored). */
function photosBack(input: SubmittedFields): Pick<ProductValues, 'mainPhoto' | 'extraPhotos'> {
  return {
    mainPhoto: input.filefotoutama ?? null,
    extraPhotos: [input.filefoto0 ?? null, input.filefoto1 ?? null, input.filefoto2 ?? null],
  };
}

export interface RequestValues {
  readonly kind: ProductKind;
  readonly values: ProductValues;
  readonly facts: Partial<UpdateFacts>;
}

/**
 * A request read back as the values its form held: what the server validates with the forms' own
 * rules and stores. The inverse of addProductFields/updateProductFields on everything the kind
 * carries; a service's fixed values come back as what the service form holds (no brand, stock or
 * size of its own).
 */
export function valuesOfRequest(input: SubmittedFields): RequestValues {
  const kind = kindOfItemType(input.item_type);
  const physical = kind !== 'service';
  const top = input.category_id;
  const deepest = input.KategoriSub !== undefined && input.KategoriSub > 0 ? input.KategoriSub : top;
  const tag = input.ppnTagItem === undefined ? null : parseVatTag(input.ppnTagItem);
  const zone = (price: number | undefined) => amount(price);
  const zoneTiers = zoneTiersBack;
  const values = emptyValues({
    name: input.produk,
    code: input.model ?? '',
    tags: input.produk_tag ?? '',
    seo: input.seo ?? '',
    brandId: physical && input.l_merk !== undefined ? String(input.l_merk) : '',
    categoryPath: top === 0 && deepest === 0 ? [] : top === deepest ? [top] : [top, deepest],
    categoryChanged: input.rubah_kategori === '1',
    description: input.description ?? input.deskripsi ?? '',
    price: amount(input.harga),
    priceNego: amount(input.harga_nego),
    ppnMode: input.ppn === 1 || input.ppn === 2 ? input.ppn : 0,
    // A tag that does not read stays as sent, for the rules to refuse.
    vatTag: tag ? formatVatTag(tag.id) : (input.ppnTagItem ?? ''),
    unitType: input.unit_type ?? '',
    zonePrices: [zone(input.harga1), zone(input.harga2), zone(input.harga3), zone(input.harga4), zone(input.harga5)],
    wholesale: [
      tierBack(input.minGrosir1, input.hargaGrosir1),
      tierBack(input.minGrosir2, input.hargaGrosir2),
      tierBack(input.minGrosir3, input.hargaGrosir3),
      tierBack(input.minGrosir4, input.hargaGrosir4),
    ],
    zoneWholesale: [
      zoneTiers(input.grosir_pricezone1),
      zoneTiers(input.grosir_pricezone2),
      zoneTiers(input.grosir_pricezone3),
      zoneTiers(input.grosir_pricezone4),
      zoneTiers(input.grosir_pricezone5),
    ],
    stock: physical ? amount(input.s_gudang) : null,
    weight: physical ? amount(input.berat) : null,
    length: physical ? amount(input.panjang) : null,
    width: physical ? amount(input.lebar) : null,
    height: physical ? amount(input.tinggi) : null,
    durationDays: kind === 'service' ? amount(input.lama_pengerjaan) : null,
    spec: specBack(kind, input),
    installedApplications: kind === 'goods' ? (input.aplikasi_terpasang ?? input.aplikasi_on ?? '') : '',
    status: input.d_status === 1 ? 1 : 0,
    skKelulusan: input.sk_kelulusan ?? '',
    isbn: input.isbn ?? '',
    ...photosBack(input),
  });
  return {
    kind,
    values,
    facts: {
      bookId: input.book_id,
      ...(input.product_id === undefined ? {} : { productId: input.product_id }),
      ...(input.kelas === undefined ? {} : { kelas: input.kelas }),
      ...(input.semester === undefined ? {} : { semester: input.semester }),
    },
  };
}
