import { parseRupiah } from '../money';

/**
 * A table a seller downloads and opens in a spreadsheet program (a list export, the transaction
 * recap): columns that say what kind of value they hold, so the workbook writes amounts as
 * numbers in rupiah, days as dates, and the CSV writes them all one way.
 */
export type ExportKind = 'text' | 'rupiah' | 'count' | 'day' | 'dateTime';

export interface ExportColumn<R> {
  readonly header: string;
  readonly kind: ExportKind;
  /** The value as the record holds it: an amount as a number or as the API writes it ('Rp 1.250.000'), a day 'YYYY-MM-DD'. */
  readonly value: (row: R) => string | number | null | undefined;
}

/** A cell as the writers see it: text, a whole number, a day or a moment, or nothing. */
export type ExportCell =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'rupiah' | 'count'; readonly number: number }
  | { readonly kind: 'day'; readonly day: string }
  | { readonly kind: 'dateTime'; readonly day: string; readonly time: string }
  | null;

const DAY = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?/;

function wholeNumber(value: string | number): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  const negative = /^\s*-/.test(value);
  const parsed = parseRupiah(negative ? value.replace(/^\s*-\s*/, '') : value);
  return parsed.isOk() ? (negative ? -parsed.value : parsed.value) : null;
}

/**
 * One value in its column's kind. Nothing ('', '-', null) is an empty cell; a value that is not of
 * its column's kind is kept as text, never lost.
 */
export function exportCell(kind: ExportKind, value: string | number | null | undefined): ExportCell {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === '' || text === '-') return null;
  if (kind === 'rupiah' || kind === 'count') {
    const number = wholeNumber(value);
    return number === null ? { kind: 'text', text } : { kind, number };
  }
  if (kind === 'day' || kind === 'dateTime') {
    const match = DAY.exec(text);
    if (!match?.[1]) return { kind: 'text', text };
    const time = match[2];
    return kind === 'dateTime' && time !== undefined
      ? { kind, day: match[1], time: time.length === 5 ? `${time}:00` : time }
      : { kind: 'day', day: match[1] };
  }
  return { kind: 'text', text: String(value) };
}

/** The rows of a table as cells, column by column. */
export function exportCells<R>(columns: readonly ExportColumn<R>[], rows: readonly R[]): ExportCell[][] {
  return rows.map((row) => columns.map((column) => exportCell(column.kind, column.value(row))));
}
