import { orderOnlyEndpoints as api } from '@core/api/endpoints/order';
import { ORDER_MESSAGES } from '@core/order/rules';
import { route, type RouteDef } from '../../area';
import { fail, ok } from '../../reply';
import { listReply, serveList } from './list';
import { sellerOrders, type OrderState } from './record';
import { reportFilter } from './report';
import { billingListSpec, isBilled, orderListSpec } from './rows';
import { orderStatusFilter, statusIdsOfFilter } from './steps';

export const orderListRoutes: ReadonlyArray<RouteDef<OrderState>> = [
  route('orders', api.orders, (input, ctx) => {
    const mine = sellerOrders(ctx.state, ctx.session?.sellerId);
    let shown = mine;
    if (input.filter_status !== '') {
      const ids = statusIdsOfFilter(input.filter_status);
      if (!ids) return fail(400, `${ORDER_MESSAGES.unknownStatusFilter}: ${input.filter_status}`);
      shown = mine.filter((o) => ids.includes(o.statusId));
    }
    return listReply(serveList(shown, input, orderListSpec, [{ name: 'status', items: orderStatusFilter(mine) }]));
  }),
  route('changedOrders', api.changedOrders, (input, ctx) => {
    const changed = sellerOrders(ctx.state, ctx.session?.sellerId).filter((o) => o.requestChange !== null);
    return listReply(serveList(changed, input, orderListSpec));
  }),
  route('billing', api.billing, (input, ctx) => {
    const billed = sellerOrders(ctx.state, ctx.session?.sellerId).filter(isBilled);
    return listReply(serveList(billed, input, billingListSpec));
  }),
  /**
   * The recap is made when it is downloaded, from the orders of that moment, and only for the
   * seller's own token (it carries school data): the answer says where.
   */
  route('orderReport', api.orderReport, (input, ctx) => {
    if (input.userId !== ctx.session?.sellerId) return fail(403, ORDER_MESSAGES.recapOtherSeller);
    const filter = reportFilter(input.filter_date, input.status);
    if (!filter.ok) return fail(400, filter.message);
    const rows = sellerOrders(ctx.state, input.userId).filter(filter.keep);
    const query = new URLSearchParams({ filter_date: input.filter_date, status: String(input.status) });
    const file = `/cdn/rekap/transaksi-${input.userId}`;
    return ok(
      { url: `${file}.xlsx?${query.toString()}`, csvUrl: `${file}.csv?${query.toString()}` },
      `${rows.length} ${ORDER_MESSAGES.recapCount}`,
    );
  }),
];
