/** Rupiah as the API writes it: 'Rp 1.250.000' (integers only; the sandbox never keeps fractions). */
export function rupiah(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}Rp ${String(Math.abs(Math.trunc(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm:ss' in Western Indonesian Time (UTC+7), the zone the seeds are written in. */
export function wibTimestamp(date: Date): string {
  const d = new Date(date.getTime() + 7 * 3600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Splits a stored timestamp into the `createdAt` (date) and `timeAt` (HH:mm) of history entries. */
export function splitTimestamp(timestamp: string): { createdAt: string; timeAt: string } {
  return { createdAt: timestamp.slice(0, 10), timeAt: timestamp.slice(11, 16) };
}
