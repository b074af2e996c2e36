import { isBlank, validator, type Validator } from '../validation';
import { ORDER_NUMBER_FROM_STATUS, ORDER_STATUS_ID, TRACKING_NUMBER_FROM_STATUS } from './schema';

/** Order rules: the list, the detail, the steps, the validators and the constants of the order specification. */

export const ORDER_MESSAGES = {
  refuseReasonMissing: 'Pilih alasan terlebih dahulu untuk menutup pesanan',
  invoiceSearchEmpty: 'Masukan Nomor Invoice yang ingin dicari',
  updateCategory: 'Anda perlu update kategori produk',
  changeRequested: 'Customer ingin request perubahan pada pesanan ini',
  cancelRequested: 'Customer ingin membatalkan pesanan ini!',
  printFirst: 'Cetak BAST dan Invoice terlebih dahulu untuk mengirim',
  /** Ours: the shipping partner's label exists once the order is sent. */
  labelAfterSending: 'Label pengiriman dibuat oleh mitra pengiriman setelah pesanan dikirim',
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
  awbCharacters: 'Nomor resi hanya boleh berisi huruf, angka dan tanda hubung (-)',
  awbLength: 'Nomor resi harus 6 sampai 30 karakter',
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
  taxFileMissing: 'Pilih file bukti pajak terlebih dahulu',
  taxFileType: 'File bukti pajak harus berupa PDF, JPG atau PNG',
  taxFileTooLarge: 'Ukuran file bukti pajak maksimal 5 MB',
  taxUploadPrompt: 'Anda mengunggah bukti pajak ini?',
} as const;

/** 'Invoice … tidak ditemukan': an invoice search that matches no order of the seller. */
export function invoiceNotFoundMessage(invoice: string): string {
  return `Invoice ${invoice.trim()} tidak ditemukan`;
}

/** Refusal of an action the order's status does not allow: 'Pesanan dengan status Dikirim tidak dapat dikonfirmasi'. */
export function actionNotAllowedMessage(statusLabel: string, verb: string): string {
  return `Pesanan dengan status ${statusLabel} tidak dapat ${verb}`;
}

/** Success dialogs close after 3000 ms. */
export const SUCCESS_DIALOG_MS = 3000;
/** The tax upload's processing dialog stays 1500 ms. */
export const TAX_PROCESSING_MS = 1500;
/** Status 17: paid, awaiting confirmation; 20: funds transferred by the partner. */
export const PAID_AWAITING_CONFIRMATION_STATUS = ORDER_STATUS_ID.paid;
export const FUNDS_TRANSFERRED_STATUS = ORDER_STATUS_ID.transferred;

/** How often an open order detail asks again while the school or the partner has a step to take. */
export const ORDER_FOLLOW_MS = 5000;

/**
 * Whether the school or the partner has a step to take on the order (it is sent, arrived or paid
 * and not yet passed on): while so, an open order detail asks again every ORDER_FOLLOW_MS.
 */
const AWAITING_OTHERS: readonly number[] = [ORDER_STATUS_ID.sent, ORDER_STATUS_ID.arrived, ORDER_STATUS_ID.paid];

export function awaitsOthers(statusId: number): boolean {
  return AWAITING_OTHERS.includes(statusId);
}

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

// ---- validators ----

export const refuseReasonValidator: Validator<{ readonly reasonType: string | number | null }, 'reasonType'> =
  validator<{ readonly reasonType: string | number | null }, 'reasonType'>([
    {
      field: 'reasonType',
      test: (f) =>
        f.reasonType === null || (typeof f.reasonType === 'string' && isBlank(f.reasonType))
          ? ORDER_MESSAGES.refuseReasonMissing
          : null,
    },
  ]);

export const invoiceSearchValidator: Validator<{ readonly invoice: string }, 'invoice'> = validator<
  { readonly invoice: string },
  'invoice'
>([{ field: 'invoice', test: (f) => (isBlank(f.invoice) ? ORDER_MESSAGES.invoiceSearchEmpty : null) }]);

/**
 * The courier's tracking number (resi) that 'Kirim' sends: without the spaces around it, letters,
 * digits and dashes, 6 to 30 characters, as couriers print them. It is printed on the label and
 * shown on the order, so anything else (markup, emoji, a number as long as a page) is refused.
 */
export const AWB_LENGTH = { min: 6, max: 30 } as const;
const AWB_CHARACTERS = /^[A-Za-z0-9-]*$/;

/** The resi as it is stored and sent: trimmed. */
export function normalizedAwb(awb: string): string {
  return awb.trim();
}

/** Why a resi is refused, or null when it is a resi. */
export function awbProblem(awb: string): string | null {
  const resi = normalizedAwb(awb);
  if (resi === '') return ORDER_MESSAGES.emptyAwb;
  if (!AWB_CHARACTERS.test(resi)) return ORDER_MESSAGES.awbCharacters;
  if (resi.length < AWB_LENGTH.min || resi.length > AWB_LENGTH.max) return ORDER_MESSAGES.awbLength;
  return null;
}

export const awbValidator: Validator<{ readonly awb: string }, 'awb'> = validator<{ readonly awb: string }, 'awb'>([
  { field: 'awb', test: (f) => awbProblem(f.awb) },
]);

/** The tax proof: a scan or a PDF of at most 5 MB (the spec shows no rule; the sandbox refuses by the same). */
export const TAX_PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const TAX_PROOF_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
const TAX_PROOF_ENDINGS = ['.pdf', '.jpg', '.jpeg', '.png'] as const;

/** A picked file as the tax-proof rules read it (a browser File fits). */
export interface TaxProofFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

function isTaxProofKind(file: TaxProofFile): boolean {
  const name = file.name.toLowerCase();
  return (
    (TAX_PROOF_TYPES as readonly string[]).includes(file.type) ||
    TAX_PROOF_ENDINGS.some((ending) => name.endsWith(ending))
  );
}

export const taxProofValidator: Validator<{ readonly file: TaxProofFile | null }, 'file'> = validator<
  { readonly file: TaxProofFile | null },
  'file'
>([
  { field: 'file', test: (f) => (f.file === null ? ORDER_MESSAGES.taxFileMissing : null) },
  { field: 'file', test: (f) => (f.file !== null && !isTaxProofKind(f.file) ? ORDER_MESSAGES.taxFileType : null) },
  {
    field: 'file',
    test: (f) => (f.file !== null && f.file.size > TAX_PROOF_MAX_BYTES ? ORDER_MESSAGES.taxFileTooLarge : null),
  },
]);

/** The recap's file name is the recap's (core/order/recap.ts); the order screens read it here too. */
export { recapFileName } from './recap';

/** History lists are shown newest last: the server's order reversed. */
export function chronological<T>(entries: readonly T[]): T[] {
  return [...entries].reverse();
}
