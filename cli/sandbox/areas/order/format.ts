import { SELLER_ZONE, zonedParts } from '@core/clock';

const pad = (n: number) => String(n).padStart(2, '0');

/** The API's date and time in the seller's zone (WIB), the way the seeds are written. */
export function wibTimestamp(date: Date, zone: string = SELLER_ZONE): string {
  const p = zonedParts(date.getTime(), zone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** Splits a stored timestamp into the `createdAt` (date) and `timeAt` (HH:mm) of history entries. */
export function splitTimestamp(timestamp: string): { createdAt: string; timeAt: string } {
  return { createdAt: timestamp.slice(0, 10), timeAt: timestamp.slice(11, 16) };
}
