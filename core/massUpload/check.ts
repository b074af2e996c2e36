import type { CellValue } from './cells';
import type { CategoryIndex } from './categories';
import { COLUMN_KEYS, MAX_PRODUCTS_PER_FILE, type ColumnKey } from './columns';
import { checkHeaders, checkProductCount, type HeaderLayout } from './fileRules';
import type { CheckReport, ProductRow, UploadError } from './rows';
import { isEmptyRow, rowContext, validateRow } from './validate';

/** A sheet row as read, cells by position (index 0 = column A). */
export interface SheetRow {
  readonly row: number;
  readonly cells: readonly CellValue[];
}

/** The 'Produk' sheet as plain values: the header row and the rows below it. */
export interface SheetData {
  readonly headers: readonly CellValue[];
  readonly rows: Iterable<SheetRow>;
}

/** Where each template column sits in the file, in template order: looked up once per sheet, not per row. */
interface ColumnPlaces {
  readonly keys: readonly ColumnKey[];
  /** The 0-based sheet column of keys[i]. */
  readonly at: readonly number[];
  /**
   * A row's cells with every key of the sheet, each null, copied per row and then filled: the copy
   * keeps V8's fast object layout, where 34 keys added one by one would make every row a hash table.
   */
  readonly blank: Readonly<Partial<Record<ColumnKey, CellValue>>>;
}

function columnPlaces(layout: HeaderLayout): ColumnPlaces {
  const keys = COLUMN_KEYS.filter((key) => layout.positions.has(key));
  const blank: Partial<Record<ColumnKey, CellValue>> = Object.fromEntries(keys.map((key) => [key, null]));
  return { keys, at: keys.map((key) => layout.positions.get(key) ?? -1), blank };
}

/** Plain index loops: this runs for every row, in a process too short for the optimising compiler. */
function keyedRow(raw: SheetRow, places: ColumnPlaces): ProductRow {
  const cells = { ...places.blank };
  const { keys, at } = places;
  for (let i = 0; i < keys.length; i += 1) {
    const key = keys[i];
    if (key !== undefined) cells[key] = raw.cells[at[i] ?? -1] ?? null;
  }
  return { row: raw.row, cells };
}

/** One file checked row by row, so `split` can stream a sheet of any size through the same rules as `check`. */
export interface SheetCheck {
  readonly headerErrors: readonly UploadError[];
  readonly layout: HeaderLayout;
  /** The keyed row and its errors; null for an empty row (ignored). */
  row(raw: SheetRow): { readonly product: ProductRow; readonly errors: UploadError[] } | null;
  /** Product rows seen so far. */
  readonly count: number;
}

export function startSheetCheck(headers: readonly CellValue[], categories: CategoryIndex): SheetCheck {
  const { errors: headerErrors, layout } = checkHeaders(headers);
  const context = rowContext(categories);
  const places = columnPlaces(layout);
  let count = 0;
  return {
    headerErrors,
    layout,
    get count() {
      return count;
    },
    row(raw) {
      const product = keyedRow(raw, places);
      if (isEmptyRow(product)) return null;
      count += 1;
      // A missing column is reported once at the header, not again on every row.
      const errors = validateRow(product, context).filter((e) => e.field === 'file' || !layout.missing.has(e.field));
      return { product, errors };
    },
  };
}

/** A report, and the product rows to create when it is clean (a clean file holds at most 100). */
export interface CheckedSheet extends CheckReport {
  readonly products: readonly ProductRow[];
}

/** A whole report gathered from rows arriving one by one: from memory, or streamed from a large file. */
export interface ReportCollector {
  /** The header row; rows arriving before it are checked against an empty header. */
  header(cells: readonly CellValue[]): void;
  /** Checks a row; false once nothing read after it can change the report. */
  row(raw: SheetRow): boolean;
  /** False until the header or any row arrived (an empty sheet). */
  readonly started: boolean;
  report(): CheckedSheet;
}

/**
 * `stopPastLimit`: the first product past the per-file limit ends the reading, as the upload
 * reads ('Maksimal 100 produk per file' whatever follows); without it every row is checked, as
 * the command line checks a whole catalogue.
 */
export function collectReport(
  file: string,
  categories: CategoryIndex,
  { stopPastLimit }: { readonly stopPastLimit: boolean } = { stopPastLimit: false },
): ReportCollector {
  let check: SheetCheck | null = null;
  const rowErrors: UploadError[] = [];
  const products: ProductRow[] = [];
  return {
    header(cells) {
      check = startSheetCheck(cells, categories);
    },
    row(raw) {
      check ??= startSheetCheck([], categories);
      const result = check.row(raw);
      if (result === null) return true;
      if (check.count > MAX_PRODUCTS_PER_FILE) {
        if (stopPastLimit) return false;
      } else products.push(result.product);
      // A header problem is reported once: rows read under a wrong header would only repeat it, cell by cell.
      if (check.headerErrors.length === 0) rowErrors.push(...result.errors);
      return true;
    },
    get started() {
      return check !== null;
    },
    report() {
      const count = check?.count ?? 0;
      const errors = [...checkProductCount(count), ...(check?.headerErrors ?? []), ...rowErrors];
      const ok = errors.length === 0;
      return { ok, file, rows: count, errors, products: ok ? products : [] };
    },
  };
}

/** Every rule on a whole sheet: product count, headers, then rows in order. */
export function checkSheet(file: string, sheet: SheetData, categories: CategoryIndex): CheckReport {
  const collector = collectReport(file, categories);
  collector.header(sheet.headers);
  for (const raw of sheet.rows) collector.row(raw);
  const { ok, rows, errors } = collector.report();
  return { ok, file, rows, errors };
}
