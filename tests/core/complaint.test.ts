import { describe, expect, it } from 'vitest';
import {
  buildCreateComplaintFields,
  canResolveComplaint,
  complaintAuthorView,
  complaintCategory,
  complaintCategoryLabel,
  complaintCreationBlock,
  complaintInputsDisabled,
  complaintListStatus,
  complaintProgressLabel,
  complaintTextValidator,
  COMPLAINT_MESSAGES,
  COMPLAINT_WARNING_MS,
  statusAllowsComplaint,
} from '@core/complaint/rules';

describe('complaints', () => {
  it('statuses 4, 17 and 18 allow a complaint', () => {
    const allowed = Array.from({ length: 25 }, (_, id) => id).filter(statusAllowsComplaint);
    expect(allowed).toEqual([4, 17, 18]);
  });

  it('the category is 6 (Pembayaran) only at status 18, 0 (Pesanan) at any other', () => {
    expect(complaintCategory(4)).toBe(0);
    expect(complaintCategory(17)).toBe(0);
    expect(complaintCategory(18)).toBe(6);
    for (const id of [1, 2, 3, 5, 6, 19, 20]) expect(complaintCategory(id)).toBe(0);
    expect([complaintCategoryLabel(0), complaintCategoryLabel(6)]).toEqual(['Pesanan', 'Pembayaran']);
  });

  it("an empty reason or chat message: 'Komplain Tidak Boleh Kosong' for 2000 ms", () => {
    expect(complaintTextValidator.validate({ text: ' \n ' }).first).toBe('Komplain Tidak Boleh Kosong');
    expect(complaintTextValidator.validate({ text: 'Rusak' }).ok).toBe(true);
    expect(COMPLAINT_WARNING_MS).toBe(2000);
  });

  it("a new complaint waits for the open one: 'Selesaikan komplain yang sedang berlangsung terlebih dahulu'", () => {
    expect(complaintCreationBlock([{ isResolved: true }, { isResolved: false }])).toBe(
      'Selesaikan komplain yang sedang berlangsung terlebih dahulu',
    );
    expect(complaintCreationBlock([{ isResolved: true }])).toBeNull();
  });

  it('resolve only when isHasResolve and not yet resolved', () => {
    expect(canResolveComplaint({ isHasResolve: true, isResolved: false })).toBe(true);
    expect(canResolveComplaint({ isHasResolve: true, isResolved: true })).toBe(false);
    expect(canResolveComplaint({ isHasResolve: false, isResolved: false })).toBe(false);
  });

  it('inputs are disabled when sending is not allowed or the complaint is resolved', () => {
    expect(complaintInputsDisabled(true, false)).toBe(false);
    expect(complaintInputsDisabled(false, false)).toBe(true);
    expect(complaintInputsDisabled(true, true)).toBe(true);
  });

  it("labels: 'Sedang Berlangsung...', 'Komplain sudah selesai', 'Deal', 'Belum Deal'", () => {
    expect(complaintProgressLabel(false)).toBe('Sedang Berlangsung...');
    expect(complaintProgressLabel(true)).toBe('Komplain sudah selesai');
    expect(complaintListStatus(true)).toBe('Deal');
    expect(complaintListStatus(false)).toBe('Belum Deal');
  });

  it("the alert: 'Perhatian!', 'Terdapat komplain yang belum diselesaikan.', 'Lihat Komplain'", () => {
    expect([COMPLAINT_MESSAGES.alertTitle, COMPLAINT_MESSAGES.alertText, COMPLAINT_MESSAGES.alertButton]).toEqual([
      'Perhatian!',
      'Terdapat komplain yang belum diselesaikan.',
      'Lihat Komplain',
    ]);
  });

  it("chat authors: the seller is 'You', admin is highlighted, the school by name", () => {
    expect(complaintAuthorView('mall', 'SDN 1')).toEqual({ label: 'You', highlighted: false, own: true });
    expect(complaintAuthorView('admin', 'SDN 1').highlighted).toBe(true);
    expect(complaintAuthorView('user', 'SDN 1').label).toBe('SDN 1');
  });

  it('the create call carries the fixed category and leaves out a missing image', () => {
    const image = new Blob(['x']);
    expect(buildCreateComplaintFields(9, 18, ' Telat ', image)).toEqual({
      orderId: 9,
      category: 6,
      reason: 'Telat',
      fileName: image,
    });
    expect(buildCreateComplaintFields(9, 4, 'Rusak', null)).toEqual({ orderId: 9, category: 0, reason: 'Rusak' });
  });
});
