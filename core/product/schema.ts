import { z } from 'zod';
import { listData } from '../api/envelope';
import { countField, decimalWireField, optionalField, rupiahField } from '../api/fields';
import { flatCategorySchema } from '../category/schema';
import { publisherOptionSchema } from '../catalogue/schema';
import { packetLineSchema } from '../packet/schema';

/** item_type of a book; core/product/options.ts holds the full list. */
const BOOK_ITEM_TYPE = 1;

const rupiah = z.number().int().nonnegative();

/** One row of the product list. */
export const productRowSchema = z.object({
  id: z.number().int(),
  no: z.number().int(),
  name: z.string(),
  image: z.string(),
  slug: z.string(),
  model: z.string().nullable(),
  price: rupiah,
  priceZone1: rupiah.nullable(),
  priceZone2: rupiah.nullable(),
  priceZone3: rupiah.nullable(),
  priceZone4: rupiah.nullable(),
  priceZone5: rupiah.nullable(),
  ppnType: z.string(),
  stock: z.string(),
  category: z.string(),
  brandName: z.string(),
  isActive: z.boolean(),
  isBlocked: z.boolean(),
  isWaitingConfirm: z.boolean(),
  /** The layout the product was created with; 3 with stock 100000000 is a service. */
  isLayout: z.number().int(),
  badges: z.array(z.string()),
});
export type ProductRow = z.infer<typeof productRowSchema>;

/** data of GET seller/product: items, column, filters[0..3] (search type, category, status, old category). */
export const productListDataSchema = listData(productRowSchema);
export type ProductListData = z.infer<typeof productListDataSchema>;

/** An option of a select in the detail answer, with the product's current choice marked. */
const selectOptionSchema = z.object({
  name: z.string(),
  value: z.union([z.string(), z.number()]),
  isSelected: z.boolean(),
});
export type SelectOption = z.infer<typeof selectOptionSchema>;
const options = z.array(selectOptionSchema);

/** A wholesale tier: from `min` pieces the unit price is `price`; {0, 0} is an unused tier. */
export const wholesaleTierSchema = z.object({ min: z.number().int().nonnegative(), price: rupiah });
export type WholesaleTier = z.infer<typeof wholesaleTierSchema>;

/** One level of the product's category chain (top first, up to three). */
const categoryLevelSchema = z.object({ name: z.string(), value: z.number().int() });

/** Detail of one product. */
export const productDetailSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  layout: z.number().int(),
  itemType: z.number().int(),
  isActive: z.boolean(),
  isLayoutBook: z.boolean(),
  isLayoutService: z.boolean(),
  isWaitingConfirm: z.boolean(),
  isBlocked: z.boolean(),
  sectionProductInformation: z.object({
    name: z.string(),
    /**
     * The stored Tag Produk, comma-separated. Not in the specification's list, but the update form sends
     * produk_tag: without it an untouched save would erase the tags.
     */
    tags: z.string(),
    skKelulusan: z.string(),
    sku: z.string(),
    isbn: z.string(),
    bookId: z.number().int().nullable(),
    kelas: z.string(),
    semester: z.string(),
    manufacturer: options,
    description: z.string(),
    workDuration: z.number().int().nullable(),
    categoryId: z.number().int(),
    categoryChildren: z.array(categoryLevelSchema).max(3),
  }),
  sectionPriceInformation: z.object({
    price: rupiah,
    priceNego: rupiah.nullable(),
    stock: z.number().int(),
    ppn: options,
    ppnTag: z.object({ selectedPpnTag: z.string(), options: z.array(z.string()) }),
    /** Books: the five zone prices with the catalogue maximum of each zone. */
    priceZone: z.array(z.object({ zone: z.number().int(), price: rupiah, maxPrice: rupiah.nullable() })),
    /** Non-book wholesale tiers. */
    priceGrosir: z.array(wholesaleTierSchema),
    /** Book wholesale tiers, four per zone. */
    priceGrosirZone: z.array(z.object({ zone: z.number().int(), tiers: z.array(wholesaleTierSchema) })),
    unitType: options,
  }),
  sectionMediaInformation: z.object({
    imagePrimary: z.string(),
    imageOther: z.array(z.object({ image: z.string() })),
  }),
  sectionSpecInformation: z.object({
    pages: z.number().int().nullable(),
    weight: z.number().nonnegative(),
    stock: z.number().int(),
    dimension: z.object({
      long: z.number().nonnegative(),
      wide: z.number().nonnegative(),
      high: z.number().nonnegative(),
    }),
    origin: options,
    producer: options,
    contentPaper: options,
    coverPaper: options,
    fillColor: options,
    coverColor: options,
    condition: options,
    status: options,
    finishing: options,
    binding: options,
    processor: options,
    memory: options,
    harddisk: options,
    warranty: options,
    cdDvd: options,
    monitor: options,
    os: options,
    availability: options,
    installedApplication: z.string(),
  }),
  packet: z.array(packetLineSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** Reference lists of the product forms (detailproduk). */
export const productFormReferenceSchema = z.object({
  listpenerbit: z.array(publisherOptionSchema),
  /** 'number:text', 0 = 'Dikenakan PPN', 1..26 exemptions. */
  listppntag: z.array(z.string().regex(/^\d{1,2}:.+/)),
  listcat: z.array(flatCategorySchema),
});
export type ProductFormReference = z.infer<typeof productFormReferenceSchema>;

/** One cell report of a mass upload. */
const massUploadCellSchema = z.object({
  field: z.string(),
  value: z.union([z.string(), z.number(), z.null()]),
  error: z.string().nullable(),
});
export const massUploadResultSchema = z.object({
  status: z.string(),
  message: z.string(),
  arrayFailed: z.array(z.number().int()),
  countError: z.number().int().nonnegative(),
  dataRow: z.array(z.object({ row: z.number().int(), cells: z.array(massUploadCellSchema) })),
});
export type MassUploadResult = z.infer<typeof massUploadResultSchema>;

// ---- Product submission: multipart form fields, exact names ----

// Amounts and counts through core's parsers: '0x10', '1e9' or 9007199254740991 are refused, not read.
const money = rupiahField;
const count = countField;
const measure = decimalWireField;
const text = z.string();
const image = z.instanceof(Blob);

/** A JSON list of up to four {min, price} tiers, sent as text; an empty field is no tiers. */
const wholesaleTiersText = z
  .string()
  .transform((value, ctx): unknown => {
    if (value.trim() === '') return [];
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.issues.push({ code: 'custom', message: 'Daftar harga grosir bukan JSON yang valid', input: value });
      return z.NEVER;
    }
  })
  .pipe(z.array(z.object({ min: countField, price: rupiahField })).max(4));

