import { addYears, isoDay, parseDay, slashDay, today, type CalendarDay, type Clock } from './clock';

/**
 * A range of whole days as date inputs hold it ('yyyy-mm-dd', both ends inclusive) and as the API
 * filters by it (filter_date 'yyyy/mm/dd_yyyy/mm/dd'). Days are the seller's (see clock.ts).
 */
export interface DayRange {
  readonly from: string;
  readonly to: string;
}

/** The default date filter of notifications and lists: the last year up to today, in the seller's zone. */
export function lastYear(clock: Clock): DayRange {
  const end = today(clock);
  return { from: isoDay(addYears(end, -1)), to: isoDay(end) };
}

/** filter_date of two days, both inclusive. */
export function filterDate(from: CalendarDay, to: CalendarDay): string {
  return `${slashDay(from)}_${slashDay(to)}`;
}

/** filter_date of a range; '' (no filter) when either end is not a day. */
export function filterDateOf(range: DayRange): string {
  const from = parseDay(range.from);
  const to = parseDay(range.to);
  return from && to ? filterDate(from, to) : '';
}

/** True when the range ends before it starts. */
export function isReversed(range: DayRange): boolean {
  const from = parseDay(range.from);
  const to = parseDay(range.to);
  return from !== null && to !== null && isoDay(to) < isoDay(from);
}

/** A range whose end comes before its start is refused by the portal itself, before any call. */
export const DATE_RANGE_MESSAGES = {
  reversed: "Tanggal 'Sampai' tidak boleh sebelum tanggal 'Dari'. Silakan perbaiki rentang tanggalnya.",
} as const;

/** What a range filter says about the typed range: nothing, or why it is not sent. */
export function checkDayRange(range: DayRange): string | null {
  return isReversed(range) ? DATE_RANGE_MESSAGES.reversed : null;
}
