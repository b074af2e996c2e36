import { formatRupiah } from '@core/money';
import { BILLING_LIST_COLUMNS, ORDER_LIST_COLUMNS } from '@core/order/options';
import type { BillingRow, OrderRow } from '@core/order/schema';
import type { ListSpec } from './list';
import { orderTotal, type OrderRecord } from './record';
import { statusHtml } from './steps';

function orderRow(order: OrderRecord, no: number): OrderRow {
  return {
    id: order.id,
    no,
    invoice: order.invoice,
    customerName: order.customer.name,
    npsn: order.school.npsn,
    schoolName: order.school.name,
    schoolCity: order.school.city,
    status: statusHtml(order.statusId),
    total: formatRupiah(orderTotal(order), 'api'),
    date: order.dateAdded,
    paymentDue: order.paymentDue,
  };
}

/** Orders and changed orders; 'm.date_added' is the API's name of the date column (the default sort). */
export const orderListSpec: ListSpec<OrderRecord, OrderRow> = {
  columns: ORDER_LIST_COLUMNS,
  sortKeys: {
    invoice: (o) => o.invoice,
    customerName: (o) => o.customer.name,
    npsn: (o) => o.school.npsn,
    schoolName: (o) => o.school.name,
    schoolCity: (o) => o.school.city,
    status: (o) => o.statusId,
    total: (o) => orderTotal(o),
    date: (o) => o.dateAdded,
    'm.date_added': (o) => o.dateAdded,
    paymentDue: (o) => o.paymentDue,
  },
  aliases: { 'm.date_added': 'date' },
  search: (o) => [o.invoice, o.customer.name, o.school.npsn, o.school.name, o.school.city],
  defaultSort: { key: 'm.date_added', dir: 'desc' },
  toRow: orderRow,
};

type Billed = OrderRecord & { billing: NonNullable<OrderRecord['billing']> };

export function isBilled(order: OrderRecord): order is Billed {
  return order.billing !== null;
}

export const billingListSpec: ListSpec<Billed, BillingRow> = {
  columns: BILLING_LIST_COLUMNS,
  sortKeys: {
    invoice: (o) => o.invoice,
    customerName: (o) => o.customer.name,
    billingDate: (o) => o.billing.billingDate,
    paymentDate: (o) => o.billing.paymentDate,
    createdAt: (o) => o.billing.createdAt,
  },
  search: (o) => [o.invoice, o.customer.name, o.school.name],
  defaultSort: null,
  toRow: (o, no) => ({
    no,
    invoice: o.invoice,
    customerName: o.customer.name,
    billingDate: o.billing.billingDate,
    paymentDate: o.billing.paymentDate,
    createdAt: o.billing.createdAt,
  }),
};
