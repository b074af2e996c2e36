import { PPN_MODE } from '../pricing';
import { formatVatTag, TAXED_VAT_TAG, VAT_TAG_TEXTS } from '../vatTag';

/** Fixed option lists of the product forms. */

export interface Option<V extends string | number = string> {
  readonly value: V;
  readonly label: string;
}

function same<const V extends string>(values: readonly V[]): Option<V>[] {
  return values.map((value) => ({ value, label: value }));
}

/** Layouts of the add-product chooser (DESIGN.md "Decisions"). */
export const LAYOUT = { book: 1, goods: 3, service: 4, massUpload: 5, preCatalogue: 6 } as const;
type LayoutName = keyof typeof LAYOUT;

/** How the chooser names each layout ('Barang', 'Jasa', 'Upload Masal', 'Pra Katalog'). */
export const LAYOUT_LABELS: Readonly<Record<LayoutName, string>> = {
  book: 'Buku',
  goods: 'Barang',
  service: 'Jasa',
  massUpload: 'Upload Masal',
  preCatalogue: 'Pra Katalog',
};

/** The chooser's radio list, in layout order. */
export const LAYOUT_OPTIONS: readonly Option<number>[] = (Object.keys(LAYOUT) as LayoutName[]).map((name) => ({
  value: LAYOUT[name],
  label: LAYOUT_LABELS[name],
}));

/** item_type of the submission: 1 book, 2 non-book, 3 service. */
export const ITEM_TYPE = { book: 1, goods: 2, service: 3 } as const;
export type ProductKind = keyof typeof ITEM_TYPE;

// ---- units ----

/** Unit options; 'Gross' carries the value of 'Kodi' as the service form does. */
export const UNIT_OPTIONS: readonly Option[] = [
  ...same(['Centimeter', 'Gram', 'Inch', 'Kilogram', 'Kilometer', 'Liter', 'Milligram', 'Milliliter', 'Meter']),
  ...same(['Meter Kubik', 'Lusin', 'Kodi']),
  { value: 'Kodi', label: 'Gross' },
  ...same(['Rim', 'Box', 'Pcs', 'Roll', 'Set', 'Unit', 'Eksemplar']),
];
export const DEFAULT_UNIT = 'Eksemplar';
/** unit_type sent for books (the specification's "unit type pcs for books"). */
export const BOOK_UNIT_TYPE = 'pcs';

export function isUnitOption(value: string): boolean {
  return UNIT_OPTIONS.some((option) => option.value === value);
}

/**
 * The option a typed choice names, whatever its case and surrounding spaces ('pcs', ' READY
 * STOCK'): its value as the list writes it; null when it names none. A label names its option too
 * ('Gross' is Kodi).
 */
export function canonicalChoice<V extends string | number>(options: readonly Option<V>[], typed: string): V | null {
  const wanted = typed.trim().toLowerCase();
  if (wanted === '') return null;
  return choiceNames(options).get(wanted) ?? null;
}

/** Each list's names in lower case, made once: a file's every row names a choice of several lists. */
const CHOICE_NAMES = new WeakMap<readonly Option<string | number>[], ReadonlyMap<string, string | number>>();

/** What each name of a list names: a value before a label, the first option before a later one. */
function choiceNames<V extends string | number>(options: readonly Option<V>[]): ReadonlyMap<string, V> {
  const known = CHOICE_NAMES.get(options) as ReadonlyMap<string, V> | undefined;
  if (known !== undefined) return known;
  const names = new Map<string, V>();
  for (const option of options) {
    const value = String(option.value).toLowerCase();
    if (!names.has(value)) names.set(value, option.value);
  }
  for (const option of options) {
    const label = option.label.toLowerCase();
    if (!names.has(label)) names.set(label, option.value);
  }
  CHOICE_NAMES.set(options, names);
  return names;
}

// ---- VAT tags ----

export { formatVatTag, isTaxedVatTag, parseVatTag, VAT_TAG_TEXTS } from '../vatTag';

export const VAT_TAG_OPTIONS: readonly Option[] = VAT_TAG_TEXTS.map((text, id) => ({
  value: `${id}:${text}`,
  label: text,
}));

/** The tag a new product starts at: taxed. */
export const NEW_PRODUCT_VAT_TAG = formatVatTag(TAXED_VAT_TAG);
/** The tag a catalogue book starts at: the exemption of textbooks and religious books (8). */
export const NEW_BOOK_VAT_TAG = formatVatTag(8);

// ---- specification options ----

export const BOOK_SPEC_OPTIONS = {
  origin: same(['Dalam Negri', 'Luar Negri']),
  producer: same(['UMKM', 'Non UMKM']),
  contentPaper: same(['HVS 70', 'HVS 80', 'HVS 100']),
  coverPaper: same(['Art Carton 210', 'HVS 70', 'HVS 80', 'HVS 100']),
  fillColor: same(['Full Color', 'Black White']),
  coverColor: same(['Full Color', 'Black White']),
  status: [
    { value: 1, label: 'Aktif' },
    { value: 0, label: 'Tidak Aktif' },
  ] satisfies Option<number>[],
  finishing: same(['UV varnish', 'Laminating', 'Hard Cover', 'Emboss']),
  binding: same(['Perfect Binding', 'Spiral', 'Jahit Benang']),
} as const;

