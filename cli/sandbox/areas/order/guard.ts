import type { HandlerContext } from '../../area';
import { fail, type Reply } from '../../reply';
import { wibTimestamp } from './format';
import { findOrder, type OrderRecord, type OrderState } from './record';
import { statusLabel } from './steps';

/** Runs `act` on the seller's order, or answers 404 when the order is not theirs or missing. */
export function withOrder(ctx: HandlerContext<OrderState>, id: number, act: (order: OrderRecord) => Reply | Promise<Reply>): Reply | Promise<Reply> {
  const order = findOrder(ctx.state, ctx.session?.sellerId, id);
  if (!order) return fail(404, 'Pesanan tidak ditemukan');
  return act(order);
}

/** 409 with an Indonesian sentence naming the status the order is in. */
export function notAllowed(order: OrderRecord, action: string): Reply {
  return fail(409, `Pesanan dengan status ${statusLabel(order.statusId)} tidak dapat ${action}`);
}

/** Appends to the order history timeline (the API lists it oldest first). */
export function note(ctx: HandlerContext<OrderState>, order: OrderRecord, title: string, text: string): void {
  order.history.push({ title, text, at: wibTimestamp(ctx.now()) });
}
