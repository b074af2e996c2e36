import { orderOnlyEndpoints as api } from '@core/api/endpoints/order';
import { ORDER_HISTORY, rejectReasonByValue } from '@core/order/options';
import { normalizedAwb } from '@core/order/rules';
import { TRACKING_STAGE } from '@core/order/tracking';
import { route, type RouteDef } from '../../area';
import { wibTimestamp } from './format';
import { act, note, withOrder } from './guard';
import type { OrderState } from './record';
import { recordArrival, scheduleArrival, schedulePayment } from './school';

/** The main steps, each through core's order machine: confirm, refuse, send, arrived. */
export const wizardRoutes: ReadonlyArray<RouteDef<OrderState>> = [
  route('confirmOrder', api.confirmOrder, (input, ctx) =>
    withOrder(ctx, input.id, (order) =>
      act(ctx, order, { type: 'confirm' }, (o) => note(ctx, o, ORDER_HISTORY.confirmed)),
    ),
  ),
  route('refuseOrder', api.refuseOrder, (input, ctx) =>
    withOrder(ctx, input.id, (order) =>
      act(ctx, order, { type: 'refuse', reasonType: input.reasonType ?? null }, (o) => {
        const reason = rejectReasonByValue(input.reasonType ?? '')?.name ?? '';
        o.rejectReason = reason;
        note(ctx, o, ORDER_HISTORY.refused(reason));
      }),
    ),
  ),
  route('sendOrder', api.sendOrder, (input, ctx) =>
    withOrder(ctx, input.id, (order) =>
      act(ctx, order, { type: 'send', awb: input.awb }, (o) => {
        const awb = normalizedAwb(input.awb);
        o.shipping.awb = awb;
        o.tracking.push({
          status: ORDER_HISTORY.handedOver(o.shipping.courier),
          status_stage: TRACKING_STAGE.manifested,
          time: wibTimestamp(ctx.now()),
        });
        note(ctx, o, ORDER_HISTORY.sent(o.shipping.courier, awb));
        scheduleArrival(o, ctx.now());
      }),
    ),
  ),
  // The seller's own declaration: the specification keeps the call, the portal shows no button for it.
  route('arrivedOrder', api.arrivedOrder, (input, ctx) =>
    withOrder(ctx, input.id, (order) =>
      act(ctx, order, { type: 'arrived' }, (o) => {
        recordArrival(o, wibTimestamp(ctx.now()), ORDER_HISTORY.arrived);
        schedulePayment(o, ctx.now());
      }),
    ),
  ),
];