/** Every field of the add forms; the three forms send different subsets, so most are optional. */
const productSubmissionShape = {
  produk: z.string().trim().min(1),
  produk_tag: text.optional(),
  /** 1 book, 3 non-book and service. */
  layout: z.coerce
    .number<number>()
    .int()
    .pipe(z.union([z.literal(1), z.literal(3)])),
  jenis_pkp: text.optional(),
  model: text.optional(),
  seo: text.optional(),
  l_merk: optionalField(count),
  category_id: count,
  /** The deepest selected category, when the picker went deeper than category_id. */
  KategoriSub: optionalField(count),
  description: text.optional(),
  harga: optionalField(money),
  unit_type: text.optional(),
  harga_nego: optionalField(money),
  /** 0 Non PPN, 1 Include PPN, 2 Exclude PPN. */
  ppn: z.coerce.number<number>().int().min(0).max(2).optional(),
  harga1: optionalField(money),
  harga2: optionalField(money),
  harga3: optionalField(money),
  harga4: optionalField(money),
  harga5: optionalField(money),
  grosir_pricezone1: wholesaleTiersText.optional(),
  grosir_pricezone2: wholesaleTiersText.optional(),
  grosir_pricezone3: wholesaleTiersText.optional(),
  grosir_pricezone4: wholesaleTiersText.optional(),
  grosir_pricezone5: wholesaleTiersText.optional(),
  minGrosir1: optionalField(count),
  minGrosir2: optionalField(count),
  minGrosir3: optionalField(count),
  minGrosir4: optionalField(count),
  hargaGrosir1: optionalField(money),
  hargaGrosir2: optionalField(money),
  hargaGrosir3: optionalField(money),
  hargaGrosir4: optionalField(money),
  produksi: text.optional(),
  barang_produsen: text.optional(),
  kondisi: text.optional(),
  s_gudang: optionalField(count),
  garansi: text.optional(),
  berat: optionalField(measure),
  panjang: optionalField(measure),
  lebar: optionalField(measure),
  tinggi: optionalField(measure),
  d_status: z.coerce.number<number>().int().min(0).max(1).optional(),
  book_id: optionalField(count),
  item_type: z.coerce
    .number<number>()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])),
  mall_id: z.coerce.number<number>().int().positive(),
  lama_pengerjaan: optionalField(count),
  dpp_price: optionalField(money),
  dpp_nilai_lain: optionalField(money),
  ppn_price: optionalField(money),
  pph_price: optionalField(money),
  dana_terima: z.coerce.number<number>().int().optional(),
  dpp_price_nego: optionalField(money),
  dpp_nilai_lain_nego: optionalField(money),
  ppn_price_nego: optionalField(money),
  pph_price_nego: optionalField(money),
  dana_terima_nego: z.coerce.number<number>().int().optional(),
  ppnTagItem: text.optional(),
  processor: text.optional(),
  memory: text.optional(),
  harddisk: text.optional(),
  media_player: text.optional(),
  monitor: text.optional(),
  availability: text.optional(),
  aplikasi_on: text.optional(),
  /**
   * A name of the update form that the goods add form sends too: its operating
   * system choice has no add name of its own and would be lost.
   */
  sistem_operasi: text.optional(),
  filefotoutama: image.optional(),
  filefoto0: image.optional(),
  filefoto1: image.optional(),
  filefoto2: image.optional(),
};

