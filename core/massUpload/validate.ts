import { TIERS, type PerTier, type Tier, type WholesaleTierInput } from '../pricing';
import { parseVatTag } from '../product/options';
import {
  checkPhotoUrl,
  goodsSubmitValidator,
  serviceSubmitValidator,
  type GoodsField,
  type GoodsSubmitInput,
  type ServiceField,
  type ServiceSubmitInput,
} from '../product/rules';
import { checkTierSequence as checkTiersInSequence } from '../product/tiers';
import { asFailure, type Check } from '../validation';
import { cellText, readDecimal, readId, readInteger, ruleInput, type CellValue, type NumberRead } from './cells';
import type { CategoryIndex } from './categories';
import {
  COLUMN_KEYS,
  columnIndex,
  columnLabel,
  columnOf,
  PRODUCT_TYPES,
  type ColumnKey,
  type ProductType,
} from './columns';
import type { ProductRow, UploadError } from './rows';

/**
 * The rules of one product row: the single-product form rules of core/product/rules (called,
 * never restated) plus the per-cell rules of mass-upload-template.md. Plain values in, one error
 * per offending cell out, in column order. Never throws on any cell content.
 */

const MAX_NAME_LENGTH = 255;
const MAX_SKU_LENGTH = 64;

/** Form fields of the core validators and the template columns they land on. */
const FORM_FIELD_COLUMN: Record<GoodsField | ServiceField, ColumnKey> = {
  mainPhoto: 'foto_utama',
  price: 'harga',
  priceNego: 'harga_nego',
  grosirMin1: 'grosir_min_1',
  grosirPrice1: 'grosir_harga_1',
  grosirMin2: 'grosir_min_2',
  grosirPrice2: 'grosir_harga_2',
  grosirMin3: 'grosir_min_3',
  grosirPrice3: 'grosir_harga_3',
  grosirMin4: 'grosir_min_4',
  grosirPrice4: 'grosir_harga_4',
  weight: 'berat_kg',
  stock: 'stok',
  length: 'panjang_cm',
  width: 'lebar_cm',
  height: 'tinggi_cm',
  brand: 'merek_id',
  duration: 'lama_pengerjaan',
};

/** The wholesale checks of the goods form apply to a service's tiers too (the template has one set of tier columns). */
const tierChecks = goodsSubmitValidator.checks.filter((check) => check.field.startsWith('grosir'));
const serviceChecks: readonly Check<ServiceSubmitInput & GoodsSubmitInput, GoodsField | ServiceField>[] = [
  ...serviceSubmitValidator.checks,
  ...tierChecks,
];

const minColumn = (tier: Tier): ColumnKey => `grosir_min_${tier}`;
const priceColumn = (tier: Tier): ColumnKey => `grosir_harga_${tier}`;

const MASS_MESSAGES = {
  required: (key: ColumnKey) => `${columnLabel(key)} wajib diisi`,
  tooLong: (key: ColumnKey, max: number) => `${columnLabel(key)} maksimal ${max} karakter`,
  notAllowed: (key: ColumnKey, value: string, choices: readonly string[]) =>
    `${columnLabel(key)} '${value}' tidak dikenal. Pilihan: ${choices.join(', ')}`,
  duplicateSku: (sku: string, firstRow: number) => `Kode Produk (SKU) '${sku}' sudah dipakai di baris ${firstRow}`,
  categoryUnknown: (id: number) => `ID Kategori ${id} tidak ada di pohon kategori`,
  categoryBook: (id: number) => `ID Kategori ${id} termasuk kategori buku (22/23); buku tidak bisa diupload massal`,
  categoryOtherTree: (id: number, tree: ProductType, type: ProductType) =>
    `ID Kategori ${id} adalah kategori ${tree}, tidak bisa dipakai untuk ${type}`,
  categoryNotLeaf: (id: number, title: string, leaves: readonly number[]) =>
    `ID Kategori ${id} (${title}) masih punya sub-kategori; pakai ID kategori terdalam: ${leaves.slice(0, 8).join(', ')}${leaves.length > 8 ? ', …' : ''}`,
  vatTag: 'Tag PPN harus angka 0 sampai 26 (0 = Dikenakan PPN)',
  status: 'Status harus 1 (Aktif) atau 0 (Tidak Aktif)',
  goodsFourthPhoto: 'URL Foto 4 hanya untuk Jasa; Barang punya 2 foto tambahan (URL Foto 2 dan URL Foto 3)',
} as const;

/** What the validator remembers between rows of one file: the first row of each product code. */
export interface RowContext {
  readonly categories: CategoryIndex;
  readonly skuRows: Map<string, number>;
}

export function rowContext(categories: CategoryIndex): RowContext {
  return { categories, skuRows: new Map() };
}

