/** Dates as the seller sees them: Western Indonesian Time (UTC+7, no daylight saving). */
const WIB_OFFSET_MS = 7 * 60 * 60_000;

export const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'] as const;
const MONTHS_LONG = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'] as const;

export interface WibParts {
  readonly year: number;
  /** 0 = January. */
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

export function wibParts(date: Date): WibParts {
  const shifted = new Date(date.getTime() + WIB_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** '12 Mei 2026 14:30' */
export function displayDate(date: Date): string {
  const p = wibParts(date);
  return `${p.day} ${MONTHS_LONG[p.month] ?? ''} ${p.year} ${two(p.hour)}:${two(p.minute)}`;
}

function wibDayStart(year: number, month: number, day: number): Date | null {
  const utc = Date.UTC(year, month, day);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month || check.getUTCDate() !== day) return null;
  return new Date(utc - WIB_OFFSET_MS);
}

export interface DateRange {
  readonly from: Date;
  /** Exclusive: the start of the day after the last day. */
  readonly until: Date;
}

/**
 * 'yyyy/mm/dd_yyyy/mm/dd', both days inclusive, in WIB. '' is no filter (null); an impossible
 * date or a reversed range is 'invalid'.
 */
export function parseDateRange(text: string): DateRange | null | 'invalid' {
  if (text === '') return null;
  const match = /^(\d{4})\/(\d{2})\/(\d{2})_(\d{4})\/(\d{2})\/(\d{2})$/.exec(text);
  if (!match) return 'invalid';
  const [y1, m1, d1, y2, m2, d2] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const from = wibDayStart(y1, m1 - 1, d1);
  const last = wibDayStart(y2, m2 - 1, d2);
  if (!from || !last || last < from) return 'invalid';
  return { from, until: new Date(last.getTime() + 24 * 60 * 60_000) };
}

export function inRange(date: Date, range: DateRange | null): boolean {
  return range === null || (date >= range.from && date < range.until);
}

/** 'Rp12.500.000': integer rupiah with dot grouping (the portal's de-DE format). */
export function rupiah(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(Math.trunc(amount)));
  return `${sign}Rp${digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}
