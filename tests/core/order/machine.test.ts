import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyOrder,
  ORDER_TRANSITIONS,
  orderActionStates,
  type OrderAction,
  type OrderMachineState,
} from '@core/order/machine';
import { ORDER_STATUS_ID, ORDER_STATUSES, type OrderStatusId } from '@core/order/schema';

/** The order machine, as data: transitions, preconditions in the spec's words, a pure apply. */

const fresh = (change: Partial<OrderMachineState> = {}): OrderMachineState => ({
  statusId: ORDER_STATUS_ID.new,
  statusBeforeComplaint: null,
  changeRequested: false,
  cancelRequested: false,
  productUncategorized: false,
  shippingByPartner: false,
  printed: { bast: false, invoice: false, label: false },
  unresolvedComplaints: 0,
  isDone: false,
  ...change,
});

const refused = (state: OrderMachineState, action: OrderAction) => {
  const outcome = applyOrder(state, action);
  return outcome.ok ? null : { kind: outcome.kind, message: outcome.message };
};

describe('order machine', () => {
  it('walks the main path: confirm, print BAST and invoice, send, arrived, pay, transfer, receive', () => {
    const steps: Array<[OrderAction, OrderStatusId, string]> = [
      [{ type: 'confirm' }, ORDER_STATUS_ID.processed, 'Anda berhasil melakukan konfirmasi pesanan'],
      [{ type: 'print', document: 'bast' }, ORDER_STATUS_ID.processed, 'ditandai sudah dicetak'],
      [{ type: 'print', document: 'invoice' }, ORDER_STATUS_ID.processed, 'ditandai sudah dicetak'],
      [{ type: 'send', awb: 'JNE123' }, ORDER_STATUS_ID.sent, 'Anda berhasil mengirim pesanan ini'],
      [
        { type: 'arrived' },
        ORDER_STATUS_ID.arrived,
        'Anda berhasil menyatakan bahwa pesanan ini telah sampai ke sekolah',
      ],
      [{ type: 'pay' }, ORDER_STATUS_ID.paid, 'Menunggu Konfirmasi dari SIPLah Eureka'],
      [{ type: 'transfer' }, ORDER_STATUS_ID.transferred, 'Menunggu Konfirmasi dari SIPLah Eureka'],
      [
        { type: 'receivePayment' },
        ORDER_STATUS_ID.transferred,
        'Anda berhasil menyatakan dana pesanan ini telah diterima',
      ],
    ];
    let state = fresh();
    for (const [action, status, message] of steps) {
      const outcome = applyOrder(state, action);
      expect(outcome).toMatchObject({ ok: true, message });
      if (!outcome.ok) return;
      state = outcome.state;
      expect(state.statusId).toBe(status);
    }
    expect(state.isDone).toBe(true);
  });

  it("confirm is held back by a change request ('Customer ingin request perubahan pada pesanan ini') and an uncategorized product ('Anda perlu update kategori produk')", () => {
    expect(refused(fresh({ changeRequested: true }), { type: 'confirm' })).toEqual({
      kind: 'precondition',
      message: 'Customer ingin request perubahan pada pesanan ini',
    });
    expect(refused(fresh({ productUncategorized: true }), { type: 'confirm' })).toEqual({
      kind: 'precondition',
      message: 'Anda perlu update kategori produk',
    });
    // A pending cancellation does not hold back confirming.
    expect(refused(fresh({ cancelRequested: true }), { type: 'confirm' })).toBeNull();
  });

  it("send needs the printed BAST and invoice ('Cetak BAST dan Invoice terlebih dahulu untuk mengirim') and no pending request", () => {
    const processed = fresh({ statusId: ORDER_STATUS_ID.processed });
    expect(refused(processed, { type: 'send', awb: 'X1' })).toEqual({
      kind: 'precondition',
      message: 'Cetak BAST dan Invoice terlebih dahulu untuk mengirim',
    });
    const printed = { ...processed, printed: { bast: true, invoice: true, label: false } };
    expect(refused({ ...printed, cancelRequested: true }, { type: 'send', awb: 'X1' })).toEqual({
      kind: 'precondition',
      message: 'Customer ingin membatalkan pesanan ini!',
    });
    expect(refused(printed, { type: 'send', awb: '  ' })).toEqual({
      kind: 'input',
      message: 'Nomor resi tidak boleh kosong',
    });
    expect(refused(printed, { type: 'send', awb: 'JNE0012345678' })).toBeNull();
  });

  it("refuse needs a reason ('Pilih alasan terlebih dahulu untuk menutup pesanan') and closes the requests", () => {
    expect(refused(fresh(), { type: 'refuse', reasonType: null })).toEqual({
      kind: 'input',
      message: 'Pilih alasan terlebih dahulu untuk menutup pesanan',
    });
    const outcome = applyOrder(fresh({ changeRequested: true }), { type: 'refuse', reasonType: 1 });
    expect(outcome.ok && outcome.state).toMatchObject({ statusId: ORDER_STATUS_ID.refused, changeRequested: false });
    expect(refused(fresh({ statusId: ORDER_STATUS_ID.sent }), { type: 'refuse', reasonType: 1 })).toEqual({
      kind: 'status',
      message: 'Pesanan dengan status Dikirim tidak dapat ditolak',
    });
  });

  it('accepting a change request asks for the BAST and invoice again; accepting a cancellation closes the order', () => {
    const printed = fresh({
      statusId: ORDER_STATUS_ID.processed,
      changeRequested: true,
      printed: { bast: true, invoice: true, label: true },
    });
    const accepted = applyOrder(printed, { type: 'acceptChange' });
    expect(accepted.ok && accepted.state.printed).toEqual({ bast: false, invoice: false, label: true });
    const cancelled = applyOrder(fresh({ cancelRequested: true }), { type: 'acceptCancel' });
    expect(cancelled.ok && cancelled.state.statusId).toBe(ORDER_STATUS_ID.cancelled);
    expect(refused(fresh(), { type: 'rejectChange' })).toEqual({
      kind: 'precondition',
      message: 'Tidak ada request perubahan pada pesanan ini',
    });
  });

  it("complaints: created at 4, 17, 18 only, one at a time ('Selesaikan komplain yang sedang berlangsung terlebih dahulu'); resolving returns the status", () => {
    const arrived = fresh({ statusId: ORDER_STATUS_ID.arrived });
    expect(refused(arrived, { type: 'complain', reason: ' ', category: 0 })).toEqual({
      kind: 'input',
      message: 'Komplain Tidak Boleh Kosong',
    });
    const created = applyOrder(arrived, { type: 'complain', reason: 'Rusak', category: 0 });
    expect(created.ok && created.state).toMatchObject({
      statusId: ORDER_STATUS_ID.complaint,
      statusBeforeComplaint: ORDER_STATUS_ID.arrived,
      unresolvedComplaints: 1,
    });
    if (!created.ok) return;
    expect(refused(created.state, { type: 'complain', reason: 'Lagi', category: 6 })).toEqual({
      kind: 'precondition',
      message: 'Selesaikan komplain yang sedang berlangsung terlebih dahulu',
    });
    expect(refused(created.state, { type: 'pay' })).toMatchObject({ kind: 'status' });
    const resolved = applyOrder(created.state, { type: 'resolveComplaint' });
    expect(resolved.ok && resolved.state).toMatchObject({
      statusId: ORDER_STATUS_ID.arrived,
      unresolvedComplaints: 0,
      statusBeforeComplaint: null,
    });
    expect(refused(arrived, { type: 'resolveComplaint' })).toEqual({
      kind: 'precondition',
      message: 'Tidak ada komplain',
    });
    // The category is 6 only at 18: a paid order (17) takes 0.
    expect(
      refused(fresh({ statusId: ORDER_STATUS_ID.paid }), { type: 'complain', reason: 'Kurang bayar', category: 6 }),
    ).toEqual({
      kind: 'input',
      message: 'Kategori komplain untuk pesanan ini adalah 0 (Pesanan)',
    });
  });

  it("the shipping partner's label comes once the order is sent: 'Label pengiriman dibuat oleh mitra pengiriman setelah pesanan dikirim'", () => {
    const processed = fresh({ statusId: ORDER_STATUS_ID.processed, shippingByPartner: true });
    expect(refused(processed, { type: 'print', document: 'label' })).toEqual({
      kind: 'precondition',
      message: 'Label pengiriman dibuat oleh mitra pengiriman setelah pesanan dikirim',
    });
    expect(refused(processed, { type: 'print', document: 'bast' })).toBeNull();
    expect(refused({ ...processed, shippingByPartner: false }, { type: 'print', document: 'label' })).toBeNull();
    expect(refused({ ...processed, statusId: ORDER_STATUS_ID.sent }, { type: 'print', document: 'label' })).toBeNull();
  });

  it('tells a screen which actions to show and enable', () => {
    const states = orderActionStates(fresh({ changeRequested: true }));
    expect(states.confirm).toEqual({
      shown: true,
      enabled: false,
      blockedBy: 'Customer ingin request perubahan pada pesanan ini',
      hiddenBy: null,
    });
    expect(states.refuse).toEqual({ shown: true, enabled: true, blockedBy: null, hiddenBy: null });
    expect(states.acceptChange).toEqual({ shown: true, enabled: true, blockedBy: null, hiddenBy: null });
    expect(states.send.shown).toBe(false);
  });

  it("shows a request's answers only while it waits, and 'Kirim' once BAST and invoice are printed or a change waits", () => {
    const processed = fresh({ statusId: ORDER_STATUS_ID.processed });
    expect(orderActionStates(processed).acceptChange).toMatchObject({
      shown: false,
      enabled: false,
      hiddenBy: 'Tidak ada request perubahan pada pesanan ini',
    });
    expect(orderActionStates(processed).rejectCancel).toMatchObject({
      shown: false,
      hiddenBy: 'Tidak ada permintaan pembatalan pada pesanan ini',
    });
    expect(orderActionStates(processed).send).toMatchObject({
      shown: false,
      hiddenBy: 'Cetak BAST dan Invoice terlebih dahulu untuk mengirim',
    });
    expect(orderActionStates({ ...processed, changeRequested: true }).send).toMatchObject({
      shown: true,
      enabled: false,
      blockedBy: 'Customer ingin request perubahan pada pesanan ini',
    });
    expect(orderActionStates({ ...processed, printed: { bast: true, invoice: true, label: false } }).send).toEqual({
      shown: true,
      enabled: true,
      blockedBy: null,
      hiddenBy: null,
    });
    const transferred = fresh({ statusId: ORDER_STATUS_ID.transferred });
    expect(orderActionStates(transferred).receivePayment.shown).toBe(true);
    expect(orderActionStates({ ...transferred, isDone: true }).receivePayment).toMatchObject({
      shown: false,
      hiddenBy: 'Pembayaran pesanan ini sudah diterima',
    });
  });
});

