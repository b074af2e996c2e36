import { applyOrder, type OrderAction } from '@core/order/machine';
import { ORDER_MESSAGES } from '@core/order/rules';
import type { RefusalKind } from '@core/machine/outcome';
import type { HandlerContext } from '../../area';
import { fail, ok, type Reply } from '../../reply';
import { wibTimestamp } from './format';
import { applyMachineState, findOrder, machineStateOf, type OrderRecord, type OrderState } from './record';

/** Runs `act` on the seller's order, or answers 404 when the order is not theirs or missing. */
export function withOrder(
  ctx: HandlerContext<OrderState>,
  id: number,
  act: (order: OrderRecord) => Reply | Promise<Reply>,
): Reply | Promise<Reply> {
  const order = findOrder(ctx.state, ctx.session?.sellerId, id);
  if (!order) return fail(404, ORDER_MESSAGES.orderNotFound);
  return act(order);
}

/** A refusal of the machine as HTTP: wrong status or a blocking precondition 409, wrong input 422. */
export function refusalStatus(kind: RefusalKind): number {
  return kind === 'input' ? 422 : 409;
}

/**
 * Takes an action through core's order machine: refused with its message, or applied to the stored
 * order, after which `effects` records what goes with it (history, tracking, complaint records).
 */
export function act(
  ctx: HandlerContext<OrderState>,
  order: OrderRecord,
  action: OrderAction,
  effects: (order: OrderRecord) => void = () => undefined,
  successMessage?: string,
): Reply {
  const outcome = applyOrder(machineStateOf(order), action);
  if (!outcome.ok) return fail(refusalStatus(outcome.kind), outcome.message);
  applyMachineState(order, outcome.state);
  effects(order);
  return ok(null, successMessage ?? outcome.message);
}

/** Appends to the order history timeline (the API lists it oldest first). */
export function note(
  ctx: Pick<HandlerContext<OrderState>, 'now'>,
  order: OrderRecord,
  line: { readonly title: string; readonly text: string },
): void {
  order.history.push({ ...line, at: wibTimestamp(ctx.now()) });
}