/** Fields the edit form adds. */
const productUpdateExtraShape = {
  product_id: z.coerce.number<number>().int().positive(),
  id_produk: text.optional(),
  sk_kelulusan: text.optional(),
  isbn: text.optional(),
  kelas: text.optional(),
  semester: text.optional(),
  deskripsi: text.optional(),
  cd_dvd: text.optional(),
  aplikasi_terpasang: text.optional(),
  rubah_gambar: text.optional(),
  rubah_kategori: text.optional(),
};

interface PriceFields {
  item_type: number;
  harga?: number | undefined;
  harga1?: number | undefined;
  harga2?: number | undefined;
  harga3?: number | undefined;
  harga4?: number | undefined;
  harga5?: number | undefined;
}

/** Books are priced per zone (harga1..5), everything else by harga. */
function requirePrices(value: PriceFields, ctx: z.core.$RefinementCtx<PriceFields>): void {
  const needed =
    value.item_type === BOOK_ITEM_TYPE
      ? (['harga1', 'harga2', 'harga3', 'harga4', 'harga5'] as const)
      : (['harga'] as const);
  for (const key of needed) {
    if (value[key] === undefined)
      ctx.addIssue({ code: 'custom', path: [key], message: `${key} wajib diisi`, input: value });
  }
}

export const productSubmissionSchema = z.object(productSubmissionShape).superRefine(requirePrices);
export type ProductSubmission = z.output<typeof productSubmissionSchema>;

export const productUpdateSchema = z
  .object({ ...productSubmissionShape, ...productUpdateExtraShape })
  .superRefine(requirePrices);
export type ProductUpdate = z.output<typeof productUpdateSchema>;

export const productSubmissionFields: readonly string[] = Object.keys(productSubmissionShape);
export const productUpdateFields: readonly string[] = [
  ...productSubmissionFields,
  ...Object.keys(productUpdateExtraShape),
];

/** The camel-cased names the test-check call sends, plus its two own fields. */
export const productCheckFields = [
  'produk',
  'produkTag',
  'layout',
  'jenisPkp',
  'model',
  'seo',
  'lMerk',
  'categoryId',
  'kategoriSub',
  'description',
  'harga',
  'unitType',
  'hargaNego',
  'ppn',
  'harga1',
  'harga2',
  'harga3',
  'harga4',
  'harga5',
  'grosirPricezone1',
  'grosirPricezone2',
  'grosirPricezone3',
  'grosirPricezone4',
  'grosirPricezone5',
  'minGrosir1',
  'minGrosir2',
  'minGrosir3',
  'minGrosir4',
  'hargaGrosir1',
  'hargaGrosir2',
  'hargaGrosir3',
  'hargaGrosir4',
  'produksi',
  'barangProdusen',
  'kondisi',
  'sGudang',
  'garansi',
  'berat',
  'panjang',
  'lebar',
  'tinggi',
  'dStatus',
  'bookId',
  'itemType',
  'mallId',
  'lamaPengerjaan',
  'dppPrice',
  'dppNilaiLain',
  'ppnPrice',
  'pphPrice',
  'danaTerima',
  'dppPriceNego',
  'dppNilaiLainNego',
  'ppnPriceNego',
  'pphPriceNego',
  'danaTerimaNego',
  'ppnTagItem',
  'processor',
  'memory',
  'harddisk',
  'mediaPlayer',
  'monitor',
  'availability',
  'aplikasiOn',
  'productId',
  'idProduk',
  'skKelulusan',
  'isbn',
  'kelas',
  'semester',
  'deskripsi',
  'cdDvd',
  'sistemOperasi',
  'aplikasiTerpasang',
  'rubahGambar',
  'rubahKategori',
  'productDescription',
  'hargaNormal',
] as const;
export type ProductCheckField = (typeof productCheckFields)[number];

const checkValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(wholesaleTierSchema)]).optional();
export const productCheckSchema = z.object(
  Object.fromEntries(productCheckFields.map((field) => [field, checkValue])) as Record<
    ProductCheckField,
    typeof checkValue
  >,
);