/** Collects at most one message per cell: the first rule that fails on it. */
class CellErrors {
  private readonly messages = new Map<ColumnKey, string>();

  add(key: ColumnKey, message: string | null): void {
    if (message !== null && !this.messages.has(key)) this.messages.set(key, message);
  }

  has(key: ColumnKey): boolean {
    return this.messages.has(key);
  }

  list(row: ProductRow): UploadError[] {
    if (this.messages.size === 0) return [];
    return [...this.messages]
      .sort(([a], [b]) => columnIndex(a) - columnIndex(b))
      .map(([field, message]) => ({ row: row.row, field, value: row.cells[field] ?? null, message }));
  }
}

function choiceOf(key: ColumnKey, value: CellValue, errors: CellErrors): string | null {
  const text = cellText(value);
  if (text === '') return null;
  const choices = columnOf(key).choices ?? [];
  if (choices.includes(text)) return text;
  errors.add(key, MASS_MESSAGES.notAllowed(key, text, choices));
  return null;
}

function numberOf(key: ColumnKey, read: NumberRead, errors: CellErrors): number | null {
  if (read.kind === 'invalid') errors.add(key, `${columnLabel(key)}: ${read.message}`);
  return ruleInput(read);
}

function checkText(row: ProductRow, key: ColumnKey, required: boolean, max: number, errors: CellErrors): string {
  const text = cellText(row.cells[key] ?? null);
  if (required && text === '') errors.add(key, MASS_MESSAGES.required(key));
  else if (text.length > max) errors.add(key, MASS_MESSAGES.tooLong(key, max));
  return text;
}

function checkSku(row: ProductRow, context: RowContext, errors: CellErrors): void {
  const sku = checkText(row, 'kode_produk', false, MAX_SKU_LENGTH, errors);
  if (sku === '' || errors.has('kode_produk')) return;
  const first = context.skuRows.get(sku);
  if (first === undefined) context.skuRows.set(sku, row.row);
  else if (first !== row.row) errors.add('kode_produk', MASS_MESSAGES.duplicateSku(sku, first));
}

function checkCategory(row: ProductRow, type: ProductType | null, context: RowContext, errors: CellErrors): void {
  const read = readId(row.cells.kategori_id ?? null);
  if (read.kind === 'empty') return errors.add('kategori_id', MASS_MESSAGES.required('kategori_id'));
  const id = numberOf('kategori_id', read, errors);
  if (id === null) return;
  const place = context.categories.get(id);
  if (place === undefined) return errors.add('kategori_id', MASS_MESSAGES.categoryUnknown(id));
  if (place.book) return errors.add('kategori_id', MASS_MESSAGES.categoryBook(id));
  if (type !== null && place.tree !== type)
    return errors.add('kategori_id', MASS_MESSAGES.categoryOtherTree(id, place.tree, type));
  if (!place.leaf) errors.add('kategori_id', MASS_MESSAGES.categoryNotLeaf(id, place.title, place.leavesBelow));
}

function readTiers(row: ProductRow, errors: CellErrors): PerTier<WholesaleTierInput> {
  const tier = (t: Tier): WholesaleTierInput => ({
    min: numberOf(minColumn(t), readInteger(row.cells[minColumn(t)] ?? null), errors),
    price: numberOf(priceColumn(t), readInteger(row.cells[priceColumn(t)] ?? null), errors),
  });
  return [tier(1), tier(2), tier(3), tier(4)];
}

/** The tier sequence rules of core (price floor, completeness, order, rising minimums, falling prices). */
function checkTierSequence(tiers: PerTier<WholesaleTierInput>, errors: CellErrors): void {
  checkTiersInSequence(tiers).forEach((failures, index) => {
    const tier = TIERS[index] ?? 1;
    errors.add(priceColumn(tier), failures.price?.message ?? null);
    errors.add(minColumn(tier), failures.min?.message ?? null);
  });
}

function runFormChecks<F>(checks: readonly Check<F, GoodsField | ServiceField>[], form: F, errors: CellErrors): void {
  for (const check of checks) {
    const column = FORM_FIELD_COLUMN[check.field];
    // A cell whose text could not be read already carries its message; the form rule would only add noise.
    if (errors.has(column)) continue;
    errors.add(column, asFailure(check.test(form))?.message ?? null);
  }
}

const PHOTO_COLUMNS = ['foto_utama', 'foto_2', 'foto_3', 'foto_4'] as const;
const SPEC_COLUMNS = ['asal', 'produsen', 'ketersediaan'] as const;
/** Without a known type only the rules shared by both forms can run. */
const sharedChecks = goodsSubmitValidator.checks.filter(
  (c) => ['mainPhoto', 'price', 'priceNego'].includes(c.field) || c.field.startsWith('grosir'),
);

