import Papa from 'papaparse';
import { fieldHeader, valueText } from './report';
import type { UploadError } from './rows';

/** The CSV form of a check report, through papaparse (quotes, commas and newlines in values kept). */
export const CSV_FIELDS = ['row', 'field', 'column', 'value', 'message'] as const;

/** CSV of errors; `header: false` continues a report written in pieces (split streams its rejected rows). */
export function reportCsv(errors: readonly UploadError[], header = true): string {
  const data = errors.map((e) => [e.row, e.field, fieldHeader(e.field), valueText(e.value), e.message]);
  if (data.length === 0 && !header) return '';
  const text = Papa.unparse({ fields: [...CSV_FIELDS], data }, { newline: '\n', header });
  // papaparse ends a header-only table with a newline but not a table with rows.
  return text.endsWith('\n') ? text : `${text}\n`;
}
