import { describe, expect, it } from 'vitest';
import {
  awaitsOthers,
  chronological,
  invoiceSearchValidator,
  orderIdOf,
  orderNumberOf,
  parseStatusId,
  refuseReasonValidator,
  showsTrackingNumber,
} from '@core/order/rules';
import { orderActions, type OrderDetailInput } from '@core/order/screenActions';

const invoice = 'INV/2026/05/ABC123XYZ789';
const flags = {
  isHasRequestChange: false,
  isHasApplyCancel: false,
  isShippingMitra: false,
  isFaktur: false,
  isPickup: false,
  isDone: false,
};
const order = (change: Partial<OrderDetailInput> = {}, flagChange: Partial<typeof flags> = {}): OrderDetailInput => ({
  statusId: 1,
  step: 'confirm',
  flags: { ...flags, ...flagChange },
  isProductUncategorized: false,
  isUploadTax: false,
  isTracking: false,
  complaints: [],
  ...change,
});

describe('order id, number and tracking number', () => {
  it('order id: the last 6 characters of the invoice', () => {
    expect(orderIdOf(invoice)).toBe('XYZ789');
    expect(orderIdOf('ABC')).toBe('ABC');
  });

  it("order number: 'SP-' + first 6 + last 6, only from status 2", () => {
    expect(orderNumberOf(invoice, 1)).toBeNull();
    expect(orderNumberOf(invoice, 2)).toBe('SP-INV/20XYZ789');
    expect(orderNumberOf(invoice, 17)).toBe('SP-INV/20XYZ789');
  });

  it('tracking number from status 3', () => {
    expect(showsTrackingNumber(2)).toBe(false);
    expect(showsTrackingNumber(3)).toBe(true);
  });

  it('orderStatusId arrives as text', () => {
    expect(parseStatusId('17')).toBe(17);
    expect(parseStatusId(4)).toBe(4);
    expect(parseStatusId('x')).toBeNull();
    expect(parseStatusId('')).toBeNull();
  });
});

describe('confirm step', () => {
  it("'Proses Pesanan' and 'Tolak Pesanan' are offered", () => {
    const actions = orderActions(order());
    expect(actions.confirm).toEqual({ visible: true, enabled: true });
    expect(actions.refuse).toEqual({ visible: true, enabled: true });
    expect(actions.send.visible).toBe(false);
    expect(actions.notices).toEqual([]);
  });

  it('confirm is disabled while a change request is pending', () => {
    const actions = orderActions(order({}, { isHasRequestChange: true }));
    expect(actions.confirm).toEqual({ visible: true, enabled: false });
    expect(actions.notices).toContain('Customer ingin request perubahan pada pesanan ini');
    expect(actions.acceptChange.visible).toBe(true);
  });

  it("confirm is disabled with uncategorized products: 'Anda perlu update kategori produk'", () => {
    const actions = orderActions(order({ isProductUncategorized: true }));
    expect(actions.confirm.enabled).toBe(false);
    expect(actions.notices).toEqual(['Anda perlu update kategori produk']);
  });
});

describe('process step', () => {
  const processing = (flagChange: Partial<typeof flags> = {}, change: Partial<OrderDetailInput> = {}) =>
    orderActions(order({ step: 'process', statusId: 2, ...change }, flagChange));

  it("without the printed invoice: 'Cetak BAST dan Invoice terlebih dahulu untuk mengirim', no Kirim", () => {
    const actions = processing();
    expect(actions.send.visible).toBe(false);
    expect(actions.notices).toEqual(['Cetak BAST dan Invoice terlebih dahulu untuk mengirim']);
    expect(actions.refuse.visible).toBe(true);
    expect(actions.confirm.visible).toBe(false);
  });

  it('with the printed invoice (isFaktur) Kirim is shown and enabled', () => {
    expect(processing({ isFaktur: true }).send).toEqual({ visible: true, enabled: true });
  });

  it('a change request shows Kirim but disabled, with accept/reject', () => {
    const actions = processing({ isHasRequestChange: true });
    expect(actions.send).toEqual({ visible: true, enabled: false });
    expect([actions.acceptChange.visible, actions.rejectChange.visible]).toEqual([true, true]);
  });

  it("a cancel request disables Kirim: 'Customer ingin membatalkan pesanan ini!'", () => {
    const actions = processing({ isFaktur: true, isHasApplyCancel: true });
    expect(actions.send).toEqual({ visible: true, enabled: false });
    expect(actions.notices).toContain('Customer ingin membatalkan pesanan ini!');
    expect([actions.acceptCancel.visible, actions.rejectCancel.visible]).toEqual([true, true]);
  });

  it('an uncategorized product disables Kirim', () => {
    expect(processing({ isFaktur: true }, { isProductUncategorized: true }).send).toEqual({
      visible: true,
      enabled: false,
    });
  });

  it('shipping partner or own label', () => {
    expect(processing({ isShippingMitra: true }).shipping).toBe('mitra');
    expect(processing().shipping).toBe('label');
  });
});