function checkPhotos(row: ProductRow, type: ProductType | null, errors: CellErrors): void {
  for (const key of PHOTO_COLUMNS) {
    const text = cellText(row.cells[key] ?? null);
    if (key === 'foto_4' && type === 'Barang' && text !== '') errors.add(key, MASS_MESSAGES.goodsFourthPhoto);
    else errors.add(key, asFailure(checkPhotoUrl(text))?.message ?? null);
  }
}

/** Validates one row; `context` carries the product codes seen in earlier rows of the same file. */
// A module function rather than a closure made for every row: `split` runs validateRow on every row of a catalogue.
const cellOf = (row: ProductRow, key: ColumnKey): CellValue => row.cells[key] ?? null;

export function validateRow(row: ProductRow, context: RowContext): UploadError[] {
  const errors = new CellErrors();

  checkText(row, 'nama_produk', true, MAX_NAME_LENGTH, errors);
  const typeText = cellText(cellOf(row, 'jenis'));
  if (typeText === '') errors.add('jenis', MASS_MESSAGES.required('jenis'));
  const chosen = choiceOf('jenis', cellOf(row, 'jenis'), errors);
  const type = PRODUCT_TYPES.find((t) => t === chosen) ?? null;

  checkSku(row, context, errors);
  checkCategory(row, type, context, errors);
  checkText(row, 'deskripsi', true, Number.POSITIVE_INFINITY, errors);

  const price = numberOf('harga', readInteger(cellOf(row, 'harga')), errors);
  const priceNego = numberOf('harga_nego', readInteger(cellOf(row, 'harga_nego')), errors);
  choiceOf('satuan', cellOf(row, 'satuan'), errors);
  if (cellText(cellOf(row, 'tag_ppn')) === '') errors.add('tag_ppn', MASS_MESSAGES.required('tag_ppn'));
  else if (parseVatTag(cellText(cellOf(row, 'tag_ppn'))) === null) errors.add('tag_ppn', MASS_MESSAGES.vatTag);
  const wholesale = readTiers(row, errors);
  for (const key of SPEC_COLUMNS) choiceOf(key, cellOf(row, key), errors);
  const statusText = cellText(cellOf(row, 'status'));
  if (statusText === '') errors.add('status', MASS_MESSAGES.required('status'));
  else if (statusText !== '1' && statusText !== '0') errors.add('status', MASS_MESSAGES.status);

  const mainPhoto = cellText(cellOf(row, 'foto_utama'));
  const common = { mainPhoto: mainPhoto === '' ? null : mainPhoto, price, priceNego, wholesale };

  if (type === 'Barang') {
    choiceOf('kondisi', cellOf(row, 'kondisi'), errors);
    const brand = readId(cellOf(row, 'merek_id'));
    const form: GoodsSubmitInput = {
      ...common,
      stock: numberOf('stok', readInteger(cellOf(row, 'stok')), errors),
      weight: numberOf('berat_kg', readDecimal(cellOf(row, 'berat_kg')), errors),
      length: numberOf('panjang_cm', readDecimal(cellOf(row, 'panjang_cm')), errors),
      width: numberOf('lebar_cm', readDecimal(cellOf(row, 'lebar_cm')), errors),
      height: numberOf('tinggi_cm', readDecimal(cellOf(row, 'tinggi_cm')), errors),
      brandId: numberOf('merek_id', brand, errors),
    };
    runFormChecks(goodsSubmitValidator.checks, form, errors);
  } else if (type === 'Jasa') {
    const form: ServiceSubmitInput & GoodsSubmitInput = {
      ...common,
      durationDays: numberOf('lama_pengerjaan', readInteger(cellOf(row, 'lama_pengerjaan')), errors),
      // The fixed values every service carries (the product submission fields); the goods-only checks are not run on them.
      stock: null,
      weight: null,
      length: null,
      width: null,
      height: null,
      brandId: 1,
    };
    runFormChecks(serviceChecks, form, errors);
  } else {
    runFormChecks(
      sharedChecks,
      { ...common, stock: null, weight: null, length: null, width: null, height: null, brandId: null },
      errors,
    );
  }
  checkTierSequence(wholesale, errors);
  checkPhotos(row, type, errors);
  return errors.list(row);
}

/** A row none of whose cells holds anything is skipped (mass-upload-template.md). */
export function isEmptyRow(row: ProductRow): boolean {
  return COLUMN_KEYS.every((key) => cellText(row.cells[key] ?? null) === '');
}

/** Validates rows of one file in order, skipping empty rows. */
export function validateRows(rows: readonly ProductRow[], categories: CategoryIndex): UploadError[] {
  const context = rowContext(categories);
  return rows.filter((row) => !isEmptyRow(row)).flatMap((row) => validateRow(row, context));
}
