import { paymentEndpoints as api } from '@core/api/endpoints/payment';
import { ORDER_HISTORY } from '@core/order/options';
import { route, type HandlerContext, type RouteDef } from '../../area';
import { fail, ok, type Reply } from '../../reply';
import { act, note, withOrder } from './guard';
import { listReply, searchSources, serveList, type ListQuery } from './list';
import {
  isPaid,
  paymentListSpec,
  paymentStatusFilter,
  paymentTotals,
  proofListSpec,
  type Paid,
  type PaymentStage,
} from './payments';
import { sellerOrders, type OrderState } from './record';

function paidOrders(ctx: HandlerContext<OrderState>): Paid[] {
  return sellerOrders(ctx.state, ctx.session?.sellerId).filter(isPaid);
}

function proofList(
  ctx: HandlerContext<OrderState>,
  stage: PaymentStage,
  query: ListQuery & { filter_status?: number | '' },
): Reply {
  const inStage = paidOrders(ctx).filter((o) => o.transfer.stage === stage);
  const filter = query.filter_status ?? '';
  const shown = filter === '' ? inStage : inStage.filter((o) => o.statusId === filter);
  const filters = query.filter_status === undefined ? [] : [{ name: 'status', items: paymentStatusFilter(inStage) }];
  return listReply(serveList(shown, query, proofListSpec, filters));
}

export const paymentRoutes: ReadonlyArray<RouteDef<OrderState>> = [
  route('paymentsAll', api.paymentsAll, (input, ctx) => {
    const outcome = serveList(paidOrders(ctx), input, paymentListSpec);
    if (!outcome.ok) return fail(400, outcome.message);
    return ok({
      ...outcome.page,
      ...paymentTotals(searchSources(paidOrders(ctx), input.search, paymentListSpec.search)),
    });
  }),
  route('paymentsNotComplete', api.paymentsNotComplete, (input, ctx) => proofList(ctx, 'notComplete', input)),
  route('paymentsVerification', api.paymentsVerification, (input, ctx) => proofList(ctx, 'verification', input)),
  route('paymentsPassedToSeller', api.paymentsPassedToSeller, (input, ctx) => proofList(ctx, 'passedToSeller', input)),
  route('receivePayment', api.receivePayment, (input, ctx) =>
    withOrder(ctx, input.id, (order) =>
      act(ctx, order, { type: 'receivePayment' }, (o) => note(ctx, o, ORDER_HISTORY.paymentReceived)),
    ),
  ),
];
