import { applyOrder } from '@core/order/machine';
import { ORDER_HISTORY } from '@core/order/options';
import { PASSED_ON } from '@core/payment/rules';
import { TRACKING_STAGE } from '@core/order/tracking';
import type { CatchUp } from '../../area';
import { wibTimestamp } from './format';
import { applyMachineState, machineStateOf, type OrderRecord, type OrderState } from './record';

/**
 * The school's and the partner's side of an order, which no seller call drives: a few seconds
 * after the seller sends the order the school declares it arrived (the seller's own button for it
 * is not shown), then the school pays ('Dibayar') and later the partner passes the funds on. The
 * sandbox plays them on a short schedule, through core's order machine (an open complaint holds
 * the payment back), so a seller can walk an order from new to paid. Catching up is a pure
 * function of the schedule and the clock: a read that catches up without committing gives the
 * same result the next time, with the same timestamps; the seller's open order detail asks again
 * while such a step is to come (core's awaitsOthers).
 */
export const SCHOOL_DECLARES_ARRIVAL_AFTER_MS = 5000;
export const SCHOOL_PAYS_AFTER_MS = 4000;
export const PARTNER_TRANSFERS_AFTER_MS = 4000;

function payingFrom(arrivesAt: number): { paysAt: number; transfersAt: number } {
  const paysAt = arrivesAt + SCHOOL_PAYS_AFTER_MS;
  return { paysAt, transfersAt: paysAt + PARTNER_TRANSFERS_AFTER_MS };
}

/** Once the order is sent: the school declares arrival, then pays, then the partner passes the funds on. */
export function scheduleArrival(order: OrderRecord, now: Date): void {
  const arrivesAt = now.getTime() + SCHOOL_DECLARES_ARRIVAL_AFTER_MS;
  order.schedule = { arrivesAt, ...payingFrom(arrivesAt) };
}

/** Once the order arrived (the seller declared it through the API): the school pays, the partner passes the funds on. */
export function schedulePayment(order: OrderRecord, now: Date): void {
  order.schedule = { arrivesAt: null, ...payingFrom(now.getTime()) };
}

/** What goes with an arrival, whoever declares it: the courier's last line, the e-BAST, the bill, the history line. */
export function recordArrival(
  order: OrderRecord,
  at: string,
  line: { readonly title: string; readonly text: string },
): void {
  order.tracking.push({
    status: ORDER_HISTORY.delivered(order.school.pic),
    status_stage: TRACKING_STAGE.delivered,
    time: at,
  });
  order.eBast = `/cdn/dokumen/ebast-${order.id}.pdf`;
  order.billing = { billingDate: at.slice(0, 10), paymentDate: null, createdAt: at };
  order.history.push({ ...line, at });
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
  type: 'arrived' | 'pay' | 'transfer',
  dueAt: number | null,
  now: number,
  record: (order: OrderRecord, at: string) => void,
): void {
  if (dueAt === null || now < dueAt) return;
  const outcome = applyOrder(machineStateOf(order), { type });
  if (!outcome.ok) return;
  applyMachineState(order, outcome.state);
  record(order, wibTimestamp(new Date(dueAt)));
}

/** Applies the steps whose time has come. */
export function catchUpOrder(order: OrderRecord, now: Date): void {
  const schedule = order.schedule;
  if (!schedule) return;
  step(order, 'arrived', schedule.arrivesAt, now.getTime(), (o, at) =>
    recordArrival(o, at, ORDER_HISTORY.arrivedBySchool),
  );
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
    (schedule.arrivesAt !== null && now >= schedule.arrivesAt && applyOrder(state, { type: 'arrived' }).ok) ||
    (now >= schedule.paysAt && applyOrder(state, { type: 'pay' }).ok) ||
    (now >= schedule.transfersAt && applyOrder(state, { type: 'transfer' }).ok)
  );
}

/** The orders' clock-driven steps, caught up before any request looks at the orders. */
export const orderCatchUp: CatchUp<OrderState> = {
  due: (state, now) => state.orders.some((order) => stepDue(order, now)),
  apply: catchUpOrders,
};