describe('later steps', () => {
  it("accept: pickup or partner, 'Komplain ke Sekolah' at status 4", () => {
    const actions = orderActions(order({ step: 'accept', statusId: 4 }, { isPickup: true }));
    expect(actions.arrival).toBe('pickup');
    expect(actions.complaint).toEqual({ visible: true, enabled: true });
    expect(orderActions(order({ step: 'accept', statusId: 4 })).arrival).toBe('partner');
  });

  it("paid: 'Sudah Selesai' when done, else 'Menunggu Konfirmasi dari SIPLah Eureka'; complaint at 17; funds note at 20", () => {
    expect(orderActions(order({ step: 'paid', statusId: 17 }, { isDone: true })).paidLabel).toBe('Sudah Selesai');
    const waiting = orderActions(order({ step: 'paid', statusId: 17 }));
    expect(waiting.paidLabel).toBe('Menunggu Konfirmasi dari SIPLah Eureka');
    expect(waiting.complaint.visible).toBe(true);
    const transferred = orderActions(order({ step: 'paid', statusId: 20 }));
    expect(transferred.fundsTransferred).toBe(true);
    expect(transferred.complaint.visible).toBe(false);
  });

  it('sent, frozen, refuse and close offer no action', () => {
    for (const step of ['sent', 'frozen', 'refuse', 'close'] as const) {
      const actions = orderActions(order({ step, statusId: 3 }, { isFaktur: true, isHasRequestChange: true }));
      const visible = [
        actions.confirm,
        actions.refuse,
        actions.send,
        actions.acceptChange,
        actions.acceptCancel,
        actions.complaint,
      ].some((a) => a.visible);
      expect(visible).toBe(false);
    }
  });

  it("an unresolved complaint raises the alert and blocks a new one: 'Selesaikan komplain yang sedang berlangsung terlebih dahulu'", () => {
    const actions = orderActions(order({ step: 'accept', statusId: 4, complaints: [{ isResolved: false }] }));
    expect(actions.unresolvedComplaintAlert).toBe(true);
    expect(actions.complaintBlockedMessage).toBe('Selesaikan komplain yang sedang berlangsung terlebih dahulu');
    expect(
      orderActions(order({ step: 'accept', statusId: 4, complaints: [{ isResolved: true }] })).complaintBlockedMessage,
    ).toBeNull();
  });

  it('tax upload and tracking follow isUploadTax and isTracking', () => {
    const actions = orderActions(order({ isUploadTax: true, isTracking: true }));
    expect([actions.uploadTax.visible, actions.tracking.visible]).toEqual([true, true]);
    const none = orderActions(order());
    expect([none.uploadTax.visible, none.tracking.visible]).toEqual([false, false]);
  });
});

describe('order validators', () => {
  it("refusing needs a reason: 'Pilih alasan terlebih dahulu untuk menutup pesanan'", () => {
    expect(refuseReasonValidator.validate({ reasonType: null }).first).toBe(
      'Pilih alasan terlebih dahulu untuk menutup pesanan',
    );
    expect(refuseReasonValidator.validate({ reasonType: '' }).first).toBe(
      'Pilih alasan terlebih dahulu untuk menutup pesanan',
    );
    expect(refuseReasonValidator.validate({ reasonType: 2 }).ok).toBe(true);
  });

  it("invoice search: 'Masukan Nomor Invoice yang ingin dicari'", () => {
    expect(invoiceSearchValidator.validate({ invoice: '  ' }).first).toBe('Masukan Nomor Invoice yang ingin dicari');
    expect(invoiceSearchValidator.validate({ invoice: 'INV1' }).ok).toBe(true);
  });

  it('history is shown newest last (reversed), without touching the original', () => {
    const entries = [3, 2, 1];
    expect(chronological(entries)).toEqual([1, 2, 3]);
    expect(entries).toEqual([3, 2, 1]);
  });
});

describe('following an open order', () => {
  it('follows while the school or the partner has a step to take: sent, arrived, paid', () => {
    expect([1, 2, 3, 4, 5, 6, 17, 18, 19, 20].filter(awaitsOthers)).toEqual([3, 4, 17]);
  });
});
