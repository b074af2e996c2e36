import { SHARED_COLUMNS as COLUMN } from '../listColumns';
import { FEE_RULE, SETTLEMENT_LABELS } from './settlement';

/** Payment list rules: the cards, the columns, the sort parameter, the proof popups. */

/** The card that is shown in red; every other card is green. */
export const NOT_PASSED_ON_CARD = 'Belum Diteruskan';

export type CardTone = 'danger' | 'success';

export function paymentCardTone(name: string): CardTone {
  return name.trim() === NOT_PASSED_ON_CARD ? 'danger' : 'success';
}

/** The verification and passed-on tables drop the last column of the server's column list. */
export function withoutLastColumn<C>(columns: readonly C[]): C[] {
  return columns.slice(0, -1);
}

export type SortDirection = 'asc' | 'desc';

/** The payment lists send their sort as '{field}-{dir}'; no field means no sort. */
export function paymentSortParam(field: string | null, direction: SortDirection): string {
  return field === null || field === '' ? '' : `${field}-${direction}`;
}

/** A proof thumbnail opens in a popup at half its size. */
export function proofPopupSize(size: { readonly width: number; readonly height: number }): {
  readonly width: number;
  readonly height: number;
} {
  return { width: Math.round(size.width / 2), height: Math.round(size.height / 2) };
}

/** A payment's amounts and date, as the payment lists, the totals and the order's payment card name them. */
export const PAYMENT_LABELS = {
  bill: SETTLEMENT_LABELS.bill,
  transfer: SETTLEMENT_LABELS.passedOn,
  paidOn: 'Tanggal Pembayaran',
} as const;

/** The funds' status in the payment list, and the other cards. */
export const PASSED_ON = 'Sudah Diteruskan';
export const TOTAL_BILL_CARD = SETTLEMENT_LABELS.bill;
export const FEE_CARD = SETTLEMENT_LABELS.fee;

/** Under the cards: how they add up, and how the fee is reckoned. */
export const PAYMENT_CARDS_SUM = `${TOTAL_BILL_CARD} = ${FEE_CARD} + ${PASSED_ON} + ${NOT_PASSED_ON_CARD}. ${FEE_RULE}`;

/** A payment's amounts and its date, the same in every payment list. */
const PAYMENT_COLUMNS = [
  { name: PAYMENT_LABELS.bill, value: 'totalBill' },
  { name: PAYMENT_LABELS.transfer, value: 'totalTransfer' },
  { name: PAYMENT_LABELS.paidOn, value: 'paymentDate' },
] as const;

/** The all-payments list columns (the payment row). */
export const PAYMENT_LIST_COLUMNS = [
  COLUMN.no,
  COLUMN.invoice,
  COLUMN.customerName,
  COLUMN.schoolName,
  ...PAYMENT_COLUMNS,
  { name: 'Tanggal Konfirmasi', value: 'confirmDate' },
  { name: 'Tanggal Transfer', value: 'transferDate' },
  { name: 'Status', value: 'status' },
] as const;

/** The incomplete, verification and passed-on lists' columns; the last is the one the portal drops. */
export const PROOF_LIST_COLUMNS = [
  COLUMN.no,
  COLUMN.invoice,
  COLUMN.customerName,
  { name: 'No. HP Customer', value: 'customerPhoneNumber' },
  COLUMN.schoolName,
  { name: 'No. Telp Sekolah', value: 'schoolPhoneNumber' },
  ...PAYMENT_COLUMNS,
  { name: 'BAST', value: 'imageBast' },
  { name: 'Bukti Pembayaran', value: 'imageConfirmPayment' },
  { name: 'Aksi', value: 'action' },
] as const;

/**
 * A payment list's date cell as a day, 'yyyy-mm-dd', whatever the record holds ('2026-08-10
 * 10:00:00', '2026-08-10T10:00:00', '2026-08-10'): one format per column. A
 * value that is not such a date is kept as it is; none is '-'.
 */
export function paymentDay(value: string | null): string {
  if (value === null || value.trim() === '') return '-';
  const day = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(
    value.trim(),
  );
  return day?.[1] ?? value;
}
