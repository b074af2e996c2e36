import { isBlank, validator, type Validator } from '../validation';
import { ORDER_NUMBER_FROM_STATUS, ORDER_STATUS_ID, TRACKING_NUMBER_FROM_STATUS } from './schema';

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
