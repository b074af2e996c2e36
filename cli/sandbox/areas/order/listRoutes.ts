import { orderOnlyEndpoints as api } from '@core/api/endpoints/order';
import { route, type RouteDef } from '../../area';
import { fail, ok } from '../../reply';
import { listReply, serveList } from './list';
import { sellerOrders, type OrderState } from './record';
import { reportCsv, reportFilter } from './report';
import { billingListSpec, isBilled, orderListSpec } from './rows';
import { orderStatusFilter, statusIdsOfFilter } from './steps';
import { caughtUp } from './school';

export const orderListRoutes: ReadonlyArray<RouteDef<OrderState>> = caughtUp([
  route('orders', api.orders, (input, ctx) => {
    const mine = sellerOrders(ctx.state, ctx.session?.sellerId);
    let shown = mine;
    if (input.filter_status !== '') {
      const ids = statusIdsOfFilter(input.filter_status);
      if (!ids) return fail(400, `Status pesanan tidak dikenal: ${input.filter_status}`);
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
  route('orderReport', api.orderReport, async (input, ctx) => {
    if (input.userId !== ctx.session?.sellerId) return fail(403, 'Anda tidak berhak mengunduh rekap penyedia lain');
    const filter = reportFilter(input.filter_date, input.status);
    if (!filter.ok) return fail(400, filter.message);
    const rows = sellerOrders(ctx.state, input.userId).filter(filter.keep);
    const file = new File([reportCsv(rows)], `rekap-transaksi-${input.userId}.csv`, { type: 'text/csv' });
    const saved = await ctx.saveUpload(file);
    return ok({ url: saved.url }, `${rows.length} transaksi`);
  }),
]);
