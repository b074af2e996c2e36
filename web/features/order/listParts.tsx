import { orderIdOf } from '@core/order/rules';
import type { OrderRow } from '@core/order/schema';
import { orderDetailPath } from '@web/app/paths';
import type { CellProps } from '@web/ui/DataTable';
import { fromServerColumns, type ListCells, type ServerColumn } from '@web/ui/listColumns';
import { moneyColumn } from '@web/ui/moneyColumn';
import { RowLink } from '@web/ui/RowLink';
import { htmlToText, SafeHtml } from '@web/ui/SafeHtml';
import { ORDER_COLUMNS, ORDER_SORT_KEYS } from './queries';
import './order.css';

/** The invoice cell: its last 6 characters, linking to the order's detail. */
function InvoiceCell({ row }: CellProps<OrderRow>) {
  return (
    <RowLink href={orderDetailPath(row.id)} className="order-invoice" title={row.invoice}>
      {orderIdOf(row.invoice)}
    </RowLink>
  );
}

/** The status as the server writes it (HTML), cleaned by DOMPurify. */
function StatusCell({ row }: CellProps<OrderRow>) {
  return <SafeHtml html={row.status} className="order-status" />;
}

/** 'yyyy-mm-dd hh:mm:ss' as the day over its time: two short lines instead of three broken ones. */
function DateCell({ row }: CellProps<OrderRow>) {
  const [day = row.date, time] = row.date.split(' ');
  return (
    <span className="order-date">
      {day}
      {time ? <span className="order-date__time">{time.slice(0, 5)}</span> : null}
    </span>
  );
}

/** The cells of the orders and changed-orders lists: invoice link, sanitised status HTML. */
export const ORDER_CELLS: ListCells<OrderRow> = {
  invoice: { Cell: InvoiceCell, csv: (row) => row.invoice },
  status: { Cell: StatusCell, csv: (row) => htmlToText(row.status) },
  total: moneyColumn((row) => row.total),
  date: { Cell: DateCell, csv: (row) => row.date, kind: 'dateTime' },
  paymentDue: { nowrap: true, text: (row) => row.paymentDue ?? '-', kind: 'day' },
};

/** The columns of the orders lists, given the server's. */
export function orderColumns(server: readonly ServerColumn[]) {
  return fromServerColumns(server, ORDER_COLUMNS, ORDER_CELLS, ORDER_SORT_KEYS);
}
