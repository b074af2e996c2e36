import type { CellValue } from './cells';
import { columnLabel, columnOf, isColumnKey } from './columns';
import type { ErrorField } from './rows';

/** The headers of an error report as the portal's table and the CSV write them. */
export const REPORT_HEADERS = { row: 'Baris', column: 'Kolom', value: 'Nilai', message: 'Kesalahan' } as const;

/** An error's column as the portal's table names it: the header without its required marker, 'File' for the file. */
export function fieldLabel(field: ErrorField): string {
  return isColumnKey(field) ? columnLabel(field) : 'File';
}

/** The column header a seller sees for an error's field ('File' for file-level errors). */
export function fieldHeader(field: ErrorField): string {
  return isColumnKey(field) ? columnOf(field).header : 'File';
}

export function valueText(value: CellValue): string {
  return value === null ? '' : String(value);
}

/** How many characters of a value a report shows; the rest is behind an ellipsis. */
const MAX_VALUE_WIDTH = 40;

/** A value on one line, cut to MAX_VALUE_WIDTH with '…': the CLI table and the portal's error table show values so. */
export function clippedValue(value: CellValue): string {
  const flat = valueText(value).replace(/\s+/g, ' ');
  return flat.length > MAX_VALUE_WIDTH ? `${flat.slice(0, MAX_VALUE_WIDTH - 1)}…` : flat;
}

/** Whether clippedValue hides part of the value. */
export function isClipped(value: CellValue): boolean {
  return clippedValue(value) !== valueText(value);
}
