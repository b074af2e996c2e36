import type { CellValue } from '../cells';

/**
 * Numbers shown as dates, times and durations, read as Excel shows them. A cell holds a serial
 * number; its number format says whether that is a day count (a date), a fraction of a day (a
 * time of day) or elapsed time (a duration, '[h]:mm:ss').
 */

/** What a number format makes of a cell's number; null for a plain number. */
export type NumberKind = 'date' | 'time' | 'duration' | null;

/** Excel's built-in formats that show times, durations and dates (the Asian ones included). */
const BUILT_IN_TIMES = new Set([18, 19, 20, 21, 32, 33, 45, 47]);
const BUILT_IN_DURATIONS = new Set([46]);
const BUILT_IN_DATES = new Set([
  14, 15, 16, 17, 22, 27, 28, 29, 30, 31, 34, 35, 36, 50, 51, 52, 53, 54, 55, 56, 57, 58,
]);

export function builtInKind(id: number): NumberKind {
  if (BUILT_IN_DATES.has(id)) return 'date';
  if (BUILT_IN_TIMES.has(id)) return 'time';
  return BUILT_IN_DURATIONS.has(id) ? 'duration' : null;
}

/** The first section of a format code (the one for positive numbers), cut at a ';' outside quotes. */
function firstSection(code: string): string {
  let quoted = false;
  for (let at = 0; at < code.length; at += 1) {
    const char = code[at];
    if (char === '"') quoted = !quoted;
    else if (char === '\\' && !quoted) at += 1;
    else if (char === ';' && !quoted) return code.slice(0, at);
  }
  return code;
}

/**
 * A custom format code's kind. Letters count in any case (LibreOffice writes 'YYYY-MM-DD' and
 * 'HH:MM:SS'); quoted text, escaped characters ('\d'), the character after '_' or '*', colours,
 * locales and conditions ('[Red]', '[$-421]', '[>=100]') and the exponent of scientific formats
 * do not. Elapsed time ('[h]', '[mm]', '[ss]') makes a duration.
 */
export function formatKind(code: string): NumberKind {
  const written = firstSection(code)
    .replace(/"[^"]*"?/g, '')
    .replace(/[\\_*]./g, '');
  if (/\[(?:h+|m+|s+)]/i.test(written)) return 'duration';
  const bare = written
    .replace(/\[[^\]]*]/g, '')
    .replace(/e[+-]/gi, '')
    .toLowerCase();
  if (/[yd]|bb|g{2,}|e{2,}/.test(bare)) return 'date';
  const time = /[hs]|am\/pm|a\/p/.test(bare);
  if (time) return 'time';
  // 'm' without an hour or a second beside it is a month ('mmm-yy', 'mm').
  return bare.includes('m') ? 'date' : null;
}

const MS_PER_DAY = 86_400_000;
/** Serial 61 of the 1900 system is 1900-03-01: day 0 is then 1899-12-30, 25 569 days before 1970-01-01. */
const EPOCH_1900_DAYS = 25_569;
/** Day 0 of the 1904 system is 1904-01-01, 24 107 days before 1970-01-01. */
const EPOCH_1904_DAYS = 24_107;
/** Excel counts a 29 February 1900 that never was (Lotus 1-2-3's bug): serial 60. */
const PHANTOM_LEAP_DAY = 60;
/** 9999-12-31, the last day Excel shows, as days since 1970-01-01. */
const LAST_DAY = 2_932_896;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** A serial in whole milliseconds, as Excel rounds what it shows. */
const serialMs = (serial: number): number => Math.round(serial * MS_PER_DAY);

/**
 * A date serial as yyyy-mm-dd, the day Excel shows (its time of day aside); null when Excel shows
 * no date for it (before the system's first day, past 9999-12-31).
 */
function serialDate(serial: number, date1904: boolean): string | null {
  const day = Math.floor(serialMs(serial) / MS_PER_DAY);
  if (date1904 ? day < 0 : day < 1) return null;
  if (!date1904 && day === PHANTOM_LEAP_DAY) return '1900-02-29';
  // Before the phantom day the 1900 system's days are one later than a true calendar's count.
  const shift = date1904 ? -EPOCH_1904_DAYS : day < PHANTOM_LEAP_DAY ? 1 - EPOCH_1900_DAYS : -EPOCH_1900_DAYS;
  const days = day + shift;
  if (days > LAST_DAY) return null;
  return new Date(days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** A time of day as hh:mm:ss (the whole days of the serial aside, as a time format shows it); null when negative. */
function serialTime(serial: number): string | null {
  if (serial < 0) return null;
  const seconds = Math.round((serialMs(serial) % MS_PER_DAY) / 1000) % 86_400;
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** Elapsed time as [h]:mm:ss, hours counted past 24; null when negative. */
function serialDuration(serial: number): string | null {
  if (serial < 0) return null;
  const seconds = Math.round(serialMs(serial) / 1000);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** A number cell as its format shows it: a date, a time, a duration, or the number itself. */
export function formattedNumber(value: number, kind: NumberKind, date1904: boolean): CellValue {
  switch (kind) {
    case 'date':
      return serialDate(value, date1904) ?? value;
    case 'time':
      return serialTime(value) ?? value;
    case 'duration':
      return serialDuration(value) ?? value;
    default:
      return value;
  }
}

/** ISO 8601 as an xlsx date cell (`t="d"`) holds it: a date, a time, or both, with an optional zone. */
const ISO_CELL =
  /^(?:(\d{4})-(\d{2})-(\d{2}))?(?:T?(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/;

/**
 * A date cell (`t="d"`) as written: its date, or its time when it holds only a time; the zone is
 * not applied, so the day is the one in the file whatever the reading machine's zone. Text that
 * is no ISO date stays as written.
 */
export function isoDateCell(text: string): string {
  const found = ISO_CELL.exec(text.trim());
  if (!found || (found[1] === undefined && found[4] === undefined)) return text;
  if (found[1] !== undefined) {
    const [year, month, day] = [Number(found[1]), Number(found[2]), Number(found[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    // 2021-02-30 is no day: kept as written.
    if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return text;
    return `${found[1]}-${found[2]}-${found[3]}`;
  }
  return `${found[4]}:${found[5]}:${found[6] ?? '00'}`;
}
