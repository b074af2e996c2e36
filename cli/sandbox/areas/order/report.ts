import { rupiah } from './format';
import { orderTotal, type OrderRecord } from './record';
import { statusIdsOfFilter, statusLabel } from './steps';

type ReportFilter = { ok: true; keep: (order: OrderRecord) => boolean } | { ok: false; message: string };

/**
 * The recap's filters: filter_date is '' (all), 'YYYY-MM', 'YYYY-MM-DD' or a range
 * 'YYYY-MM-DD - YYYY-MM-DD'; status is a value of the orders status filter.
 */
export function reportFilter(filterDate: string, status: number | ''): ReportFilter {
  const text = filterDate.trim();
  let from = '';
  let to = '\uffff';
  if (text !== '') {
    const range = /^(\d{4}-\d{2}-\d{2})\s*(?:-|s\/d|to)\s*(\d{4}-\d{2}-\d{2})$/.exec(text);
    const single = /^(\d{4}-\d{2}(?:-\d{2})?)$/.exec(text);
    if (range) [from, to] = [range[1] ?? '', `${range[2] ?? ''}\uffff`];
    else if (single) [from, to] = [single[1] ?? '', `${single[1] ?? ''}\uffff`];
    else return { ok: false, message: `Format filter_date tidak dikenal: ${text}` };
    if (from > to) return { ok: false, message: 'Tanggal awal harus sebelum tanggal akhir' };
  }
  const ids = status === '' ? null : statusIdsOfFilter(status);
  if (status !== '' && !ids) return { ok: false, message: `Status pesanan tidak dikenal: ${status}` };
  return { ok: true, keep: (o) => o.dateAdded >= from && o.dateAdded <= to && (ids === null || ids.includes(o.statusId)) };
}

function cell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The recap file: one line per order, spreadsheet-friendly. */
export function reportCsv(orders: readonly OrderRecord[]): string {
  const header = ['Invoice', 'Tanggal', 'Nama Sekolah', 'NPSN', 'Kota', 'Customer', 'Status', 'Total'];
  const lines = orders.map((o) =>
    [o.invoice, o.dateAdded, o.school.name, o.school.npsn, o.school.city, o.customer.name, statusLabel(o.statusId), rupiah(orderTotal(o))].map(cell).join(','),
  );
  return `${[header.join(','), ...lines].join('\n')}\n`;
}
