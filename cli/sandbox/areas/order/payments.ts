import type { FilterOption } from '@core/api/envelope';
import { formatRupiah } from '@core/money';
import {
  NOT_PASSED_ON_CARD,
  PASSED_ON,
  PAYMENT_LIST_COLUMNS,
  paymentDay,
  PROOF_LIST_COLUMNS,
  TOTAL_BILL_CARD,
} from '@core/payment/rules';
import type { PaymentCard, PaymentProofRow, PaymentRow } from '@core/payment/schema';
import type { ListSpec } from './list';
import { orderTotal, transferAmount, type OrderRecord } from './record';
import { statusLabel } from './steps';

const rupiah = (amount: number) => formatRupiah(amount, 'api');

export type Paid = OrderRecord & { transfer: NonNullable<OrderRecord['transfer']> };
export type PaymentStage = Paid['transfer']['stage'];

export function isPaid(order: OrderRecord): order is Paid {
  return order.transfer !== null;
}

const passed = (o: Paid) => o.transfer.stage === 'passedToSeller';

function paymentRow(o: Paid, no: number): PaymentRow {
  return {
    no,
    orderId: o.id,
    invoice: o.invoice,
    customerName: o.customer.name,
    schoolName: o.school.name,
    totalBill: rupiah(orderTotal(o)),
    totalTransfer: rupiah(transferAmount(o)),
    // The records hold days and timestamps alike; the lists show days.
    paymentDate: paymentDay(o.transfer.paymentDate),
    confirmDate: o.transfer.confirmDate === null ? null : paymentDay(o.transfer.confirmDate),
    transferDate: o.transfer.transferDate === null ? null : paymentDay(o.transfer.transferDate),
    status: passed(o) ? PASSED_ON : NOT_PASSED_ON_CARD,
    // The tooltip explains why the funds are still held.
    isStatusTooltip: !passed(o),
  };
}

const moneySortKeys = {
  invoice: (o: Paid) => o.invoice,
  customerName: (o: Paid) => o.customer.name,
  schoolName: (o: Paid) => o.school.name,
  totalBill: (o: Paid) => orderTotal(o),
  totalTransfer: (o: Paid) => transferAmount(o),
  paymentDate: (o: Paid) => o.transfer.paymentDate,
};

const search = (o: Paid) => [o.invoice, o.customer.name, o.school.name, o.school.npsn];

export const paymentListSpec: ListSpec<Paid, PaymentRow> = {
  columns: PAYMENT_LIST_COLUMNS,
  sortKeys: {
    ...moneySortKeys,
    confirmDate: (o) => o.transfer.confirmDate,
    transferDate: (o) => o.transfer.transferDate,
    status: (o) => (passed(o) ? 1 : 0),
  },
  search,
  defaultSort: null,
  toRow: paymentRow,
};

/** The incomplete, verification and passed-on lists; the last column is the one the portal drops. */
export const proofListSpec: ListSpec<Paid, PaymentProofRow> = {
  columns: PROOF_LIST_COLUMNS,
  sortKeys: moneySortKeys,
  search,
  defaultSort: null,
  toRow: (o, no) => ({
    no,
    orderId: o.id,
    invoice: o.invoice,
    customerName: o.customer.name,
    customerPhoneNumber: o.customer.phone,
    schoolName: o.school.name,
    schoolPhoneNumber: o.school.phoneNumber,
    totalBill: rupiah(orderTotal(o)),
    totalTransfer: rupiah(transferAmount(o)),
    paymentDate: paymentDay(o.transfer.paymentDate),
    imageBast: o.transfer.imageBast,
    imageConfirmPayment: o.transfer.imageConfirmPayment,
  }),
};

/** Totals over every matching payment (not just the page) and the three summary cards. */
export function paymentTotals(found: readonly Paid[]): {
  totalAllBill: string;
  totalAllTransfer: string;
  cardTotal: PaymentCard[];
} {
  const sum = (list: readonly Paid[], f: (o: Paid) => number) => list.reduce((t, o) => t + f(o), 0);
  const done = found.filter(passed);
  const waiting = found.filter((o) => !passed(o));
  return {
    totalAllBill: rupiah(sum(found, orderTotal)),
    totalAllTransfer: rupiah(sum(found, transferAmount)),
    cardTotal: [
      { name: TOTAL_BILL_CARD, valueCurrencyFormat: rupiah(sum(found, orderTotal)) },
      { name: PASSED_ON, valueCurrencyFormat: rupiah(sum(done, transferAmount)) },
      { name: NOT_PASSED_ON_CARD, valueCurrencyFormat: rupiah(sum(waiting, transferAmount)) },
    ],
  };
}

/** The status filter of a proof list: the order statuses found in it (value = status id). */
export function paymentStatusFilter(list: readonly Paid[]): FilterOption[] {
  const ids = [...new Set(list.map((o) => o.statusId))].sort((a, b) => a - b);
  return ids.map((id) => ({ name: statusLabel(id), value: id, total: list.filter((o) => o.statusId === id).length }));
}
