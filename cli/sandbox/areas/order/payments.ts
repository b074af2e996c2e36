import type { FilterOption } from '@core/api/envelope';
import { formatRupiah } from '@core/money';
import {
  FEE_CARD,
  NOT_PASSED_ON_CARD,
  PASSED_ON,
  PAYMENT_LIST_COLUMNS,
  paymentDay,
  PROOF_LIST_COLUMNS,
  TOTAL_BILL_CARD,
} from '@core/payment/rules';
import { totalSettlement } from '@core/payment/settlement';
import type { PaymentCard, PaymentProofRow, PaymentRow } from '@core/payment/schema';
import type { ListSpec } from './list';
import { settlement, type OrderRecord } from './record';
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
    totalBill: rupiah(settlement(o).bill),
    totalTransfer: rupiah(settlement(o).passedOn),
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
  totalBill: (o: Paid) => settlement(o).bill,
  totalTransfer: (o: Paid) => settlement(o).passedOn,
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
    totalBill: rupiah(settlement(o).bill),
    totalTransfer: rupiah(settlement(o).passedOn),
    paymentDate: paymentDay(o.transfer.paymentDate),
    imageBast: o.transfer.imageBast,
    imageConfirmPayment: o.transfer.imageConfirmPayment,
  }),
};

/**
 * Totals over every matching payment (not just the page) and the summary cards, which add up:
 * the bills are the partner's fees plus what was passed on plus what is still held.
 */
export function paymentTotals(found: readonly Paid[]): {
  totalAllBill: string;
  totalAllTransfer: string;
  cardTotal: PaymentCard[];
} {
  const all = totalSettlement(found.map(settlement));
  const done = totalSettlement(found.filter(passed).map(settlement));
  const waiting = totalSettlement(found.filter((o) => !passed(o)).map(settlement));
  return {
    totalAllBill: rupiah(all.bill),
    totalAllTransfer: rupiah(all.passedOn),
    cardTotal: [
      { name: TOTAL_BILL_CARD, valueCurrencyFormat: rupiah(all.bill) },
      { name: FEE_CARD, valueCurrencyFormat: rupiah(all.fee) },
      { name: PASSED_ON, valueCurrencyFormat: rupiah(done.passedOn) },
      { name: NOT_PASSED_ON_CARD, valueCurrencyFormat: rupiah(waiting.passedOn) },
    ],
  };
}

/** The status filter of a proof list: the order statuses found in it (value = status id). */
export function paymentStatusFilter(list: readonly Paid[]): FilterOption[] {
  const ids = [...new Set(list.map((o) => o.statusId))].sort((a, b) => a - b);
  return ids.map((id) => ({ name: statusLabel(id), value: id, total: list.filter((o) => o.statusId === id).length }));
}
