import { complaintCreationBlock, hasUnresolvedComplaint, statusAllowsComplaint } from '../complaint/rules';
import { isBlank, validator, type Validator } from '../validation';
import { ORDER_NUMBER_FROM_STATUS, ORDER_STATUS_ID, TRACKING_NUMBER_FROM_STATUS, type OrderStep } from './schema';

/** Order rules (spec 002 §2.1, §2.3, §4, §5, §9). */

export const ORDER_MESSAGES = {
  refuseReasonMissing: 'Pilih alasan terlebih dahulu untuk menutup pesanan',
  invoiceSearchEmpty: 'Masukan Nomor Invoice yang ingin dicari',
  updateCategory: 'Anda perlu update kategori produk',
  changeRequested: 'Customer ingin request perubahan pada pesanan ini',
  cancelRequested: 'Customer ingin membatalkan pesanan ini!',
  printFirst: 'Cetak BAST dan Invoice terlebih dahulu untuk mengirim',
  paidDone: 'Sudah Selesai',
  paidWaiting: 'Menunggu Konfirmasi dari SIPLah Eureka',
  refuseModalTitle: 'Penutupan Pesanan',
  confirmPrompt: 'Anda memproses pesanan ini?',
  refusePrompt: 'Anda menolak pesanan ini',
  sendPrompt: 'Anda mengirim pesanan ini?',
  arrivedPrompt: 'Anda menyatakan bahwa pesanan ini telah sampai ke sekolah?',
  confirmed: 'Anda berhasil melakukan konfirmasi pesanan',
  sent: 'Anda berhasil mengirim pesanan ini',
  refused: 'Anda berhasil menolak pesanan ini',
  arrived: 'Anda berhasil menyatakan bahwa pesanan ini telah sampai ke sekolah',
  changeAccepted: 'Anda berhasil menerima request perubahan pada pesanan ini',
  changeRejected: 'Anda berhasil menolak perubahan pada pesanan ini',
  cancelAccepted: 'Anda berhasil menerima pembatalan pada pesanan ini',
  cancelRejected: 'Anda berhasil menolak pembatalan pada pesanan ini',
  /** Ours from here on: the spec names these refusals and answers but gives no words. */
  emptyAwb: 'Nomor resi tidak boleh kosong',
  unknownReason: 'Alasan penolakan tidak dikenal',
  noChangeRequest: 'Tidak ada request perubahan pada pesanan ini',
  noCancelRequest: 'Tidak ada permintaan pembatalan pada pesanan ini',
  receivePaymentPrompt: 'Anda menyatakan dana pesanan ini telah diterima?',
  paymentReceived: 'Anda berhasil menyatakan dana pesanan ini telah diterima',
  paymentAlreadyReceived: 'Pembayaran pesanan ini sudah diterima',
  fundsNotTransferred: 'Dana belum diteruskan oleh mitra untuk pesanan ini',
  paymentHeldByComplaint: 'Pembayaran sekolah tertahan selama komplain belum selesai',
  documentMarked: 'ditandai sudah dicetak',
  unknownDocument: 'Dokumen tidak dikenal',
  orderNotFound: 'Pesanan tidak ditemukan',
  taxUploadUnavailable: 'Upload bukti pajak tidak tersedia untuk pesanan ini',
  taxUploaded: 'Bukti pajak berhasil diunggah',
  recapOtherSeller: 'Anda tidak berhak mengunduh rekap penyedia lain',
  unknownStatusFilter: 'Status pesanan tidak dikenal',
  unknownDateFilter: 'Format filter_date tidak dikenal',
  reversedDates: 'Tanggal awal harus sebelum tanggal akhir',
  recapCount: 'transaksi',
} as const;

/** Refusal of an action the order's status does not allow: 'Pesanan dengan status Dikirim tidak dapat dikonfirmasi'. */
export function actionNotAllowedMessage(statusLabel: string, verb: string): string {
  return `Pesanan dengan status ${statusLabel} tidak dapat ${verb}`;
}

/** Success dialogs close after 3000 ms. */
export const SUCCESS_DIALOG_MS = 3000;
/** Status 17: paid, awaiting confirmation; 20: funds transferred by the partner. */
export const PAID_AWAITING_CONFIRMATION_STATUS = ORDER_STATUS_ID.paid;
export const FUNDS_TRANSFERRED_STATUS = ORDER_STATUS_ID.transferred;

