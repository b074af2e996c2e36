import { MAX_RUPIAH, parseDecimal, parseRupiah, toRupiah } from '../money';

/**
 * A cell as the rules see it: text, a number, or nothing. The xlsx adapter flattens hyperlinks,
 * rich text and formulas to this; the browser's form data and tests build it directly.
 */
export type CellValue = string | number | null;

/** What reading a cell as a number gives: nothing, a number for the rules, or a format message. */
export type NumberRead =
  | { readonly kind: 'empty' }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'invalid'; readonly message: string };

const EMPTY: NumberRead = { kind: 'empty' };

/** How the xlsx reader gives a cell in a date format: yyyy-mm-dd. */
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/** A date where a number belongs (Excel turned '1-5' into a date, or the cell was formatted as one). */
export const notANumberButDate = (text: string): string => `Bukan angka (sel berisi tanggal ${text})`;

function dateInstead(text: string): NumberRead | null {
  return DATE_TEXT.test(text) ? { kind: 'invalid', message: notANumberButDate(text) } : null;
}

export function cellText(value: CellValue): string {
  if (value === null) return '';
  return typeof value === 'number' ? String(value) : value.trim();
}

/** A minus sign in front is kept aside so the rules, not the parser, give the spec's "kurang dari 0" message. */
function splitSign(text: string): { negative: boolean; rest: string } {
  const negative = text.startsWith('-');
  return { negative, rest: negative ? text.slice(1).trim() : text };
}

/** A text cell: empty, a date where a number belongs, or the number `parse` reads after the sign, with its message when it reads none. */
function readSignedText(
  value: string,
  parse: (unsigned: string) => { readonly value: number } | { readonly message: string },
): NumberRead {
  const text = value.trim();
  if (text === '') return EMPTY;
  const date = dateInstead(text);
  if (date) return date;
  const { negative, rest } = splitSign(text);
  const parsed = parse(rest);
  if ('message' in parsed) return { kind: 'invalid', message: parsed.message };
  return { kind: 'number', value: negative ? -parsed.value : parsed.value };
}

/**
 * Whole rupiah or a count: a number cell, or text with dots as thousands separators
 * ('1.250.000'), as the forms accept it (core/money). Negative values pass through to the rules.
 */
export function readInteger(value: CellValue): NumberRead {
  if (value === null) return EMPTY;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { kind: 'invalid', message: 'Bukan angka' };
    const checked = toRupiah(Math.abs(value));
    return checked.isOk() ? { kind: 'number', value } : { kind: 'invalid', message: checked.error.message };
  }
  return readSignedText(value, (rest) =>
    parseRupiah(rest).match(
      (parsed) => ({ value: parsed }),
      (error) => ({ message: error.message }),
    ),
  );
}

/**
 * Kilograms or centimetres: a number cell, or text with a comma or a dot before the decimals
 * ('0,200', '0.200'), read by the forms' own decimal parser.
 */
export function readDecimal(value: CellValue): NumberRead {
  if (value === null) return EMPTY;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || Math.abs(value) > MAX_RUPIAH) return { kind: 'invalid', message: 'Bukan angka' };
    return { kind: 'number', value };
  }
  return readSignedText(value, (rest) =>
    parseDecimal(rest).match(
      (parsed) => ({ value: parsed }),
      (error) => ({ message: error.message }),
    ),
  );
}

/** An id (category, brand): digits only, or a whole number cell. */
export function readId(value: CellValue): NumberRead {
  if (value === null) return EMPTY;
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value > 0
      ? { kind: 'number', value }
      : { kind: 'invalid', message: 'Harus angka bulat positif' };
  }
  const text = value.trim();
  if (text === '') return EMPTY;
  return /^\d{1,15}$/.test(text) && Number(text) > 0
    ? { kind: 'number', value: Number(text) }
    : { kind: 'invalid', message: 'Harus angka bulat positif' };
}

/** The number a read gives to a core rule: empty becomes null, as in the forms. */
export function ruleInput(read: NumberRead): number | null {
  return read.kind === 'number' ? read.value : null;
}
