import { TIERS, type Tier } from '../pricing';
import {
  canonicalChoice,
  DEFAULT_UNIT,
  GOODS_SPEC_OPTIONS,
  PRODUCT_DEFAULTS,
  SPEC_DEFAULTS,
  UNIT_OPTIONS,
  type Option,
  type ProductKind,
} from '../product/options';
import { emptyValues, tierPath, type ProductField, type ProductValues } from '../product/values';
import { formatVatTag, parseVatTag } from '../vatTag';
import { cellText, readDecimal, readId, readInteger, ruleInput, type CellValue, type NumberRead } from './cells';
import { columnLabel, columnOf, PRODUCT_TYPES, type ColumnKey, type ProductType } from './columns';
import type { ProductRow } from './rows';

/**
 * A template row as the values of the add form of its kind: the product map's step for the mass
 * upload. The pre-check runs the forms' validators on these values and the server creates the
 * products from them, so a cell is read one way everywhere: numbers by the forms' parsers (dots
 * group rupiah, a comma or a dot marks decimals), choices in any case, the Tag PPN by the one tag
 * parser ('12', 12 or '12:Jasa Pendidikan').
 */

/** The kind a 'Jenis' cell names. */
const KIND_OF_TYPE: Readonly<Record<ProductType, ProductKind>> = { Barang: 'goods', Jasa: 'service' };

/** Where a failing value of the forms' rules is reported: the column that holds it. */
export const COLUMN_OF_FIELD: Readonly<Partial<Record<ProductField, ColumnKey>>> = {
  name: 'nama_produk',
  code: 'kode_produk',
  mainPhoto: 'foto_utama',
  price: 'harga',
  priceNego: 'harga_nego',
  brandId: 'merek_id',
  categoryPath: 'kategori_id',
  stock: 'stok',
  weight: 'berat_kg',
  length: 'panjang_cm',
  width: 'lebar_cm',
  height: 'tinggi_cm',
  durationDays: 'lama_pengerjaan',
  vatTag: 'tag_ppn',
  ...Object.fromEntries(
    TIERS.flatMap((tier) => [
      [tierPath('wholesale', tier, 'min'), `grosir_min_${tier}`],
      [tierPath('wholesale', tier, 'price'), `grosir_harga_${tier}`],
    ]),
  ),
};

const ROW_MESSAGES = {
  notAllowed: (key: ColumnKey, value: string, choices: readonly string[]) =>
    `${columnLabel(key)} '${value}' tidak dikenal. Pilihan: ${choices.join(', ')}`,
  unreadable: (key: ColumnKey, message: string) => `${columnLabel(key)}: ${message}`,
} as const;

export interface RowValues {
  /** The kind 'Jenis' names; null when it names none. */
  readonly kind: ProductKind | null;
  readonly values: ProductValues;
  /** Cells that could not be read as their column's kind of value, with why. */
  readonly unread: ReadonlyMap<ColumnKey, string>;
}

/** The values of a Jasa or Barang row, with the cells that did not read. */
/** A file's products sell at the base price in every zone: the empty form's zone tiers, made once and only read. */
const NO_ZONE_WHOLESALE = emptyValues().zoneWholesale;
const NOTHING_UNREAD: ReadonlyMap<ColumnKey, string> = new Map();

export function valuesOfRow(row: ProductRow): RowValues {
  // Made for the few rows with a cell that does not read.
  let unread: Map<ColumnKey, string> | null = null;
  const cell = (key: ColumnKey): CellValue => row.cells[key] ?? null;
  const text = (key: ColumnKey) => cellText(cell(key));
  const number = (key: ColumnKey, read: NumberRead): number | null => {
    if (read.kind === 'invalid') (unread ??= new Map()).set(key, ROW_MESSAGES.unreadable(key, read.message));
    return ruleInput(read);
  };
  const integer = (key: ColumnKey) => number(key, readInteger(cell(key)));
  const decimal = (key: ColumnKey) => number(key, readDecimal(cell(key)));
  /** A choice in any case, written as its list writes it; empty is `fallback`. */
  const choice = <V extends string | number>(key: ColumnKey, options: readonly Option<V>[], fallback: V): V => {
    const typed = text(key);
    if (typed === '') return fallback;
    const found = canonicalChoice(options, typed);
    if (found === null)
      (unread ??= new Map()).set(
        key,
        ROW_MESSAGES.notAllowed(key, typed, columnOf(key).choices ?? options.map((o) => String(o.value))),
      );
    return found ?? fallback;
  };

  const typeText = text('jenis');
  const type = PRODUCT_TYPES.find((t) => t.toLowerCase() === typeText.toLowerCase()) ?? null;
  if (typeText !== '' && type === null)
    (unread ??= new Map()).set('jenis', ROW_MESSAGES.notAllowed('jenis', typeText, PRODUCT_TYPES));
  const kind = type === null ? null : KIND_OF_TYPE[type];
  const service = kind === 'service';

  const category = number('kategori_id', readId(cell('kategori_id')));
  const brand = service ? null : number('merek_id', readId(cell('merek_id')));
  const tagText = text('tag_ppn');
  const tag = parseVatTag(tagText);
  const tier = (t: Tier) => ({ min: integer(`grosir_min_${t}`), price: integer(`grosir_harga_${t}`) });
  const photo = (key: ColumnKey) => text(key) || null;
  const status = text('status');
  // Read (and reported when unknown) on every row; only goods keep them.
  const origin = choice('asal', GOODS_SPEC_OPTIONS.origin, SPEC_DEFAULTS.origin);
  const producer = choice('produsen', GOODS_SPEC_OPTIONS.producer, SPEC_DEFAULTS.producer);
  const availability = choice('ketersediaan', GOODS_SPEC_OPTIONS.availability, SPEC_DEFAULTS.availability);

  const values = emptyValues({
    name: text('nama_produk'),
    code: text('kode_produk'),
    brandId: brand === null ? '' : String(brand),
    categoryPath: category === null ? [] : [category],
    description: text('deskripsi'),
    price: integer('harga'),
    priceNego: integer('harga_nego'),
    unitType: choice('satuan', UNIT_OPTIONS, DEFAULT_UNIT),
    // The template has no Jenis PPN column: a file's products start where the add forms start.
    ppnMode: PRODUCT_DEFAULTS.ppnMode,
    // A tag that does not read stays as typed, for the rules to refuse in the words of the forms.
    vatTag: tag === null ? tagText : formatVatTag(tag.id),
    wholesale: [tier(1), tier(2), tier(3), tier(4)],
    zoneWholesale: NO_ZONE_WHOLESALE,
    stock: service ? null : integer('stok'),
    weight: service ? null : decimal('berat_kg'),
    length: service ? null : decimal('panjang_cm'),
    width: service ? null : decimal('lebar_cm'),
    height: service ? null : decimal('tinggi_cm'),
    durationDays: service ? integer('lama_pengerjaan') : null,
    spec: service
      ? {}
      : {
          origin,
          producer,
          condition: choice('kondisi', GOODS_SPEC_OPTIONS.condition, SPEC_DEFAULTS.condition),
          availability,
          warranty: text('garansi'),
        },
    status: status === '0' ? 0 : 1,
    mainPhoto: photo('foto_utama'),
    extraPhotos: service ? [photo('foto_2'), photo('foto_3'), photo('foto_4')] : [photo('foto_2'), photo('foto_3')],
  });
  return { kind, values, unread: unread ?? NOTHING_UNREAD };
}
