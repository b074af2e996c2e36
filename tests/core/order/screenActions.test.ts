import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { complaintCategory } from '@core/complaint/rules';
import {
  applyOrder,
  orderActionStates,
  type OrderAction,
  type OrderActionType,
  type OrderMachineState,
} from '@core/order/machine';
import { ORDER_STATUSES, ORDER_STEPS, type OrderStatusId } from '@core/order/schema';
import { detailMachineState, orderActions, type OrderDetailInput } from '@core/order/screenActions';
import { processingFlagArbs } from '../support/orderFlags';

/*
 * The step panel enables a button exactly when core's order machine (the rule the
 * sandbox accepts or refuses by) accepts that action for the order on screen.
 */
const detailArb: fc.Arbitrary<OrderDetailInput> = fc.record({
  statusId: fc.constantFrom(...ORDER_STATUSES.map((s) => s.id)),
  step: fc.constantFrom(...ORDER_STEPS, null),
  flags: fc.record(processingFlagArbs),
  isProductUncategorized: fc.boolean(),
  isUploadTax: fc.boolean(),
  isTracking: fc.boolean(),
  complaints: fc.array(fc.record({ isResolved: fc.boolean() }), { maxLength: 3 }),
});

/** The machine's state of the order the detail describes (a status of the machine's own list). */
function machineStateOf(order: OrderDetailInput): OrderMachineState {
  return detailMachineState(order, order.statusId as OrderStatusId);
}

function machineAccepts(order: OrderDetailInput, action: OrderAction): boolean {
  return applyOrder(machineStateOf(order), action).ok;
}

/** Each button of the step panel and the machine action it takes, with good input. */
const BUTTONS: readonly (readonly [keyof ReturnType<typeof orderActions>, OrderAction])[] = [
  ['confirm', { type: 'confirm' }],
  ['refuse', { type: 'refuse', reasonType: 1 }],
  ['send', { type: 'send', awb: 'JNE0012345678' }],
  ['acceptChange', { type: 'acceptChange' }],
  ['rejectChange', { type: 'rejectChange' }],
  ['acceptCancel', { type: 'acceptCancel' }],
  ['rejectCancel', { type: 'rejectCancel' }],
  ['receivePayment', { type: 'receivePayment' }],
  ['complaint', { type: 'complain', reason: 'Barang rusak', category: 0 }],
];

describe('step panel actions from the order machine', () => {
  it('a button is shown exactly when the machine shows its action, and enabled exactly when the machine accepts it with good input', () => {
    fc.assert(
      fc.property(detailArb, (order) => {
        const actions = orderActions(order);
        const machine = orderActionStates(machineStateOf(order));
        for (const [name, action] of BUTTONS) {
          const state = actions[name];
          if (typeof state !== 'object' || state === null || !('visible' in state))
            throw new Error(`${name} is not a button`);
          const type: OrderActionType = action.type;
          expect(state.visible, `${name} shown`).toBe(machine[type].shown);
          if (!state.visible) continue;
          // The complaint's category follows the status (0, or 6 for payment): the machine is asked with the right one.
          const good = action.type === 'complain' ? { ...action, category: complaintCategory(order.statusId) } : action;
          expect(state.enabled, `${name} enabled`).toBe(machineAccepts(order, good));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('the arrival has no button, though the machine allows the call on a sent order: the school declares it', () => {
    fc.assert(
      fc.property(detailArb, (order) => {
        expect(orderActions(order).arrived.visible).toBe(false);
      }),
    );
    const sent: OrderDetailInput = {
      statusId: 3,
      step: 'sent',
      flags: {
        isHasRequestChange: false,
        isHasApplyCancel: false,
        isShippingMitra: false,
        isFaktur: true,
        isPickup: false,
        isDone: false,
      },
      isProductUncategorized: false,
      isUploadTax: false,
      isTracking: true,
      complaints: [],
    };
    expect(machineAccepts(sent, { type: 'arrived' })).toBe(true);
    expect(orderActions(sent).arrived.visible).toBe(false);
  });

  it('an action the machine hides is one the machine refuses, whatever the input', () => {
    fc.assert(
      fc.property(detailArb, (order) => {
        const machine = orderActionStates(machineStateOf(order));
        for (const [, action] of BUTTONS)
          if (!machine[action.type].shown) expect(machineAccepts(order, action), action.type).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it("'Kirim' waits for the printed BAST and invoice: before them it is not shown, and the panel says 'Cetak BAST dan Invoice terlebih dahulu untuk mengirim'", () => {
    const order: OrderDetailInput = {
      statusId: 2,
      step: 'process',
      flags: {
        isHasRequestChange: false,
        isHasApplyCancel: false,
        isShippingMitra: false,
        isFaktur: false,
        isPickup: false,
        isDone: false,
      },
      isProductUncategorized: false,
      isUploadTax: false,
      isTracking: false,
      complaints: [],
    };
    expect(orderActions(order).send.visible).toBe(false);
    expect(orderActions(order).notices).toContain('Cetak BAST dan Invoice terlebih dahulu untuk mengirim');
    expect(orderActions({ ...order, flags: { ...order.flags, isFaktur: true } }).send).toEqual({
      visible: true,
      enabled: true,
    });
  });
});
