import { err, ok, type Result } from 'neverthrow';
import type { CategoryIndex } from './categories';
import { collectReport } from './check';
import { HEADER_ROW } from './columns';
import type { CheckReport } from './rows';
import type { ReadLimits } from './xlsx/limits';
import { READ_MESSAGES, WorkbookRefused, type ReadFailure } from './xlsx/readFailure';
import { openWorkbookWith } from './xlsx/workbook';
import type { InflaterFactory } from './xlsx/zip';

/** A report holding one file-level error (row 0, field 'file'), as mass-upload-template.md prints it. */
export function fileErrorReport(file: string, message: string): CheckReport {
  return { ok: false, file, rows: 0, errors: [{ row: 0, field: 'file', value: null, message }] };
}

/**
 * Every rule on a workbook's bytes, the rows streamed through the checker one at a time: what
 * `penyedia check`, the portal's pre-check and the sandbox's upload all run. A workbook without
 * the 'Produk' sheet is a file-level error of the report; a file that cannot be read as xlsx
 * at all is the error side. The inflater is handed in (checkWorkbook.ts binds fflate's).
 */
export function checkWorkbookWith(
  file: string,
  data: Uint8Array | ArrayBuffer,
  categories: CategoryIndex,
  limits: ReadLimits,
  inflate: InflaterFactory,
): Result<CheckReport, ReadFailure> {
  const opened = openWorkbookWith(data, limits, inflate);
  if (opened.isErr()) return err(opened.error);
  const book = opened.value;
  if (!book.hasDataSheet) return ok(fileErrorReport(file, READ_MESSAGES.noSheet(book.sheetNames)));
  const collector = collectReport(file, categories);
  try {
    for (const row of book.rows()) {
      if (row.row === HEADER_ROW) collector.header(row.cells);
      else collector.row(row);
    }
  } catch (error) {
    if (error instanceof WorkbookRefused) return err(error.failure);
    throw error;
  }
  if (!collector.started) return err({ kind: 'empty', message: READ_MESSAGES.emptySheet });
  return ok(collector.report());
}
