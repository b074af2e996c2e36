import { COMPLAINT_STATUS_IDS, ORDER_STATUS_ID } from '../order/schema';
import { exceedsLimit, textLimit } from '../textLimit';
import { isBlank, validator, type Validator } from '../validation';
import { COMPLAINT_CATEGORY } from './schema';
import { SHARED_COLUMNS as COLUMN } from '../listColumns';

/** The longest message a seller may send in a complaint conversation. */
export const COMPLAINT_MESSAGE_LIMIT = textLimit(2000, 'Pesan komplain');

/** Complaint rules: creating, replying, resolving, the list and the categories. */

export const COMPLAINT_MESSAGES = {
  empty: 'Komplain Tidak Boleh Kosong',
  unresolvedExists: 'Selesaikan komplain yang sedang berlangsung terlebih dahulu',
  none: 'Tidak ada komplain',
  inProgress: 'Sedang Berlangsung...',
  resolved: 'Komplain sudah selesai',
  alertTitle: 'Perhatian!',
  alertText: 'Terdapat komplain yang belum diselesaikan.',
  alertButton: 'Lihat Komplain',
  createdSuccess: 'Berhasil! Membuat komplain ke sekolah',
  resolvedSuccess: 'Berhasil! Komplain telah selesai',
  /** Ours from here on: texts the spec implies without giving words. */
  createPrompt: 'Anda membuat komplain ke sekolah?',
  replyPrompt: 'Anda mengirim pesan komplain ini?',
  replySent: 'Pesan komplain terkirim',
  /** The fixed solution the portal sends when the seller declares a complaint done. */
  defaultSolution: 'Toko menyatakan bahwa komplain telah terpenuhi',
  notFound: 'Komplain tidak ditemukan',
  wrongStatus: 'Komplain hanya dapat dibuat untuk pesanan yang sudah diterima, dibayar atau dikomplain',
  historyCreated: 'Pesanan Dikomplain',
  historyCreatedText: 'Penyedia membuat komplain ke sekolah:',
  historyResolved: 'Komplain Selesai',
  listDeal: 'Deal',
  listNotDeal: 'Belum Deal',
  tooLong: COMPLAINT_MESSAGE_LIMIT.tooLong,
} as const;

/** What the category is called: the list's column, the detail's badge. */
export const COMPLAINT_TYPE_LABEL = 'Jenis Komplain';

/** The complaint list's column headers (the complaint row). */
export const COMPLAINT_LIST_COLUMNS = [
  COLUMN.no,
  COLUMN.invoice,
  { name: 'Produk', value: 'productName' },
  COLUMN.customerName,
  { name: COMPLAINT_TYPE_LABEL, value: 'complaintType' },
  { name: 'Komplain', value: 'complaintText' },
  { name: 'Solusi', value: 'solution' },
  { name: 'Status', value: 'isDeal' },
  { name: 'Tanggal', value: 'createdAt' },
] as const;

/** The empty-complaint warning stays 2000 ms. */
export const COMPLAINT_WARNING_MS = 2000;

/** The status of an order whose complaint is about payment. */
const PAYMENT_COMPLAINT_STATUS = ORDER_STATUS_ID.complaint;

/** A complaint may be created at statuses 4, 17 and 18. */
export function statusAllowsComplaint(statusId: number): boolean {
  return COMPLAINT_STATUS_IDS.includes(statusId);
}

/** The category is fixed by the order's status: 6 (Pembayaran) at status 18, 0 (Pesanan) at any other. */
export function complaintCategory(statusId: number): number {
  return statusId === PAYMENT_COMPLAINT_STATUS ? COMPLAINT_CATEGORY.payment : COMPLAINT_CATEGORY.order;
}

export const complaintCategoryLabel = (category: number): string =>
  category === COMPLAINT_CATEGORY.payment ? 'Pembayaran' : 'Pesanan';

/** Refusal of a category other than the one the order's status fixes. */
export function wrongCategoryMessage(expected: number): string {
  return `Kategori komplain untuk pesanan ini adalah ${expected} (${complaintCategoryLabel(expected)})`;
}

/** A complaint reason, or a message in the complaint chat, must not be empty nor longer than the limit. */
export const complaintTextValidator: Validator<{ readonly text: string }, 'text'> = validator<
  { readonly text: string },
  'text'
>([
  { field: 'text', test: (f) => (isBlank(f.text) ? COMPLAINT_MESSAGES.empty : null) },
  { field: 'text', test: (f) => (exceedsLimit(f.text, COMPLAINT_MESSAGE_LIMIT) ? COMPLAINT_MESSAGES.tooLong : null) },
]);

export interface ComplaintState {
  readonly isResolved: boolean;
  readonly isHasResolve: boolean;
}

export function hasUnresolvedComplaint(complaints: readonly Pick<ComplaintState, 'isResolved'>[]): boolean {
  return complaints.some((c) => !c.isResolved);
}

/** Why a new complaint cannot be created now, or null when it can. */
export function complaintCreationBlock(complaints: readonly Pick<ComplaintState, 'isResolved'>[]): string | null {
  return hasUnresolvedComplaint(complaints) ? COMPLAINT_MESSAGES.unresolvedExists : null;
}

/** Resolve is offered only when the server allows it and the complaint is still open. */
export function canResolveComplaint(complaint: ComplaintState): boolean {
  return complaint.isHasResolve && !complaint.isResolved;
}

/** Complaint and reply inputs are disabled when sending is not allowed or the complaint is resolved. */
export function complaintInputsDisabled(isSendComplaint: boolean, isResolved: boolean): boolean {
  return !isSendComplaint || isResolved;
}

export function complaintProgressLabel(isResolved: boolean): string {
  return isResolved ? COMPLAINT_MESSAGES.resolved : COMPLAINT_MESSAGES.inProgress;
}

/** The complaint list's status column. */
export function complaintListStatus(isDeal: boolean): string {
  return isDeal ? COMPLAINT_MESSAGES.listDeal : COMPLAINT_MESSAGES.listNotDeal;
}

export type MessageAuthor = 'user' | 'mall' | 'admin';

/** Who a chat line is from: the seller reads 'You', the school its name; admin lines are highlighted. */
export function complaintAuthorView(
  from: MessageAuthor,
  schoolName: string,
): { readonly label: string; readonly highlighted: boolean; readonly own: boolean } {
  switch (from) {
    case 'mall':
      return { label: 'You', highlighted: false, own: true };
    case 'admin':
      return { label: 'Admin', highlighted: true, own: false };
    case 'user':
      return { label: schoolName, highlighted: false, own: false };
  }
}

/** POST seller/complaint/create (multipart): orderId, category, reason and the optional image. */
export interface CreateComplaintFields {
  readonly orderId: number;
  readonly category: number;
  readonly reason: string;
  /** Left out when no image was chosen (the image is optional). */
  readonly fileName?: Blob;
}

export function buildCreateComplaintFields(
  orderId: number,
  statusId: number,
  reason: string,
  image: Blob | null,
): CreateComplaintFields {
  const fields = { orderId, category: complaintCategory(statusId), reason: reason.trim() };
  return image === null ? fields : { ...fields, fileName: image };
}
