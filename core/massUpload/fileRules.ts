import { cellText, type CellValue } from './cells';
import {
  columnLetter,
  FIRST_PRODUCT_ROW,
  HEADER_ROW,
  MAX_PRODUCTS_PER_FILE,
  TEMPLATE_COLUMNS,
  type ColumnKey,
} from './columns';
import type { UploadError } from './rows';

/**
 * File-level rules of mass-upload-template.md, reported before row rules: the header row holds
 * every template header with its exact text in its place, and the file holds 1 to 100 products.
 */

export const FILE_MESSAGES = {
  tooManyProducts: 'Maksimal 100 produk per file',
  noProducts: `File tidak berisi produk: isi produk mulai baris ${FIRST_PRODUCT_ROW} sheet Produk`,
  missing: (header: string, at: number) => `Kolom '${header}' tidak ada (seharusnya di kolom ${columnLetter(at)})`,
  moved: (header: string, at: number, found: number) =>
    `Kolom '${header}' harus berada di kolom ${columnLetter(at)}, bukan di kolom ${columnLetter(found)}`,
  misspelled: (header: string, at: number, found: number, text: string) =>
    `Judul kolom ${columnLetter(found)} '${text}' harus ditulis persis '${header}'${at === found ? '' : ` dan berada di kolom ${columnLetter(at)}`}`,
  duplicate: (header: string, found: number) => `Kolom '${header}' muncul lagi di kolom ${columnLetter(found)}`,
  unknown: (text: string, found: number) =>
    `Kolom ${columnLetter(found)} '${text}' bukan kolom template; hapus atau pakai template terbaru`,
  uploadFailed: (count: number) => `Terdapat ${count} kesalahan pada file, tidak ada produk yang diupload`,
} as const;

/**
 * How much of a refused upload's errors its answer lists: a file of 100 products may hold
 * thousands of errors, each repeating a cell of up to 32 767 characters in its value and often in
 * its message. The count stays whole; the seller has every cell in the file.
 */
export const UPLOAD_ANSWER_LIMITS = { maxErrors: 500, maxTextChars: 200 } as const;

/** Where each template column was found in the sheet (0-based), and which are absent. */
export interface HeaderLayout {
  readonly positions: ReadonlyMap<ColumnKey, number>;
  readonly missing: ReadonlySet<ColumnKey>;
}

/** Case, spaces and the required marker aside: how a header typed slightly differently is still recognised. */
function looseHeader(text: string): string {
  return text.toLowerCase().replace(/\*/g, '').replace(/\s+/g, ' ').trim();
}

export function checkHeaders(headers: readonly CellValue[]): { errors: UploadError[]; layout: HeaderLayout } {
  const texts = headers.map((value) => cellText(value));
  const positions = new Map<ColumnKey, number>();
  const claimed = new Set<number>();
  // Exact texts first, so a loosely written duplicate never steals a column from its exact header.
  for (const column of TEMPLATE_COLUMNS) {
    const at = texts.indexOf(column.header);
    if (at >= 0) {
      positions.set(column.key, at);
      claimed.add(at);
    }
  }
  for (const column of TEMPLATE_COLUMNS) {
    if (positions.has(column.key)) continue;
    const at = texts.findIndex(
      (text, i) => !claimed.has(i) && text !== '' && looseHeader(text) === looseHeader(column.header),
    );
    if (at >= 0) {
      positions.set(column.key, at);
      claimed.add(at);
    }
  }

  const errors: UploadError[] = [];
  const missing = new Set<ColumnKey>();
  TEMPLATE_COLUMNS.forEach((column, expected) => {
    const found = positions.get(column.key);
    if (found === undefined) {
      missing.add(column.key);
      errors.push({
        row: HEADER_ROW,
        field: column.key,
        value: null,
        message: FILE_MESSAGES.missing(column.header, expected),
      });
    } else if (texts[found] !== column.header) {
      errors.push({
        row: HEADER_ROW,
        field: column.key,
        value: texts[found] ?? null,
        message: FILE_MESSAGES.misspelled(column.header, expected, found, texts[found] ?? ''),
      });
    } else if (found !== expected) {
      errors.push({
        row: HEADER_ROW,
        field: column.key,
        value: column.header,
        message: FILE_MESSAGES.moved(column.header, expected, found),
      });
    }
  });
  texts.forEach((text, at) => {
    if (text === '' || claimed.has(at)) return;
    const same = TEMPLATE_COLUMNS.find((column) => looseHeader(column.header) === looseHeader(text));
    errors.push(
      same
        ? { row: HEADER_ROW, field: same.key, value: text, message: FILE_MESSAGES.duplicate(same.header, at) }
        : { row: HEADER_ROW, field: 'file', value: text, message: FILE_MESSAGES.unknown(text, at) },
    );
  });
  return { errors, layout: { positions, missing } };
}

/** 1 to 100 product rows, the mass upload's limit per file. */
export function checkProductCount(count: number): UploadError[] {
  if (count === 0) return [{ row: 0, field: 'file', value: 0, message: FILE_MESSAGES.noProducts }];
  if (count > MAX_PRODUCTS_PER_FILE)
    return [{ row: 0, field: 'file', value: count, message: FILE_MESSAGES.tooManyProducts }];
  return [];
}
