import { err, ok, type Result } from 'neverthrow';

/** The largest amount a price, stock or wholesale field accepts. */
export const MAX_RUPIAH = 999_999_999_999;
/** What a seller may type into a number field, dots included. */
export const MAX_AMOUNT_TEXT_LENGTH = 20;

/** Why a typed or received amount is not a usable whole-rupiah value. */
export type RupiahErrorKind = 'empty' | 'too-long' | 'negative' | 'invalid' | 'not-integer' | 'too-large';

export interface RupiahError {
  readonly kind: RupiahErrorKind;
  /** A sentence for the seller, in Indonesian. */
  readonly message: string;
}

const messages: Record<RupiahErrorKind, string> = {
  empty: 'Angka tidak boleh kosong',
  'too-long': `Maksimal ${MAX_AMOUNT_TEXT_LENGTH} karakter`,
  negative: 'Angka tidak boleh kurang dari 0',
  invalid: 'Hanya angka, dengan titik sebagai pemisah ribuan (contoh 1.250.000)',
  'not-integer': 'Harus bilangan bulat rupiah (tanpa desimal)',
  'too-large': 'Angka tidak boleh lebih dari 999.999.999.999',
};

/** A count (stock, minimum purchase, quantity) is no money: its refusals do not speak of rupiah. */
const countMessages: Record<RupiahErrorKind, string> = {
  ...messages,
  invalid: 'Hanya angka, dengan titik sebagai pemisah ribuan (contoh 1.250)',
  'not-integer': 'Harus bilangan bulat (tanpa desimal)',
};

export function rupiahError(kind: RupiahErrorKind): RupiahError {
  return { kind, message: messages[kind] };
}

/** Accepts a number already held in memory (an xlsx cell, a form state) as whole rupiah. */
export function toRupiah(amount: number): Result<number, RupiahError> {
  if (!Number.isInteger(amount)) return err(rupiahError('not-integer'));
  if (amount < 0) return err(rupiahError('negative'));
  if (amount > MAX_RUPIAH) return err(rupiahError('too-large'));
  // -0 would print as '0' anyway, but keep the value canonical.
  return ok(amount === 0 ? 0 : amount);
}

// Plain digits, or digits grouped by three with dots ('1.250.000'); an optional 'Rp' prefix lets
// parse(format(n)) give n back. A dot in any other place (e.g. '1.25') is refused rather than guessed.
const amountPattern = /^(?:rp\s?)?(\d{1,3}(?:\.\d{3})+|\d+)$/i;
// '12.5' or '12,50': a fraction of a rupiah, told apart from a mistyped grouping.
const decimalPattern = /^(?:rp\s?)?(?:\d{1,3}(?:\.\d{3})+|\d+)[.,]\d{1,2}$/i;

/**
 * Parses what a seller types in a price, stock or wholesale field: plain digits
 * or dots as thousands separators, at most 20 characters, at most 999999999999, no minus sign.
 */
export function parseRupiah(text: string): Result<number, RupiahError> {
  return parseWhole(text, messages);
}

/**
 * The same reading for a count (stock, minimum purchase, packet quantity): '12.5' is refused as
 * not whole, '1.250' is one thousand two hundred fifty; only the messages differ from parseRupiah.
 */
export function parseCount(text: string): Result<number, RupiahError> {
  return parseWhole(text, countMessages);
}

function parseWhole(text: string, say: Record<RupiahErrorKind, string>): Result<number, RupiahError> {
  const refuse = (kind: RupiahErrorKind) => err({ kind, message: say[kind] });
  const trimmed = text.trim();
  if (trimmed === '') return refuse('empty');
  if (trimmed.length > MAX_AMOUNT_TEXT_LENGTH) return refuse('too-long');
  if (trimmed.includes('-')) return refuse('negative');
  const match = amountPattern.exec(trimmed);
  const digits = match?.[1];
  if (digits === undefined) return refuse(decimalPattern.test(trimmed) ? 'not-integer' : 'invalid');
  const plain = digits.replaceAll('.', '');
  // At most 20 characters of digits stay below 2^67; compare as text first so no precision is lost.
  const significant = plain.replace(/^0+(?=\d)/, '');
  if (significant.length > String(MAX_RUPIAH).length) return refuse('too-large');
  return toRupiah(Number(significant)).mapErr((error) => ({ kind: error.kind, message: say[error.kind] }));
}

/** Like parseRupiah, but an empty field is null (not an error): forms keep optional amounts so. */
export function parseOptionalRupiah(text: string): Result<number | null, RupiahError> {
  if (text.trim() === '') return ok(null);
  return parseRupiah(text);
}

