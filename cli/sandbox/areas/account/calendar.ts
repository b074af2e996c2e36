import { addDays, SELLER_ZONE, startOfDay, zonedParts } from '@core/clock';

/** Dates as the seller sees them, in the seller's zone (WIB) through core's clock helpers. */

export const MONTHS_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'Mei',
  'Jun',
  'Jul',
  'Agu',
  'Sep',
  'Okt',
  'Nov',
  'Des',
] as const;
const MONTHS_LONG = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

const two = (n: number) => String(n).padStart(2, '0');

/** Day, Indonesian month name, year and hh:mm, e.g. 12 Mei 2026 14:30. */
export function displayDate(date: Date, zone: string = SELLER_ZONE): string {
  const p = zonedParts(date.getTime(), zone);
  return `${p.day} ${MONTHS_LONG[p.month - 1] ?? ''} ${p.year} ${two(p.hour)}:${two(p.minute)}`;
}

export interface DateRange {
  readonly from: Date;
  /** Exclusive: the start of the day after the last day. */
  readonly until: Date;
}

function validDay(year: number, month: number, day: number) {
  const checked = addDays({ year, month, day }, 0);
  return checked.year === year && checked.month === month && checked.day === day ? checked : null;
}

/**
 * 'yyyy/mm/dd_yyyy/mm/dd', both days inclusive, in the seller's zone. '' is no filter (null); an
 * impossible date or a reversed range is 'invalid'.
 */
export function parseDateRange(text: string, zone: string = SELLER_ZONE): DateRange | null | 'invalid' {
  if (text === '') return null;
  const match = /^(\d{4})\/(\d{2})\/(\d{2})_(\d{4})\/(\d{2})\/(\d{2})$/.exec(text);
  if (!match) return 'invalid';
  const [y1, m1, d1, y2, m2, d2] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const first = validDay(y1, m1, d1);
  const last = validDay(y2, m2, d2);
  if (!first || !last) return 'invalid';
  const from = startOfDay(first, zone);
  const until = startOfDay(addDays(last, 1), zone);
  if (until <= from) return 'invalid';
  return { from: new Date(from), until: new Date(until) };
}

export function inRange(date: Date, range: DateRange | null): boolean {
  return range === null || (date >= range.from && date < range.until);
}