/** orderStatusId arrives as text; null when it is not a whole number. */
export function parseStatusId(value: string | number): number | null {
  const text = String(value).trim();
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** The order id shown: the last 6 characters of the invoice. */
export function orderIdOf(invoice: string): string {
  return invoice.slice(-6);
}

/** 'SP-' + the first 6 + the last 6 characters of the invoice, from status 2 on; null before. */
export function orderNumberOf(invoice: string, statusId: number): string | null {
  if (statusId < ORDER_NUMBER_FROM_STATUS) return null;
  return `SP-${invoice.slice(0, 6)}${invoice.slice(-6)}`;
}

/** The tracking number (resi) is shown from status 3 on. */
export function showsTrackingNumber(statusId: number): boolean {
  return statusId >= TRACKING_NUMBER_FROM_STATUS;
}

// ---- actions of the order detail ----

export interface OrderFlagsInput {
  readonly isHasRequestChange: boolean;
  readonly isHasApplyCancel: boolean;
  readonly isShippingMitra: boolean;
  readonly isFaktur: boolean;
  readonly isPickup: boolean;
  readonly isDone: boolean;
}

export interface OrderDetailInput {
  readonly statusId: number;
  /** The wizard's active step (see wizardView), null when none. */
  readonly step: OrderStep | null;
  readonly flags: OrderFlagsInput;
  readonly isProductUncategorized: boolean;
  readonly isUploadTax: boolean;
  readonly isTracking: boolean;
  readonly complaints: readonly { readonly isResolved: boolean }[];
}

export interface ActionState {
  readonly visible: boolean;
  readonly enabled: boolean;
}

const hidden: ActionState = { visible: false, enabled: false };
const shown = (enabled: boolean): ActionState => ({ visible: true, enabled });

export interface OrderActions {
  readonly confirm: ActionState;
  readonly refuse: ActionState;
  readonly send: ActionState;
  readonly acceptChange: ActionState;
  readonly rejectChange: ActionState;
  readonly acceptCancel: ActionState;
  readonly rejectCancel: ActionState;
  /** 'Komplain ke Sekolah' (or the payment complaint on the paid step at status 17). */
  readonly complaint: ActionState;
  /** Set when a complaint button is pressed while one is unresolved. */
  readonly complaintBlockedMessage: string | null;
  readonly uploadTax: ActionState;
  readonly tracking: ActionState;
  /** Texts shown on the active step, in order. */
  readonly notices: readonly string[];
  /** Process step: shipping-partner instructions, or print the label yourself. */
  readonly shipping: 'mitra' | 'label' | null;
  /** Accept step: picked up by the school (isPickup) or delivered by the shipping partner. */
  readonly arrival: 'pickup' | 'partner' | null;
  /** Paid step: 'Sudah Selesai' or 'Menunggu Konfirmasi dari SIPLah Eureka'. */
  readonly paidLabel: string | null;
  readonly fundsTransferred: boolean;
  /** The unresolved-complaint alert ('Perhatian!'). */
  readonly unresolvedComplaintAlert: boolean;
}

/**
 * What the seller can do on an order detail. A pending change or cancel request, or an
 * uncategorized product, holds back confirming and sending; the Kirim button needs the printed
 * invoice (isFaktur) or a change request. Change and cancel requests are answerable on the
 * confirm and process steps, so a request that blocks confirming can also be settled there.
 */
export function orderActions(order: OrderDetailInput): OrderActions {
  const { flags, step } = order;
  const pendingRequest = flags.isHasRequestChange || flags.isHasApplyCancel;
  const notices: string[] = [];
  const early = step === 'confirm' || step === 'process';

  if (early && order.isProductUncategorized) notices.push(ORDER_MESSAGES.updateCategory);
  if (early && flags.isHasRequestChange) notices.push(ORDER_MESSAGES.changeRequested);
  if (early && flags.isHasApplyCancel) notices.push(ORDER_MESSAGES.cancelRequested);

  let send = hidden;
  if (step === 'process') {
    if (flags.isFaktur || flags.isHasRequestChange) send = shown(!pendingRequest && !order.isProductUncategorized);
    else notices.push(ORDER_MESSAGES.printFirst);
  }

  const complaintVisible =
    statusAllowsComplaint(order.statusId) &&
    (step === 'accept' || step === 'complaint' || (step === 'paid' && order.statusId === PAID_AWAITING_CONFIRMATION_STATUS));

  return {
    confirm: step === 'confirm' ? shown(!flags.isHasRequestChange && !order.isProductUncategorized) : hidden,
    refuse: early ? shown(true) : hidden,
    send,
    acceptChange: early && flags.isHasRequestChange ? shown(true) : hidden,
    rejectChange: early && flags.isHasRequestChange ? shown(true) : hidden,
    acceptCancel: early && flags.isHasApplyCancel ? shown(true) : hidden,
    rejectCancel: early && flags.isHasApplyCancel ? shown(true) : hidden,
    complaint: complaintVisible ? shown(true) : hidden,
    complaintBlockedMessage: complaintVisible ? complaintCreationBlock(order.complaints) : null,
    uploadTax: order.isUploadTax ? shown(true) : hidden,
    tracking: order.isTracking ? shown(true) : hidden,
    notices,
    shipping: step === 'process' ? (flags.isShippingMitra ? 'mitra' : 'label') : null,
    arrival: step === 'accept' ? (flags.isPickup ? 'pickup' : 'partner') : null,
    paidLabel: step === 'paid' ? (flags.isDone ? ORDER_MESSAGES.paidDone : ORDER_MESSAGES.paidWaiting) : null,
    fundsTransferred: order.statusId === FUNDS_TRANSFERRED_STATUS,
    unresolvedComplaintAlert: hasUnresolvedComplaint(order.complaints),
  };
}

// ---- validators (spec 002 §5) ----

export const refuseReasonValidator: Validator<{ readonly reasonType: string | number | null }, 'reasonType'> = validator<
  { readonly reasonType: string | number | null },
  'reasonType'
>([
  {
    field: 'reasonType',
    test: (f) => (f.reasonType === null || (typeof f.reasonType === 'string' && isBlank(f.reasonType)) ? ORDER_MESSAGES.refuseReasonMissing : null),
  },
]);

export const invoiceSearchValidator: Validator<{ readonly invoice: string }, 'invoice'> = validator<{ readonly invoice: string }, 'invoice'>([
  { field: 'invoice', test: (f) => (isBlank(f.invoice) ? ORDER_MESSAGES.invoiceSearchEmpty : null) },
]);

/** History lists are shown newest last: the server's order reversed. */
export function chronological<T>(entries: readonly T[]): T[] {
  return [...entries].reverse();
}
