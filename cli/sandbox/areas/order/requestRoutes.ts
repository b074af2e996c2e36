import { orderOnlyEndpoints as api } from '@core/api/endpoints/order';
import { route, type RouteDef } from '../../area';
import { fail, ok } from '../../reply';
import { note, notAllowed, withOrder } from './guard';
import type { OrderState } from './record';
import { caughtUp } from './school';

const NO_CHANGE = 'Tidak ada request perubahan pada pesanan ini';
const NO_CANCEL = 'Tidak ada permintaan pembatalan pada pesanan ini';
/** Change and cancellation requests are answered before the order is sent. */
const OPEN_STATUSES = [1, 2];

/** The customer's change and cancellation requests: accept or reject. */
export const requestRoutes: ReadonlyArray<RouteDef<OrderState>> = caughtUp([
  route('acceptRequestChange', api.acceptRequestChange, (input, ctx) =>
    withOrder(ctx, input.id, (order) => {
      if (!OPEN_STATUSES.includes(order.statusId)) return notAllowed(order, 'diubah');
      const change = order.requestChange;
      if (!change) return fail(409, NO_CHANGE);
      for (const line of order.items) line.qty = change.items.find((c) => c.productId === line.productId)?.qty ?? line.qty;
      order.requestChange = null;
      // The printed invoice and BAST no longer match the quantities: they must be printed again.
      order.printed = { bast: false, invoice: false, label: order.printed.label };
      note(ctx, order, 'Perubahan Pesanan Diterima', 'Penyedia menerima request perubahan dari customer');
      return ok(null, 'Anda berhasil menerima request perubahan pada pesanan ini');
    }),
  ),
  route('rejectRequestChange', api.rejectRequestChange, (input, ctx) =>
    withOrder(ctx, input.id, (order) => {
      if (!order.requestChange) return fail(409, NO_CHANGE);
      order.requestChange = null;
      note(ctx, order, 'Perubahan Pesanan Ditolak', 'Penyedia menolak request perubahan dari customer');
      return ok(null, 'Anda berhasil menolak perubahan pada pesanan ini');
    }),
  ),
  route('acceptApplyCancel', api.acceptApplyCancel, (input, ctx) =>
    withOrder(ctx, input.id, (order) => {
      if (!OPEN_STATUSES.includes(order.statusId)) return notAllowed(order, 'dibatalkan');
      if (!order.applyCancel) return fail(409, NO_CANCEL);
      order.applyCancel = null;
      order.requestChange = null;
      order.statusId = 6;
      note(ctx, order, 'Pesanan Dibatalkan', 'Penyedia menerima pembatalan dari customer');
      return ok(null, 'Anda berhasil menerima pembatalan pada pesanan ini');
    }),
  ),
  route('rejectApplyCancel', api.rejectApplyCancel, (input, ctx) =>
    withOrder(ctx, input.id, (order) => {
      if (!order.applyCancel) return fail(409, NO_CANCEL);
      order.applyCancel = null;
      note(ctx, order, 'Pembatalan Ditolak', 'Penyedia menolak pembatalan dari customer');
      return ok(null, 'Anda berhasil menolak pembatalan pada pesanan ini');
    }),
  ),
]);
