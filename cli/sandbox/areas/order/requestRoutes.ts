import { orderOnlyEndpoints as api } from '@core/api/endpoints/order';
import { ORDER_HISTORY } from '@core/order/options';
import { route, type RouteDef } from '../../area';
import { act, note, withOrder } from './guard';
import type { OrderState } from './record';

/** The customer's change and cancellation requests, accepted or rejected through core's order machine. */
export const requestRoutes: ReadonlyArray<RouteDef<OrderState>> = [
  route('acceptRequestChange', api.acceptRequestChange, (input, ctx) =>
    withOrder(ctx, input.id, (order) => {
      const change = order.requestChange;
      return act(ctx, order, { type: 'acceptChange' }, (o) => {
        for (const line of o.items)
          line.qty = change?.items.find((c) => c.productId === line.productId)?.qty ?? line.qty;
        note(ctx, o, ORDER_HISTORY.changeAccepted);
      });
    }),
  ),
  route('rejectRequestChange', api.rejectRequestChange, (input, ctx) =>
    withOrder(ctx, input.id, (order) =>
      act(ctx, order, { type: 'rejectChange' }, (o) => note(ctx, o, ORDER_HISTORY.changeRejected)),
    ),
  ),
  route('acceptApplyCancel', api.acceptApplyCancel, (input, ctx) =>
    withOrder(ctx, input.id, (order) =>
      act(ctx, order, { type: 'acceptCancel' }, (o) => note(ctx, o, ORDER_HISTORY.cancelAccepted)),
    ),
  ),
  route('rejectApplyCancel', api.rejectApplyCancel, (input, ctx) =>
    withOrder(ctx, input.id, (order) =>
      act(ctx, order, { type: 'rejectCancel' }, (o) => note(ctx, o, ORDER_HISTORY.cancelRejected)),
    ),
  ),
];
