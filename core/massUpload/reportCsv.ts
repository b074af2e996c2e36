import { csvLines } from '../csv';
import { fieldLabel, REPORT_HEADERS } from './reportFields';
import type { UploadError } from './rows';

/**
 * The CSV form of a check report, through core's CSV writer (quotes kept, formulas made inert): the
 * columns the portal's error table shows, under its Indonesian headers, and the column's key
 * ('Kunci', as the Petunjuk sheet names it) for whoever reads the file by machine.
 */
const CSV_HEADERS = [REPORT_HEADERS.row, 'Kunci', REPORT_HEADERS.column, REPORT_HEADERS.value, REPORT_HEADERS.message];

/** CSV of errors; `header: false` continues a report written in pieces (split streams its rejected rows). */
export function reportCsv(errors: readonly UploadError[], header = true): string {
  const rows = errors.map((e) => [e.row, e.field, fieldLabel(e.field), e.value, e.message]);
  return csvLines(header ? [CSV_HEADERS, ...rows] : rows, { newline: '\n' });
}
