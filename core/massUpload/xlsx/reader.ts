import { err, ok, type Result } from 'neverthrow';
import type { CellValue } from '../cells';
import type { SheetData, SheetRow } from '../check';
import { HEADER_ROW } from '../columns';
import type { PackageData } from './byteSource';
import { UPLOAD_LIMITS, type ReadLimits } from './limits';
import { READ_MESSAGES, WorkbookRefused, type ReadFailure } from './readFailure';
import { openWorkbook } from './workbook';

/** The data sheet read whole, for callers that want it in memory (workbook.ts streams it). */

export { sniffWorkbook } from './workbook';

/** The whole data sheet in memory: the header row and the rows below it (uploads of at most 100 products). */
export function readWorkbook(data: PackageData, limits: ReadLimits = UPLOAD_LIMITS): Result<SheetData, ReadFailure> {
  const opened = openWorkbook(data, limits);
  if (opened.isErr()) return err(opened.error);
  const book = opened.value;
  if (!book.hasDataSheet) return err({ kind: 'no-sheet', message: READ_MESSAGES.noSheet(book.sheetNames) });
  let headers: readonly CellValue[] | null = null;
  const rows: SheetRow[] = [];
  try {
    for (const row of book.rows()) {
      if (row.row === HEADER_ROW) headers = row.cells;
      else rows.push(row);
    }
  } catch (error) {
    if (error instanceof WorkbookRefused) return err(error.failure);
    throw error;
  }
  if (headers === null && rows.length === 0) return err({ kind: 'empty', message: READ_MESSAGES.emptySheet });
  return ok({ headers: headers ?? [], rows });
}
