import type { RouteDef } from '../../area';
import { wibTimestamp } from './format';
import { openComplaint, type OrderRecord, type OrderState } from './record';

/**
 * The school's and the partner's side of an order, which no seller call drives: after the seller
 * declares the order arrived, the school pays (status 17) and later the partner passes the funds
 * on (status 20). The sandbox plays them on a short schedule so a seller can walk an order from
 * new to paid. Catching up is a pure function of the schedule and the clock: a GET that catches up
 * without being saved gives the same result the next time, with the same timestamps.
 */
export const SCHOOL_PAYS_AFTER_MS = 4000;
export const PARTNER_TRANSFERS_AFTER_MS = 4000;

export function schedulePayment(order: OrderRecord, now: Date): void {
  const paysAt = now.getTime() + SCHOOL_PAYS_AFTER_MS;
  order.schedule = { paysAt, transfersAt: paysAt + PARTNER_TRANSFERS_AFTER_MS };
}

function schoolPays(order: OrderRecord, at: string): void {
  const date = at.slice(0, 10);
  order.statusId = 17;
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
    memo: `Pembayaran ${order.invoice}`,
    referenceNumber: `REF${order.id}${at.replace(/\D/g, '').slice(-6)}`,
    asName: order.school.name,
    datePayment: date,
    status: 'Menunggu Verifikasi',
  };
  if (order.billing) order.billing.paymentDate = date;
  order.paymentHistory.push({ title: 'Pembayaran Diterima', text: `Pembayaran melalui ${order.payment.method} ${order.payment.bank} diterima`, at });
  order.history.push({ title: 'Pesanan Dibayar', text: 'Sekolah telah melakukan pembayaran', at });
}

function partnerTransfers(order: OrderRecord, at: string): void {
  order.statusId = 20;
  if (order.transfer) {
    order.transfer.stage = 'passedToSeller';
    order.transfer.confirmDate = order.transfer.confirmDate ?? at.slice(0, 10);
    order.transfer.transferDate = at.slice(0, 10);
  }
  if (order.paymentInfo) order.paymentInfo.status = 'Sudah Diteruskan';
  order.paymentHistory.push({ title: 'Dana Diteruskan', text: 'Dana diteruskan ke rekening penyedia', at });
  order.history.push({ title: 'Dana Diteruskan', text: 'Dana telah diteruskan oleh mitra ke rekening penyedia', at });
}

/** Applies the steps whose time has come; an open complaint holds the school's payment back. */
export function catchUpOrder(order: OrderRecord, now: Date): void {
  const schedule = order.schedule;
  if (!schedule) return;
  const time = now.getTime();
  if (order.statusId === 4 && time >= schedule.paysAt && !openComplaint(order)) schoolPays(order, wibTimestamp(new Date(schedule.paysAt)));
  if (order.statusId === 17 && time >= schedule.transfersAt) partnerTransfers(order, wibTimestamp(new Date(schedule.transfersAt)));
  if (order.statusId === 20) order.schedule = null;
}

export function catchUpOrders(state: OrderState, now: Date): void {
  for (const order of state.orders) catchUpOrder(order, now);
}

/** Every order route sees the school's and partner's steps that are due before it reads or acts. */
export function caughtUp(routes: ReadonlyArray<RouteDef<OrderState>>): ReadonlyArray<RouteDef<OrderState>> {
  return routes.map((r) => ({
    ...r,
    handle: (input, ctx) => {
      catchUpOrders(ctx.state, ctx.now());
      return r.handle(input, ctx);
    },
  }));
}
