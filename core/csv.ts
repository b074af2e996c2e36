/**
 * The one CSV writer of the project (RFC 4180 quoting) for every export a seller opens in a
 * spreadsheet program. Text that such a program would run as a formula (it starts with '=',
 * '+', '-', '@', a tab or a carriage return) gets a leading apostrophe, as OWASP advises
 * against CSV injection. Numbers are written as numbers: a number cannot be a formula.
 */

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /["\r\n]|^\s|\s$/;

/** Text a spreadsheet would read as a formula, made inert; any other value unchanged. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field: formulas neutralised, quoted when it holds a quote, the separator, a line break or an edge space. */
export function csvField(value: CsvValue, separator = ','): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const safe = neutraliseFormula(value);
  return NEEDS_QUOTES.test(safe) || safe.includes(separator) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export interface CsvOptions {
  /** '\r\n' (RFC 4180) unless said otherwise. */
  readonly newline?: string;
  /** ',' unless said otherwise (the seller's exports use ';', core/export/csv.ts). */
  readonly separator?: string;
}

/** Lines of fields, each line ended by the newline (so pieces written one after another join up). */
export function csvLines(rows: readonly (readonly CsvValue[])[], options: CsvOptions = {}): string {
  const newline = options.newline ?? '\r\n';
  let text = '';
  const separator = options.separator ?? ',';
  for (const row of rows) text += `${row.map((value) => csvField(value, separator)).join(separator)}${newline}`;
  return text;
}

/** A whole table: the header line, then the rows, lines separated (no newline after the last, as papaparse wrote it). */
export function csvTable(
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
  options: CsvOptions = {},
): string {
  const separator = options.separator ?? ',';
  return [header, ...rows]
    .map((row) => row.map((value) => csvField(value, separator)).join(separator))
    .join(options.newline ?? '\r\n');
}
