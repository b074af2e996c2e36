import { describe, expect, it } from 'vitest';
import { applyComplaint, complaintCreationRefusal } from '@core/complaint/machine';
import { ORDER_STATUS_ID } from '@core/order/schema';

/** A complaint is in progress, then resolved; it takes replies only while in progress. */
describe('complaint machine', () => {
  it("takes replies while in progress, refuses an empty one ('Komplain Tidak Boleh Kosong') and any after resolving ('Komplain sudah selesai')", () => {
    expect(applyComplaint({ isResolved: false }, { type: 'reply', message: 'Sudah kami kirim' })).toEqual({
      ok: true,
      state: { isResolved: false },
      message: 'Pesan komplain terkirim',
    });
    expect(applyComplaint({ isResolved: false }, { type: 'reply', message: '  ' })).toMatchObject({
      ok: false,
      message: 'Komplain Tidak Boleh Kosong',
    });
    const resolved = applyComplaint({ isResolved: false }, { type: 'resolve' });
    expect(resolved).toEqual({ ok: true, state: { isResolved: true }, message: 'Berhasil! Komplain telah selesai' });
    expect(applyComplaint({ isResolved: true }, { type: 'reply', message: 'Lagi' })).toMatchObject({
      ok: false,
      message: 'Komplain sudah selesai',
    });
    expect(applyComplaint({ isResolved: true }, { type: 'resolve' })).toMatchObject({
      ok: false,
      message: 'Komplain sudah selesai',
    });
  });

  it('is created at 4, 17 and 18 only, one unresolved at a time, with the category its status fixes', () => {
    const input = { reason: 'Rusak', category: 0 };
    expect(complaintCreationRefusal({ statusId: ORDER_STATUS_ID.arrived, unresolvedComplaints: 0 }, input)).toBeNull();
    expect(complaintCreationRefusal({ statusId: ORDER_STATUS_ID.sent, unresolvedComplaints: 0 }, input)).toMatchObject({
      kind: 'status',
    });
    expect(
      complaintCreationRefusal({ statusId: ORDER_STATUS_ID.arrived, unresolvedComplaints: 1 }, input),
    ).toMatchObject({
      message: 'Selesaikan komplain yang sedang berlangsung terlebih dahulu',
    });
    expect(
      complaintCreationRefusal(
        { statusId: ORDER_STATUS_ID.paid, unresolvedComplaints: 0 },
        { reason: 'Kurang bayar', category: 0 },
      ),
    ).toBeNull();
    expect(
      complaintCreationRefusal(
        { statusId: ORDER_STATUS_ID.complaint, unresolvedComplaints: 0 },
        { reason: 'Kurang bayar', category: 6 },
      ),
    ).toBeNull();
  });
});