describe('order machine properties', () => {
  const statusArb = fc.constantFrom(...ORDER_STATUSES.map((s) => s.id));
  const stateArb = fc.record({
    statusId: statusArb,
    statusBeforeComplaint: fc.option(statusArb, { nil: null }),
    changeRequested: fc.boolean(),
    cancelRequested: fc.boolean(),
    productUncategorized: fc.boolean(),
    shippingByPartner: fc.boolean(),
    printed: fc.record({ bast: fc.boolean(), invoice: fc.boolean(), label: fc.boolean() }),
    unresolvedComplaints: fc.integer({ min: 0, max: 2 }),
    isDone: fc.boolean(),
  });
  const actionArb: fc.Arbitrary<OrderAction> = fc.oneof(
    fc.constantFrom<OrderAction>(
      { type: 'confirm' },
      { type: 'arrived' },
      { type: 'acceptChange' },
      { type: 'rejectChange' },
      { type: 'acceptCancel' },
      { type: 'rejectCancel' },
      { type: 'resolveComplaint' },
      { type: 'pay' },
      { type: 'transfer' },
      { type: 'receivePayment' },
    ),
    fc.record({
      type: fc.constant('refuse' as const),
      reasonType: fc.constantFrom<string | number | null>(1, 3, '', null, 42),
    }),
    fc.record({
      type: fc.constant('print' as const),
      document: fc.constantFrom('bast' as const, 'invoice' as const, 'label' as const),
    }),
    fc.record({ type: fc.constant('send' as const), awb: fc.constantFrom('JNE1', ' ') }),
    fc.record({
      type: fc.constant('complain' as const),
      reason: fc.constantFrom('Rusak', ''),
      category: fc.constantFrom(0, 6),
    }),
  );

  it('is pure: the same state and action always give the same outcome, and the state given is never changed', () => {
    fc.assert(
      fc.property(stateArb, actionArb, (state, action) => {
        const frozen = structuredClone(state);
        expect(applyOrder(state, action)).toEqual(applyOrder(state, action));
        expect(state).toEqual(frozen);
      }),
    );
  });

  it('refuses every action its status does not offer, naming the status', () => {
    fc.assert(
      fc.property(stateArb, actionArb, (state, action) => {
        const from = ORDER_TRANSITIONS[action.type].from;
        const outcome = applyOrder(state, action);
        if (from !== null && !from.includes(state.statusId))
          expect(outcome).toMatchObject({ ok: false, kind: 'status' });
        if (outcome.ok) expect(outcome.state.statusId).toBeGreaterThan(0);
      }),
    );
  });

  it('an enabled action with good input is accepted; a disabled one is refused with the message the screen shows', () => {
    fc.assert(
      fc.property(stateArb, actionArb, (state, action) => {
        const shown = orderActionStates(state)[action.type];
        const outcome = applyOrder(state, action);
        if (!shown.enabled) expect(outcome).toMatchObject({ ok: false, message: shown.blockedBy });
        if (outcome.ok) expect(shown.enabled).toBe(true);
      }),
      // The state space is small: enough runs to meet every status, flag and action each time.
      { numRuns: 3000 },
    );
  });

  it('an action a state hides (no request to answer, nothing printed to send, funds already received) is refused, whatever the input', () => {
    fc.assert(
      fc.property(stateArb, actionArb, (state, action) => {
        if (!orderActionStates(state)[action.type].shown) expect(applyOrder(state, action).ok).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });
});
