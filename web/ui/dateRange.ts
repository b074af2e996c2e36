import { filterDate } from '@core/notification/rules';
import type { DateRange } from './DateRangeField';

/** yyyy-mm-dd of a local date (what a date input holds). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function localDay(text: string): Date {
  const [y, m, d] = text.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** The default range of spec 000 §4: the last year up to today. */
export function lastYear(today: Date = new Date()): DateRange {
  return { from: isoDay(new Date(today.getFullYear() - 1, today.getMonth(), today.getDate())), to: isoDay(today) };
}

/** filter_date as the API wants it: yyyy/mm/dd_yyyy/mm/dd (core builds it). */
export function filterDateOf(range: DateRange): string {
  return filterDate(localDay(range.from), localDay(range.to));
}

const stamp = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Jakarta' });

/** An ISO timestamp as the seller reads it (WIB). */
export function displayTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : stamp.format(date);
}
