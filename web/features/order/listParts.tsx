import type { ReactNode } from 'react';
import { orderIdOf } from '@core/order/rules';
import { ORDER_LIST_COLUMNS } from '@core/order/options';
import type { OrderRow } from '@core/order/schema';
import { orderDetailPath } from '@web/app/paths';
import { columnsOf, fromServerColumns, type ServerColumn } from '@web/ui/ListScreen';
import type { DataColumn } from '@web/ui/DataTable';
import { moneyColumn } from '@web/ui/moneyColumn';
import { sortFields } from '@web/ui/useListQuery';
import { RowLink } from '@web/ui/RowLink';
import { htmlToText, SafeHtml } from '@web/ui/SafeHtml';
import './order.css';

/** 'yyyy-mm-dd hh:mm:ss' as the day over its time: two short lines instead of three broken ones. */
function dateTime(value: string): ReactNode {
  const [day = value, time] = value.split(' ');
  return (
    <span className="order-date">
      {day}
      {time ? <span className="order-date__time">{time.slice(0, 5)}</span> : null}
    </span>
  );
}

/** The API sorts the date column by its own name (spec 002 §9: default m.date_added descending). */
export const ORDER_DATE_SORT = 'm.date_added';

/** The ten columns of the orders list (spec 002 §2.1, §3), as the server names them. */
export const ORDER_COLUMNS: readonly ServerColumn[] = columnsOf(ORDER_LIST_COLUMNS);

/** What the orders and changed-orders lists sort by: their sortable columns, the date by the API's own name. */
export const ORDER_SORTS: readonly string[] = sortFields(ORDER_COLUMNS).map((field) =>
  field === 'date' ? ORDER_DATE_SORT : field,
);

/** The cells of the orders and changed-orders lists: invoice link, sanitised status HTML. */
export const ORDER_CELLS: Readonly<Record<string, Partial<DataColumn<OrderRow>>>> = {
  // The invoice cell: its last 6 characters (spec 002 §2.1), linking to the detail.
  invoice: {
    render: (row) => (
      <RowLink href={orderDetailPath(row.id)} className="order-invoice" title={row.invoice}>
        {orderIdOf(row.invoice)}
      </RowLink>
    ),
    csv: (row) => row.invoice,
  },
  status: {
    render: (row) => <SafeHtml html={row.status} className="order-status" />,
    csv: (row) => htmlToText(row.status),
  },
  total: moneyColumn((row) => row.total),
  date: { key: ORDER_DATE_SORT, render: (row) => dateTime(row.date), csv: (row) => row.date },
  paymentDue: { render: (row) => row.paymentDue ?? '-' },
};

/** The columns of the orders list, given the server's. */
export function orderColumns(server: readonly ServerColumn[]): DataColumn<OrderRow>[] {
  return fromServerColumns(server, ORDER_COLUMNS, ORDER_CELLS);
}
