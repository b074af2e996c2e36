import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyOrder, type OrderAction } from '@core/order/machine';
import { ORDER_STATUSES, ORDER_STEPS } from '@core/order/schema';
import { orderActions, type OrderDetailInput } from '@core/order/screenActions';

/*
 * Issue 13 item 1: the step panel enables a button exactly when core's order machine (the rule the
 * sandbox accepts or refuses by) accepts that action for the order on screen.
 */
const detailArb: fc.Arbitrary<OrderDetailInput> = fc.record({
  statusId: fc.constantFrom(...ORDER_STATUSES.map((s) => s.id)),
  step: fc.constantFrom(...ORDER_STEPS, null),
  flags: fc.record({
    isHasRequestChange: fc.boolean(),
    isHasApplyCancel: fc.boolean(),
    isShippingMitra: fc.boolean(),
    isFaktur: fc.boolean(),
    isPickup: fc.boolean(),
    isDone: fc.boolean(),
  }),
  isProductUncategorized: fc.boolean(),
  isUploadTax: fc.boolean(),
  isTracking: fc.boolean(),
  complaints: fc.array(fc.record({ isResolved: fc.boolean() }), { maxLength: 3 }),
});

function machineAccepts(order: OrderDetailInput, action: OrderAction): boolean {
  return applyOrder(
    {
      statusId: order.statusId as (typeof ORDER_STATUSES)[number]['id'],
      statusBeforeComplaint: null,
      changeRequested: order.flags.isHasRequestChange,
      cancelRequested: order.flags.isHasApplyCancel,
      productUncategorized: order.isProductUncategorized,
      printed: { bast: order.flags.isFaktur, invoice: order.flags.isFaktur, label: false },
      unresolvedComplaints: order.complaints.filter((c) => !c.isResolved).length,
      isDone: order.flags.isDone,
    },
    action,
  ).ok;
}

describe('step panel actions from the order machine', () => {
  it('a shown button is enabled exactly when the machine accepts its action with good input', () => {
    fc.assert(
      fc.property(detailArb, (order) => {
        const actions = orderActions(order);
        const checks: [Extract<keyof typeof actions, string>, OrderAction][] = [
          ['confirm', { type: 'confirm' }],
          ['refuse', { type: 'refuse', reasonType: 1 }],
          ['send', { type: 'send', awb: 'JNE0012345678' }],
          ['acceptChange', { type: 'acceptChange' }],
          ['rejectChange', { type: 'rejectChange' }],
          ['acceptCancel', { type: 'acceptCancel' }],
          ['rejectCancel', { type: 'rejectCancel' }],
        ];
        for (const [name, action] of checks) {
          const state = actions[name];
          if (typeof state === 'object' && state !== null && 'visible' in state && state.visible) expect(state.enabled, name).toBe(machineAccepts(order, action));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("'Kirim' waits for the printed BAST and invoice: before them it is not shown, and the panel says 'Cetak BAST dan Invoice terlebih dahulu untuk mengirim'", () => {
    const order: OrderDetailInput = {
      statusId: 2,
      step: 'process',
      flags: { isHasRequestChange: false, isHasApplyCancel: false, isShippingMitra: false, isFaktur: false, isPickup: false, isDone: false },
      isProductUncategorized: false,
      isUploadTax: false,
      isTracking: false,
      complaints: [],
    };
    expect(orderActions(order).send.visible).toBe(false);
    expect(orderActions(order).notices).toContain('Cetak BAST dan Invoice terlebih dahulu untuk mengirim');
    expect(orderActions({ ...order, flags: { ...order.flags, isFaktur: true } }).send).toEqual({ visible: true, enabled: true });
  });
});
