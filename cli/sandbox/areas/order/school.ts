import { applyOrder } from '@core/order/machine';
import { ORDER_HISTORY } from '@core/order/options';
import { PASSED_ON } from '@core/payment/rules';
import type { CatchUp } from '../../area';
import { wibTimestamp } from './format';
import { applyMachineState, machineStateOf, type OrderRecord, type OrderState } from './record';

/**
 * The school's and the partner's side of an order, which no seller call drives: after the seller
 * declares the order arrived, the school pays ('Dibayar') and later the partner passes the funds on
 * (funds passed on). The sandbox plays them on a short schedule, through core's order machine (an
 * open complaint holds the payment back), so a seller can walk an order from new to paid. Catching
 * up is a pure function of the schedule and the clock: a read that catches up without committing
 * gives the same result the next time, with the same timestamps.
 */
export const SCHOOL_PAYS_AFTER_MS = 4000;
export const PARTNER_TRANSFERS_AFTER_MS = 4000;

export function schedulePayment(order: OrderRecord, now: Date): void {
  const paysAt = now.getTime() + SCHOOL_PAYS_AFTER_MS;
  order.schedule = { paysAt, transfersAt: paysAt + PARTNER_TRANSFERS_AFTER_MS };
}

function schoolPays(order: OrderRecord, at: string): void {
  const date = at.slice(0, 10);
  order.transfer = {
    stage: 'verification',
    paymentDate: date,
    confirmDate: null,
    transferDate: null,
    imageBast: `/cdn/bukti/bast-${order.id}.jpg`,
    imageConfirmPayment: `/cdn/bukti/transfer-${order.id}.jpg`,
  };
  order.confirmPayment = { file: `/cdn/bukti/transfer-${order.id}.jpg`, uploadedAt: at };
  order.paymentInfo = {
    accountNumber: order.payment.accountNumber,
    memo: ORDER_HISTORY.memo(order.invoice),
    referenceNumber: `REF${order.id}${at.replace(/\D/g, '').slice(-6)}`,
    asName: order.school.name,
    datePayment: date,
    status: ORDER_HISTORY.awaitingVerification,
  };
  if (order.billing) order.billing.paymentDate = date;
  order.paymentHistory.push({ ...ORDER_HISTORY.paymentIn(order.payment.method, order.payment.bank), at });
  order.history.push({ ...ORDER_HISTORY.paid, at });
}

function partnerTransfers(order: OrderRecord, at: string): void {
  if (order.transfer) {
    order.transfer.stage = 'passedToSeller';
    order.transfer.confirmDate = order.transfer.confirmDate ?? at.slice(0, 10);
    order.transfer.transferDate = at.slice(0, 10);
  }
  if (order.paymentInfo) order.paymentInfo.status = PASSED_ON;
  order.paymentHistory.push({ ...ORDER_HISTORY.paymentOut, at });
  order.history.push({ ...ORDER_HISTORY.transferred, at });
}

/** Takes the school's or the partner's step when its time has come and the machine allows it. */
function step(
  order: OrderRecord,
  type: 'pay' | 'transfer',
  dueAt: number,
  now: number,
  record: (order: OrderRecord, at: string) => void,
): void {
  if (now < dueAt) return;
  const outcome = applyOrder(machineStateOf(order), { type });
  if (!outcome.ok) return;
  applyMachineState(order, outcome.state);
  record(order, wibTimestamp(new Date(dueAt)));
}

/** Applies the steps whose time has come. */
export function catchUpOrder(order: OrderRecord, now: Date): void {
  const schedule = order.schedule;
  if (!schedule) return;
  step(order, 'pay', schedule.paysAt, now.getTime(), schoolPays);
  step(order, 'transfer', schedule.transfersAt, now.getTime(), partnerTransfers);
  if (order.transfer?.stage === 'passedToSeller') order.schedule = null;
}

function catchUpOrders(state: OrderState, now: Date): void {
  for (const order of state.orders) if (order.schedule) catchUpOrder(order, now);
}

/** Whether the school's or the partner's step of an order is due: its time has come and the machine allows it. */
function stepDue(order: OrderRecord, now: number): boolean {
  const schedule = order.schedule;
  if (!schedule) return false;
  const state = machineStateOf(order);
  return (
    (now >= schedule.paysAt && applyOrder(state, { type: 'pay' }).ok) ||
    (now >= schedule.transfersAt && applyOrder(state, { type: 'transfer' }).ok)
  );
}

/** The orders' clock-driven steps, caught up before any request looks at the orders. */
export const orderCatchUp: CatchUp<OrderState> = {
  due: (state, now) => state.orders.some((order) => stepDue(order, now)),
  apply: catchUpOrders,
};
