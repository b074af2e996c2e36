import type { CalendarDay } from '../clock';
import type { ExportColumn } from '../export/table';
import { SETTLEMENT_LABELS } from '../payment/settlement';

/**
 * The transaction recap (GET order-report/{userId}): one row per order of the seller's filter, as
 * a workbook (and as CSV, the second choice), with the bill, the partner's fee and what is passed on.
 */
export interface RecapRow {
  readonly invoice: string;
  /** When the order was made, 'YYYY-MM-DD HH:MM:SS'. */
  readonly date: string;
  readonly schoolName: string;
  readonly npsn: string;
  readonly city: string;
  readonly customer: string;
  readonly status: string;
  readonly bill: number;
  readonly fee: number;
  readonly passedOn: number;
}

export const RECAP_SHEET = 'Rekap Transaksi';

export const RECAP_COLUMNS: readonly ExportColumn<RecapRow>[] = [
  { header: 'Invoice', kind: 'text', value: (r) => r.invoice },
  { header: 'Tanggal', kind: 'dateTime', value: (r) => r.date },
  { header: 'Nama Sekolah', kind: 'text', value: (r) => r.schoolName },
  { header: 'NPSN', kind: 'text', value: (r) => r.npsn },
  { header: 'Kota', kind: 'text', value: (r) => r.city },
  { header: 'Customer', kind: 'text', value: (r) => r.customer },
  { header: 'Status', kind: 'text', value: (r) => r.status },
  { header: SETTLEMENT_LABELS.bill, kind: 'rupiah', value: (r) => r.bill },
  { header: SETTLEMENT_LABELS.fee, kind: 'rupiah', value: (r) => r.fee },
  { header: SETTLEMENT_LABELS.passedOn, kind: 'rupiah', value: (r) => r.passedOn },
];

/** The two forms a recap is downloaded in: the workbook, or CSV. */
export type RecapFormat = 'xlsx' | 'csv';

/** The recap's file name, by the seller's day it was downloaded on: 'rekap-pesanan-20261124.xlsx'. */
export function recapFileName(day: CalendarDay, format: RecapFormat = 'xlsx'): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `rekap-pesanan-${day.year}${pad(day.month)}${pad(day.day)}.${format}`;
}
