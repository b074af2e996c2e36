import { csvLines } from '../csv';
import { fieldHeader } from './reportFields';
import type { UploadError } from './rows';

/** The CSV form of a check report, through core's CSV writer (quotes kept, formulas made inert). */
const CSV_FIELDS = ['row', 'field', 'column', 'value', 'message'] as const;

/** CSV of errors; `header: false` continues a report written in pieces (split streams its rejected rows). */
export function reportCsv(errors: readonly UploadError[], header = true): string {
  const rows = errors.map((e) => [e.row, e.field, fieldHeader(e.field), e.value, e.message]);
  return csvLines(header ? [CSV_FIELDS, ...rows] : rows, { newline: '\n' });
}
