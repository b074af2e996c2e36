/**
 * The one source of time. Every part (portal, sandbox, CLI) reads "now" and "today" through a
 * Clock, so a test fixes both with one value and nothing depends on the machine's hour or zone.
 *
 * "Today" is always the seller's calendar day (Asia/Jakarta, WIB, unless the server says
 * otherwise), never the day of the machine or browser the code happens to run on.
 */

export const SELLER_ZONE = 'Asia/Jakarta';

export interface Clock {
  /** Epoch milliseconds. */
  readonly now: () => number;
  /** The seller's IANA time zone. */
  readonly zone: string;
}

/** A calendar day; month is 1 to 12. */
export interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export interface ZonedParts extends CalendarDay {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

export function systemClock(zone: string = SELLER_ZONE): Clock {
  return { now: () => Date.now(), zone };
}

/** A clock that always says `at` (an epoch ms or an ISO instant). */
export function fixedClock(at: number | string, zone: string = SELLER_ZONE): Clock {
  const ms = typeof at === 'number' ? at : Date.parse(at);
  if (Number.isNaN(ms)) throw new RangeError(`fixedClock: not an instant: ${String(at)}`);
  return { now: () => ms, zone };
}

/**
 * A clock that starts at `at` and then runs with `base` (the real clock unless given): a sandbox
 * under a browser test starts at the same instant as the page's clock and keeps moving with it.
 */
export function shiftedClock(at: number | string, base: Clock = systemClock()): Clock {
  const start = typeof at === 'number' ? at : Date.parse(at);
  if (Number.isNaN(start)) throw new RangeError(`shiftedClock: not an instant: ${String(at)}`);
  const origin = base.now();
  return { now: () => start + (base.now() - origin), zone: base.zone };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall-clock reading of an instant in a zone. */
export function zonedParts(ms: number, zone: string): ZonedParts {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(ms)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in ms (WIB: +7 h). */
export function zoneOffsetMs(ms: number, zone: string): number {
  const p = zonedParts(ms, zone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

export function dayOf(ms: number, zone: string): CalendarDay {
  const { year, month, day } = zonedParts(ms, zone);
  return { year, month, day };
}

/** Today in the seller's zone. */
export function today(clock: Clock): CalendarDay {
  return dayOf(clock.now(), clock.zone);
}

/** The instant the day starts (00:00) in a zone. */
export function startOfDay(day: CalendarDay, zone: string): number {
  const guess = Date.UTC(day.year, day.month - 1, day.day);
  const first = guess - zoneOffsetMs(guess, zone);
  // A zone whose offset changes that day: correct with the offset at the first guess.
  return guess - zoneOffsetMs(first, zone);
}

function fromUtcDate(date: Date): CalendarDay {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  return fromUtcDate(new Date(Date.UTC(day.year, day.month - 1, day.day + days)));
}

/** The same day `years` later; 29 February becomes 28 February in a common year. */
export function addYears(day: CalendarDay, years: number): CalendarDay {
  const year = day.year + years;
  const last = new Date(Date.UTC(year, day.month, 0)).getUTCDate();
  return { year, month: day.month, day: Math.min(day.day, last) };
}

export function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

function sameDay(a: CalendarDay, b: CalendarDay): boolean {
  return compareDays(a, b) === 0;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'yyyy-mm-dd' (what a date input holds). */
export function isoDay(day: CalendarDay): string {
  return `${pad(day.year, 4)}-${pad(day.month)}-${pad(day.day)}`;
}

/** 'yyyy/mm/dd' (the API's filter_date halves). */
export function slashDay(day: CalendarDay): string {
  return `${pad(day.year, 4)}/${pad(day.month)}/${pad(day.day)}`;
}

/** Reads 'yyyy-mm-dd' or 'yyyy/mm/dd'; null for anything else or an impossible date. */
export function parseDay(text: string): CalendarDay | null {
  const match = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(text.trim());
  if (!match) return null;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return sameDay(addDays(day, 0), day) ? day : null;
}

const stamps = new Map<string, Intl.DateTimeFormat>();

/** An instant as the seller reads it, in the seller's zone: '24 Nov 2026, 10.05' (id-ID). */
export function formatDateTime(iso: string, zone: string = SELLER_ZONE): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  let format = stamps.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
    stamps.set(zone, format);
  }
  return format.format(ms);
}

/** True for a zone name this runtime knows ('Asia/Jakarta'); config files are checked with it. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
