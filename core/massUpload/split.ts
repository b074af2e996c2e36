import type { CellValue } from './cells';
import type { CategoryIndex } from './categories';
import { startSheetCheck, type SheetCheck, type SheetRow } from './check';
import { COLUMN_KEYS, HEADER_ROW, MAX_PRODUCTS_PER_FILE } from './columns';
import type { ProductRow, UploadError } from './rows';

/**
 * Cutting a sheet of any size into uploadable files: every row judged by the same rules as the
 * check, clean rows gathered into files of at most 100 (in template column order, so moved or
 * renamed headers come out right), rejected rows reported with their errors. Rows arrive one by
 * one, from memory (the portal) or streamed from a large file; where the files go is the caller's.
 */

/** Where a split's results go as they are made. */
export interface SplitSink {
  /** A file's worth of clean rows (at most 100), cells in template column order. */
  file(rows: readonly (readonly CellValue[])[]): void | Promise<void>;
  /** The errors of one rejected row (or the header's, when the sheet cannot be split). */
  rejected(errors: readonly UploadError[]): void | Promise<void>;
}

export interface SplitSummary {
  /** Product rows read (empty rows not counted). */
  readonly rows: number;
  readonly clean: number;
  readonly rejectedRows: number;
  readonly files: number;
  /** Header problems; with missing columns nothing is split and these are the report. */
  readonly headerErrors: readonly UploadError[];
  readonly missingColumns: boolean;
}

/** A clean product back in template column order. */
function templateCells(product: ProductRow): CellValue[] {
  return COLUMN_KEYS.map((key) => product.cells[key] ?? null);
}

export interface SheetSplitter {
  /** The header row first (sheet row 1), then the product rows. */
  row(raw: SheetRow): Promise<void>;
  /** False until the header or any row arrived (an empty sheet). */
  readonly started: boolean;
  /** Sends the last file and, for a sheet with missing columns, the header errors. */
  end(): Promise<SplitSummary>;
}

export function startSplit(categories: CategoryIndex, sink: SplitSink): SheetSplitter {
  let check: SheetCheck | null = null;
  let chunk: CellValue[][] = [];
  let clean = 0;
  let rejectedRows = 0;
  let files = 0;
  const missing = () => (check?.layout.missing.size ?? 0) > 0;
  const flush = async () => {
    if (chunk.length === 0) return;
    files += 1;
    const rows = chunk;
    chunk = [];
    await sink.file(rows);
  };
  return {
    async row(raw) {
      if (raw.row === HEADER_ROW) {
        check = startSheetCheck(raw.cells, categories);
        return;
      }
      check ??= startSheetCheck([], categories);
      // A sheet with missing columns is not split: its rows cannot be judged.
      if (missing()) return;
      const result = check.row(raw);
      if (result === null) return;
      if (result.errors.length > 0) {
        rejectedRows += 1;
        await sink.rejected(result.errors);
        return;
      }
      clean += 1;
      chunk.push(templateCells(result.product));
      if (chunk.length === MAX_PRODUCTS_PER_FILE) await flush();
    },
    get started() {
      return check !== null;
    },
    async end() {
      await flush();
      const headerErrors = check?.headerErrors ?? [];
      if (missing()) await sink.rejected(headerErrors);
      return { rows: check?.count ?? 0, clean, rejectedRows, files, headerErrors, missingColumns: missing() };
    },
  };
}
