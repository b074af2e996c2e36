import { exportCsv } from '@core/export/csv';
import { exportXlsx } from '@core/export/xlsx';
import { XLSX_TYPE } from '@core/export/xlsxType';
import { RECAP_COLUMNS, RECAP_SHEET, type RecapFormat, type RecapRow } from '@core/order/recap';
import { ORDER_MESSAGES } from '@core/order/rules';
import { settlement, type OrderRecord } from './record';
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

function recapRow(order: OrderRecord): RecapRow {
  const { bill, fee, passedOn } = settlement(order);
  return {
    invoice: order.invoice,
    date: order.dateAdded,
    schoolName: order.school.name,
    npsn: order.school.npsn,
    city: order.school.city,
    customer: order.customer.name,
    status: statusLabel(order.statusId),
    bill,
    fee,
    passedOn,
  };
}

/** The recap file of the orders, as a workbook or as CSV: core's export writers (formulas inert). */
export function recapFile(orders: readonly OrderRecord[], format: RecapFormat): { type: string; body: Uint8Array } {
  const rows = orders.map(recapRow);
  return format === 'xlsx'
    ? { type: XLSX_TYPE, body: exportXlsx(RECAP_SHEET, RECAP_COLUMNS, rows) }
    : { type: 'text/csv; charset=utf-8', body: new TextEncoder().encode(exportCsv(RECAP_COLUMNS, rows)) };
}