export const GOODS_SPEC_OPTIONS = {
  origin: same(['Dalam Negeri', 'Luar Negeri']),
  producer: same(['UMKM', 'Non UMKM']),
  condition: same(['Baru', 'Bekas']),
  processor: same(['i3', 'i5', 'i7']),
  memory: same(['4GB', '8GB', '16GB']),
  harddisk: same(['HDD 500GB', 'HDD1TB']),
  cdDvd: same(['DVD', 'CD']),
  warranty: same(['GaransiToko']),
  monitor: Array.from({ length: 12 }, (_, i) => ({ value: String(10 + i), label: `${10 + i}` })),
  os: same(['DOS', 'Windows', 'Linux', 'Macos', 'Android']),
  status: [
    { value: 1, label: 'Aktif' },
    { value: 0, label: 'Tidak Aktif' },
  ] satisfies Option<number>[],
  availability: same(['Ready Stock', 'PreOrder']),
} as const;

/** Service active status. */
export const SERVICE_STATUS_OPTIONS: readonly Option<number>[] = [
  { value: 1, label: 'Enable' },
  { value: 0, label: 'Disable' },
];

/** Form defaults. */
export const PRODUCT_DEFAULTS = {
  weightKg: 0.2,
  dimensionCm: 0,
  unit: DEFAULT_UNIT,
  brandId: 501,
  packetQuantity: 1,
  /** Jenis PPN of a new product: the add forms start at 'Include PPN', and a mass upload creates the same. */
  ppnMode: PPN_MODE.includePpn,
} as const;

/** Values every service submission carries whatever is typed. */
export const SERVICE_FIXED_VALUES = {
  l_merk: 1,
  kondisi: 'Baru',
  s_gudang: 100_000_000,
  berat: 0,
  panjang: 0,
  lebar: 0,
  tinggi: 0,
  d_status: 0,
} as const;

/** The stock a service carries; the list shows it as 'Jasa'. */
const SERVICE_STOCK_MARKER = SERVICE_FIXED_VALUES.s_gudang;

/**
 * A service's name is always prefixed 'Jasa '; an existing prefix is kept, so the
 * stored name maps to itself ('Jasa' alone is the prefix alone, which the name rule refuses).
 */
export function serviceName(name: string): string {
  const trimmed = name.trim();
  return /^jasa(?:\s|$)/i.test(trimmed) ? trimmed : `Jasa ${trimmed}`;
}

/** The stock cell of the product list. */
export function stockLabel(stock: number | string, isLayout: number): string {
  return Number(stock) === SERVICE_STOCK_MARKER && isLayout === 3 ? 'Jasa' : String(stock);
}

/** 'Paket' badge of the product list. */
export function isPackage(badges: readonly string[]): boolean {
  return badges.includes('package');
}

/** Model cell of the product list: 'None' when empty. */
export function modelLabel(model: string | null | undefined): string {
  return model === null || model === undefined || model.trim() === '' ? 'None' : model;
}

/** Photo slots: one main plus two extra for goods and books, three extra for a service. */
export function extraPhotoSlots(kind: ProductKind): number {
  return kind === 'service' ? 3 : 2;
}
export const PHOTO_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

function optionAt<V extends string | number>(options: readonly Option<V>[], index: number): V {
  const option = options[index];
  if (!option) throw new RangeError(`no option ${index}`);
  return option.value;
}

/** What a stored product holds when a submission left a specification out (one option of each list). */
export const SPEC_DEFAULTS = {
  contentPaper: optionAt(BOOK_SPEC_OPTIONS.contentPaper, 0),
  coverPaper: optionAt(BOOK_SPEC_OPTIONS.coverPaper, 0),
  fillColor: optionAt(BOOK_SPEC_OPTIONS.fillColor, 0),
  coverColor: optionAt(BOOK_SPEC_OPTIONS.coverColor, 0),
  finishing: optionAt(BOOK_SPEC_OPTIONS.finishing, 1),
  binding: optionAt(BOOK_SPEC_OPTIONS.binding, 0),
  availability: optionAt(GOODS_SPEC_OPTIONS.availability, 0),
  origin: optionAt(GOODS_SPEC_OPTIONS.origin, 0),
  producer: optionAt(GOODS_SPEC_OPTIONS.producer, 1),
  condition: optionAt(GOODS_SPEC_OPTIONS.condition, 0),
  /** A catalogue book's origin and producer as the book form starts them (the book list spells 'Negri'). */
  bookOrigin: optionAt(BOOK_SPEC_OPTIONS.origin, 0),
  bookProducer: optionAt(BOOK_SPEC_OPTIONS.producer, 1),
} as const;
