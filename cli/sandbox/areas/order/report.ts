import { csvLines } from '@core/csv';
import { formatRupiah } from '@core/money';
import { RECAP_COLUMNS } from '@core/order/options';
import { ORDER_MESSAGES } from '@core/order/rules';
import { orderTotal, type OrderRecord } from './record';
import { statusIdsOfFilter, statusLabel } from './steps';

type ReportFilter = { ok: true; keep: (order: OrderRecord) => boolean } | { ok: false; message: string };

/**
 * The recap's filters: filter_date takes the forms core's endpoint names (all, a month, a day or
 * a range of days); status is a value of the orders status filter.
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
    else return { ok: false, message: `${ORDER_MESSAGES.unknownDateFilter}: ${text}` };
    if (from > to) return { ok: false, message: ORDER_MESSAGES.reversedDates };
  }
  const ids = status === '' ? null : statusIdsOfFilter(status);
  if (status !== '' && !ids) return { ok: false, message: `${ORDER_MESSAGES.unknownStatusFilter}: ${status}` };
  return {
    ok: true,
    keep: (o) => o.dateAdded >= from && o.dateAdded <= to && (ids === null || ids.includes(o.statusId)),
  };
}

/** The recap file: one line per order, spreadsheet-friendly, through core's CSV writer (formulas made inert). */
export function reportCsv(orders: readonly OrderRecord[]): string {
  const rows = orders.map((o) => [
    o.invoice,
    o.dateAdded,
    o.school.name,
    o.school.npsn,
    o.school.city,
    o.customer.name,
    statusLabel(o.statusId),
    formatRupiah(orderTotal(o), 'api'),
  ]);
  return csvLines([RECAP_COLUMNS, ...rows], { newline: '\n' });
}
