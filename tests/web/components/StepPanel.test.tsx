// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { orderActionStates, type OrderActionType, type OrderMachineState } from '@core/order/machine';
import { parseStatusId } from '@core/order/rules';
import { orderDetailSchema, ORDER_STATUSES, ORDER_STEPS, type OrderDetail } from '@core/order/schema';
import { detailInputOf, detailMachineState, orderActions } from '@core/order/screenActions';
import { wizardView } from '@core/order/wizard';
import { OrderActionProvider } from '@web/features/order/detail/actionRunner';
import { StepPanel } from '@web/features/order/detail/StepPanel';
import { processingFlagArbs } from '../../core/support/orderFlags';

afterEach(cleanup);

/*
 * On the drawn panel: for any order the API may describe, the step panel shows a
 * button exactly when core's order machine shows its action, and enables it exactly when the
 * machine would accept it now. The machine is asked directly here, from the detail's flags.
 */

const base: OrderDetail = orderDetailSchema.parse(
  (JSON.parse(readFileSync('fixtures/api/orderDetail.json', 'utf8')) as { data: unknown }).data,
);

/** The panel's buttons and the machine action each one takes. */
const BUTTONS: readonly (readonly [string, OrderActionType])[] = [
  ['Proses Pesanan', 'confirm'],
  ['Tolak Pesanan', 'refuse'],
  ['Kirim', 'send'],
  ['Terima Perubahan', 'acceptChange'],
  ['Tolak Perubahan', 'rejectChange'],
  ['Terima Pembatalan', 'acceptCancel'],
  ['Tolak Pembatalan', 'rejectCancel'],
  ['Terima Pembayaran', 'receivePayment'],
];

const detailArb: fc.Arbitrary<OrderDetail> = fc
  .record({
    statusId: fc.constantFrom(...ORDER_STATUSES.map((s) => s.id)),
    step: fc.constantFrom(...ORDER_STEPS),
    flags: fc.record({
      ...processingFlagArbs,
      isComplaint: fc.boolean(),
    }),
    isProductUncategorized: fc.boolean(),
    resolved: fc.array(fc.boolean(), { maxLength: 2 }),
  })
  .map(({ statusId, step, flags, isProductUncategorized, resolved }) => ({
    ...base,
    orderStatusId: String(statusId),
    isProductUncategorized,
    processing: {
      column: ORDER_STEPS.map((value, index) => ({
        title: '',
        titleMenu: '',
        subTitle: '',
        value,
        index,
        isActive: value === step,
      })),
      data: flags,
    },
    complaint: resolved.map((isResolved, i) => ({
      complaintId: 900 + i,
      from: 'mall' as const,
      main: `Komplain ${i}`,
      image: null,
      isResolved,
      isHasResolve: true,
      escalation: false,
      message: [],
    })),
  }));

function machineOf(order: OrderDetail): OrderMachineState {
  const statusId = parseStatusId(order.orderStatusId) as OrderMachineState['statusId'];
  return detailMachineState(detailInputOf(order, statusId, null), statusId);
}

function drawPanel(order: OrderDetail): void {
  const statusId = parseStatusId(order.orderStatusId) ?? 0;
  const view = wizardView(order.processing.column);
  const actions = orderActions(detailInputOf(order, statusId, view.active));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OrderActionProvider orderId={order.id}>
        <StepPanel order={order} statusId={statusId} view={view} actions={actions} onComplaint={() => undefined} />
      </OrderActionProvider>
    </QueryClientProvider>,
  );
}

describe('the step panel as drawn, against the order machine', () => {
  it('shows each button exactly when the machine shows its action, enabled exactly when the machine enables it', () => {
    fc.assert(
      fc.property(detailArb, (order) => {
        cleanup();
        drawPanel(order);
        const machine = orderActionStates(machineOf(order));
        for (const [name, type] of BUTTONS) {
          const button = screen.queryByRole<HTMLButtonElement>('button', { name: new RegExp(`^${name}$`) });
          expect(button !== null, `${name} shown`).toBe(machine[type].shown);
          if (button) expect(!button.disabled, `${name} enabled`).toBe(machine[type].enabled);
        }
        // The complaint button opens the complaints whatever the machine says of a new one.
        const complaint = screen.queryByRole('button', {
          name: /^(Komplain ke Sekolah|Komplain Pembayaran|Lihat Komplain)$/,
        });
        expect(complaint !== null, 'complaint shown').toBe(machine.complain.shown);
        // The arrival keeps its call but has no button: the school declares it.
        expect(screen.queryByRole('button', { name: 'Pesanan Sudah Sampai' })).toBeNull();
      }),
      { numRuns: 150 },
    );
  });
});
