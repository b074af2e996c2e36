import { COMPLAINT_STATUS_IDS } from '../order/schema';
import { isBlank, validator, type Validator } from '../validation';
import { COMPLAINT_CATEGORY } from './schema';

/** Complaint rules (spec 002 §2.3, §4.4, §5, §9). */

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
} as const;

/** The empty-complaint warning stays 2000 ms. */
export const COMPLAINT_WARNING_MS = 2000;

/** The status of an order whose complaint is about payment. */
export const PAYMENT_COMPLAINT_STATUS = 18;

/** A complaint may be created at statuses 4, 17 and 18. */
export function statusAllowsComplaint(statusId: number): boolean {
  return COMPLAINT_STATUS_IDS.includes(statusId);
}

/** The category is fixed: 0 (Pesanan), or 6 (Pembayaran) at status 18. */
export function complaintCategory(statusId: number): number {
  return statusId === PAYMENT_COMPLAINT_STATUS ? COMPLAINT_CATEGORY.payment : COMPLAINT_CATEGORY.order;
}

export const complaintCategoryLabel = (category: number): string => (category === COMPLAINT_CATEGORY.payment ? 'Pembayaran' : 'Pesanan');

/** A complaint reason, or a message in the complaint chat, must not be empty. */
export const complaintTextValidator: Validator<{ readonly text: string }, 'text'> = validator<{ readonly text: string }, 'text'>([
  { field: 'text', test: (f) => (isBlank(f.text) ? COMPLAINT_MESSAGES.empty : null) },
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
  return isDeal ? 'Deal' : 'Belum Deal';
}

export type MessageAuthor = 'user' | 'mall' | 'admin';

/** Who a chat line is from: the seller reads 'You', the school its name; admin lines are highlighted. */
export function complaintAuthorView(from: MessageAuthor, schoolName: string): { readonly label: string; readonly highlighted: boolean; readonly own: boolean } {
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

export function buildCreateComplaintFields(orderId: number, statusId: number, reason: string, image: Blob | null): CreateComplaintFields {
  const fields = { orderId, category: complaintCategory(statusId), reason: reason.trim() };
  return image === null ? fields : { ...fields, fileName: image };
}
