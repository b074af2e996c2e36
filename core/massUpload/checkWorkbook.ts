import { err, ok, type Result } from 'neverthrow';
import type { CategoryIndex } from './categories';
import { collectReport, type CheckedSheet } from './check';
import { HEADER_ROW } from './columns';
import type { PackageData } from './xlsx/byteSource';
import { UPLOAD_LIMITS, type ReadLimits } from './xlsx/limits';
import { READ_MESSAGES, WorkbookRefused, type ReadFailure } from './xlsx/readFailure';
import { openWorkbook } from './xlsx/workbook';

/** A report holding one file-level error (row 0, field 'file'), as mass-upload-template.md prints it. */
export function fileErrorReport(file: string, message: string): CheckedSheet {
  return { ok: false, file, rows: 0, errors: [{ row: 0, field: 'file', value: null, message }], products: [] };
}

/** How far a check reads. */
export interface CheckReach {
  /**
   * Read every row, as `penyedia check` does for a seller's whole catalogue. Without it the check
   * stops at the first product past the per-file limit, as the upload does: the file is refused
   * then whatever follows, and a huge sheet costs no more than a full one.
   */
  readonly wholeSheet?: boolean;
}

/**
 * Every rule on a workbook's bytes, the rows streamed through the checker one at a time: what
 * `penyedia check`, the portal's pre-check and the sandbox's upload all run. A workbook without
 * the 'Produk' sheet is a file-level error of the report; a file that cannot be read as xlsx
 * at all is the error side.
 */
export function checkWorkbook(
  file: string,
  data: PackageData,
  categories: CategoryIndex,
  limits: ReadLimits = UPLOAD_LIMITS,
  reach: CheckReach = {},
): Result<CheckedSheet, ReadFailure> {
  const opened = openWorkbook(data, limits);
  if (opened.isErr()) return err(opened.error);
  const book = opened.value;
  if (!book.hasDataSheet) return ok(fileErrorReport(file, READ_MESSAGES.noSheet(book.sheetNames)));
  const collector = collectReport(file, categories, { stopPastLimit: reach.wholeSheet !== true });
  try {
    for (const row of book.rows()) {
      if (row.row === HEADER_ROW) collector.header(row.cells);
      else if (!collector.row(row)) break;
    }
  } catch (error) {
    if (error instanceof WorkbookRefused) return err(error.failure);
    throw error;
  }
  if (!collector.started) return err({ kind: 'empty', message: READ_MESSAGES.emptySheet });
  return ok(collector.report());
}
