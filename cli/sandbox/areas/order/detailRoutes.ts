import { orderOnlyEndpoints as api } from '@core/api/endpoints/order';
import { route, type RouteDef } from '../../area';
import { ok } from '../../reply';
import { orderDetail } from './detail';
import { withOrder } from './guard';
import type { OrderState } from './record';

export const orderDetailRoutes: ReadonlyArray<RouteDef<OrderState>> = [
  route('orderDetail', api.orderDetail, (input, ctx) =>
    withOrder(ctx, input.id, (order) => ok(orderDetail(order, ctx.state))),
  ),
  route('orderTracking', api.orderTracking, (input, ctx) =>
    withOrder(ctx, input.id, (order) => ok(order.tracking.map((t) => ({ ...t })))),
  ),
];