function integerText(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
  // Whole rupiah: like the de-DE formatter with 0 fraction digits, halves go away from zero.
  const whole = Math.sign(amount) * Math.round(Math.abs(amount));
  // BigInt prints large integral doubles without an exponent ('1e+21' would break the grouping).
  return BigInt(whole).toString();
}

/** '1250000' -> '1.250.000' (thousands separated by dots, no decimals). */
export function formatThousands(amount: number): string {
  const text = integerText(amount);
  const negative = text.startsWith('-');
  const digits = negative ? text.slice(1) : text;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return negative ? `-${grouped}` : grouped;
}

/**
 * How an amount is written: 'portal' is the portal's de-DE form ('Rp1.250.000'); 'api' is how the
 * API writes its *CurrencyFormat fields ('Rp 1.250.000', with a space).
 */
export type RupiahStyle = 'portal' | 'api';

/** 1250000 -> 'Rp1.250.000' ('Rp 1.250.000' in the API style); a negative amount reads '-Rp1.250.000'. */
export function formatRupiah(amount: number, style: RupiahStyle = 'portal'): string {
  const grouped = formatThousands(amount);
  const prefix = style === 'api' ? 'Rp ' : 'Rp';
  return grouped.startsWith('-') ? `-${prefix}${grouped.slice(1)}` : `${prefix}${grouped}`;
}

// ---- decimals (weights, dimensions) ----

/** The largest decimal a weight or dimension field takes, and its digits after the comma. */
const MAX_DECIMAL = 999_999_999;
const MAX_DECIMAL_FRACTION_DIGITS = 3;

type DecimalErrorKind = 'empty' | 'negative' | 'invalid' | 'too-precise' | 'too-large';

export interface DecimalError {
  readonly kind: DecimalErrorKind;
  readonly message: string;
}

const decimalMessages: Record<DecimalErrorKind, string> = {
  empty: 'Angka tidak boleh kosong',
  negative: 'Angka tidak boleh kurang dari 0',
  invalid: 'Hanya angka, dengan koma atau titik sebagai pemisah desimal (contoh 0,25 atau 0.25)',
  'too-precise': `Maksimal ${MAX_DECIMAL_FRACTION_DIGITS} angka di belakang koma`,
  'too-large': 'Angka tidak boleh lebih dari 999.999.999',
};

function decimalError(kind: DecimalErrorKind): DecimalError {
  return { kind, message: decimalMessages[kind] };
}

/**
 * The one decimal parser (weights in kg, dimensions in cm, days), for the forms and the files
 * alike: a comma or a dot before the decimals ('0,25', '0.200', '12,5'). These fields have no
 * thousands separator, so either mark is read as the decimal one and no digit is ever dropped or
 * guessed. No exponent, no sign, at most three decimals.
 */
export function parseDecimal(text: string): Result<number, DecimalError> {
  const trimmed = text.trim();
  if (trimmed === '') return err(decimalError('empty'));
  if (trimmed.startsWith('-')) return err(decimalError('negative'));
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(trimmed);
  if (!match) return err(decimalError('invalid'));
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (fraction.length > MAX_DECIMAL_FRACTION_DIGITS) return err(decimalError('too-precise'));
  if (whole.replace(/^0+(?=\d)/, '').length > String(MAX_DECIMAL).length) return err(decimalError('too-large'));
  const value = Number(fraction ? `${whole}.${fraction}` : whole);
  if (value > MAX_DECIMAL) return err(decimalError('too-large'));
  return ok(value);
}

/** A decimal as the portal writes it: Indonesian comma, no grouping ('0,25'). */
export function formatDecimal(value: number): string {
  return value
    .toFixed(MAX_DECIMAL_FRACTION_DIGITS)
    .replace(/\.?0+$/, '')
    .replace('.', ',');
}

/**
 * A money text as the API writes it ('Rp 1.250.000', 'Rp1.250.000', '-Rp 5.000', '1250000') in
 * the portal's one format, formatRupiah's ('Rp1.250.000'), so a screen never shows two spellings
 * of rupiah. A text that is not a whole-rupiah amount is shown as it came.
 */
export function formatApiRupiah(text: string): string {
  const negative = /^\s*-/.test(text);
  const parsed = parseRupiah(negative ? text.replace(/^\s*-\s*/, '') : text);
  if (parsed.isErr()) return text;
  return formatRupiah(negative ? -parsed.value : parsed.value);
}
