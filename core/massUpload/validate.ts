import { checkPhotoUrl } from '../product/rules';
import { productValidator } from '../product/validators';
import { asFailure } from '../validation';
import { cellText, readId, type CellValue } from './cells';
import type { CategoryIndex } from './categories';
import { COLUMN_KEYS, columnIndex, columnLabel, type ColumnKey, type ProductType } from './columns';
import { ProductCodeIndex } from './productCodeIndex';
import type { ProductRow, UploadError } from './rows';
import { COLUMN_OF_FIELD, valuesOfRow } from './rowValues';

/**
 * The rules of one product row: the add form's own validator of the row's kind (core/product,
 * called on the values the row reads as, never restated) plus the per-cell rules of
 * mass-upload-template.md. Plain values in, one error per offending cell out, in column order.
 * Never throws on any cell content.
 */

const MASS_MESSAGES = {
  required: (key: ColumnKey) => `${columnLabel(key)} wajib diisi`,
  duplicateSku: (sku: string, firstRow: number) => `Kode Produk (SKU) '${sku}' sudah dipakai di baris ${firstRow}`,
  categoryUnknown: (id: number) => `ID Kategori ${id} tidak ada di pohon kategori`,
  categoryBook: (id: number) => `ID Kategori ${id} termasuk kategori buku (22/23); buku tidak bisa diupload massal`,
  categoryOtherTree: (id: number, tree: ProductType, type: ProductType) =>
    `ID Kategori ${id} adalah kategori ${tree}, tidak bisa dipakai untuk ${type}`,
  categoryNotLeaf: (id: number, title: string, leaves: readonly number[]) =>
    `ID Kategori ${id} (${title}) masih punya sub-kategori; pakai ID kategori terdalam: ${leaves.slice(0, 8).join(', ')}${leaves.length > 8 ? ', …' : ''}`,
  status: 'Status harus 1 (Aktif) atau 0 (Tidak Aktif)',
  goodsFourthPhoto: 'URL Foto 4 hanya untuk Jasa; Barang punya 2 foto tambahan (URL Foto 2 dan URL Foto 3)',
} as const;

/** What the validator remembers between rows of one file: the first row of each product code. */
export interface RowContext {
  readonly categories: CategoryIndex;
  readonly productCodes: ProductCodeIndex;
}

export function rowContext(categories: CategoryIndex): RowContext {
  return { categories, productCodes: new ProductCodeIndex() };
}

/** Collects at most one message per cell: the first rule that fails on it. */
class CellErrors {
  /** Made at the first error: most rows of a file have none. */
  private messages: Map<ColumnKey, string> | null = null;

  add(key: ColumnKey, message: string | null): void {
    if (message === null) return;
    this.messages ??= new Map();
    if (!this.messages.has(key)) this.messages.set(key, message);
  }

  has(key: ColumnKey): boolean {
    return this.messages?.has(key) ?? false;
  }

  list(row: ProductRow): UploadError[] {
    if (this.messages === null) return [];
    return [...this.messages]
      .sort(([a], [b]) => columnIndex(a) - columnIndex(b))
      .map(([field, message]) => ({ row: row.row, field, value: row.cells[field] ?? null, message }));
  }
}

function checkSku(row: ProductRow, context: RowContext, errors: CellErrors): void {
  const sku = cellText(row.cells.kode_produk ?? null);
  if (sku === '' || errors.has('kode_produk')) return;
  const first = context.productCodes.claim(sku, row.row);
  if (first !== row.row) errors.add('kode_produk', MASS_MESSAGES.duplicateSku(sku, first));
}

function checkCategory(row: ProductRow, type: ProductType | null, context: RowContext, errors: CellErrors): void {
  const read = readId(row.cells.kategori_id ?? null);
  if (read.kind === 'empty') return errors.add('kategori_id', MASS_MESSAGES.required('kategori_id'));
  if (read.kind !== 'number') return;
  const id = read.value;
  const place = context.categories.get(id);
  if (place === undefined) return errors.add('kategori_id', MASS_MESSAGES.categoryUnknown(id));
  if (place.book) return errors.add('kategori_id', MASS_MESSAGES.categoryBook(id));
  if (type !== null && place.tree !== type)
    return errors.add('kategori_id', MASS_MESSAGES.categoryOtherTree(id, place.tree, type));
  if (!place.leaf) errors.add('kategori_id', MASS_MESSAGES.categoryNotLeaf(id, place.title, place.leavesBelow));
}

const PHOTO_COLUMNS = ['foto_utama', 'foto_2', 'foto_3', 'foto_4'] as const;

function checkPhotos(row: ProductRow, type: ProductType | null, errors: CellErrors): void {
  for (const key of PHOTO_COLUMNS) {
    const text = cellText(row.cells[key] ?? null);
    if (key === 'foto_4' && type === 'Barang' && text !== '') errors.add(key, MASS_MESSAGES.goodsFourthPhoto);
    else errors.add(key, asFailure(checkPhotoUrl(text))?.message ?? null);
  }
}

/** Without a known type only the columns both forms share are judged by the forms' rules. */
const SHARED_COLUMNS: ReadonlySet<ColumnKey> = new Set<ColumnKey>([
  'nama_produk',
  'kode_produk',
  'foto_utama',
  'harga',
  'harga_nego',
  'tag_ppn',
  ...([1, 2, 3, 4] as const).flatMap((tier): ColumnKey[] => [`grosir_min_${tier}`, `grosir_harga_${tier}`]),
]);

// Module values rather than ones made for every row: `split` runs validateRow on every row of a catalogue.
const cellOf = (row: ProductRow, key: ColumnKey): CellValue => row.cells[key] ?? null;
const ROW_VALIDATORS = { goods: productValidator('goods', 'add'), service: productValidator('service', 'add') };

/** Validates one row; `context` carries the product codes seen in earlier rows of the same file. */
export function validateRow(row: ProductRow, context: RowContext): UploadError[] {
  const errors = new CellErrors();
  const { kind, values, unread } = valuesOfRow(row);
  const type: ProductType | null = kind === 'goods' ? 'Barang' : kind === 'service' ? 'Jasa' : null;

  // A cell whose text could not be read carries its own message; a rule on its value would only add noise.
  for (const [key, message] of unread) errors.add(key, message);
  if (cellText(cellOf(row, 'jenis')) === '') errors.add('jenis', MASS_MESSAGES.required('jenis'));
  checkCategory(row, type, context, errors);
  if (cellText(cellOf(row, 'deskripsi')) === '') errors.add('deskripsi', MASS_MESSAGES.required('deskripsi'));
  if (cellText(cellOf(row, 'tag_ppn')) === '') errors.add('tag_ppn', MASS_MESSAGES.required('tag_ppn'));
  const statusText = cellText(cellOf(row, 'status'));
  if (statusText === '') errors.add('status', MASS_MESSAGES.required('status'));
  else if (statusText !== '1' && statusText !== '0') errors.add('status', MASS_MESSAGES.status);
  checkPhotos(row, type, errors);

  // The add form's rules of the row's kind, each failure on the column that holds the value.
  for (const check of ROW_VALIDATORS[kind === 'service' ? 'service' : 'goods'].checks) {
    const column = COLUMN_OF_FIELD[check.field];
    if (column === undefined || (kind === null && !SHARED_COLUMNS.has(column)) || errors.has(column)) continue;
    errors.add(column, asFailure(check.test(values))?.message ?? null);
  }
  checkSku(row, context, errors);
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
