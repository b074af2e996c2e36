import { orderOnlyEndpoints as api } from '@core/api/endpoints/order';
import { route, type RouteDef } from '../../area';
import { fail, ok } from '../../reply';
import { REJECT_REASONS, isFaktur, isProductUncategorized } from './detail';
import { wibTimestamp } from './format';
import { note, notAllowed, withOrder } from './guard';
import type { OrderState } from './record';
import { caughtUp, schedulePayment } from './school';

/** Spec 002 §4.2 notices, reused as the refusals of the actions they block. */
export const CHANGE_PENDING = 'Customer ingin request perubahan pada pesanan ini';
export const CANCEL_PENDING = 'Customer ingin membatalkan pesanan ini!';
export const UPDATE_CATEGORY = 'Anda perlu update kategori produk';
export const PRINT_FIRST = 'Cetak BAST dan Invoice terlebih dahulu untuk mengirim';
export const CHOOSE_REASON = 'Pilih alasan terlebih dahulu untuk menutup pesanan';

/** The main steps: confirm (1 -> 2), refuse (1 or 2 -> 5), send (2 -> 3), arrived (3 -> 4). */
export const wizardRoutes: ReadonlyArray<RouteDef<OrderState>> = caughtUp([
  route('confirmOrder', api.confirmOrder, (input, ctx) =>
    withOrder(ctx, input.id, (order) => {
      if (order.statusId !== 1) return notAllowed(order, 'dikonfirmasi');
      if (order.requestChange) return fail(409, CHANGE_PENDING);
      if (isProductUncategorized(order)) return fail(409, UPDATE_CATEGORY);
      order.statusId = 2;
      note(ctx, order, 'Pesanan Dikonfirmasi', 'Penyedia memproses pesanan');
      return ok(null, 'Anda berhasil melakukan konfirmasi pesanan');
    }),
  ),
  route('refuseOrder', api.refuseOrder, (input, ctx) =>
    withOrder(ctx, input.id, (order) => {
      if (order.statusId !== 1 && order.statusId !== 2) return notAllowed(order, 'ditolak');
      if (input.reasonType === undefined || input.reasonType === null || input.reasonType === '') return fail(422, CHOOSE_REASON);
      const reason = REJECT_REASONS.find((r) => String(r.value) === String(input.reasonType));
      if (!reason) return fail(422, `Alasan penolakan tidak dikenal: ${input.reasonType}`);
      order.statusId = 5;
      order.rejectReason = reason.name;
      order.requestChange = null;
      order.applyCancel = null;
      note(ctx, order, 'Pesanan Ditolak', `Penyedia menolak pesanan: ${reason.name}`);
      return ok(null, 'Anda berhasil menolak pesanan ini');
    }),
  ),
  route('sendOrder', api.sendOrder, (input, ctx) =>
    withOrder(ctx, input.id, (order) => {
      if (order.statusId !== 2) return notAllowed(order, 'dikirim');
      const awb = input.awb.trim();
      if (!awb) return fail(422, 'Nomor resi tidak boleh kosong');
      if (order.requestChange) return fail(409, CHANGE_PENDING);
      if (order.applyCancel) return fail(409, CANCEL_PENDING);
      if (isProductUncategorized(order)) return fail(409, UPDATE_CATEGORY);
      if (!isFaktur(order)) return fail(409, PRINT_FIRST);
      order.statusId = 3;
      order.shipping.awb = awb;
      order.tracking.push({ status: `Paket diserahkan ke ${order.shipping.courier}`, status_stage: 'MANIFESTED', time: wibTimestamp(ctx.now()) });
      note(ctx, order, 'Pesanan Dikirim', `Pesanan dikirim melalui ${order.shipping.courier} dengan resi ${awb}`);
      return ok(null, 'Anda berhasil mengirim pesanan ini');
    }),
  ),
  route('arrivedOrder', api.arrivedOrder, (input, ctx) =>
    withOrder(ctx, input.id, (order) => {
      if (order.statusId !== 3) return notAllowed(order, 'dinyatakan sampai');
      const at = wibTimestamp(ctx.now());
      order.statusId = 4;
      order.tracking.push({ status: `Paket diterima oleh ${order.school.pic}`, status_stage: 'DELIVERED', time: at });
      order.eBast = `/cdn/dokumen/ebast-${order.id}.pdf`;
      order.billing = { billingDate: at.slice(0, 10), paymentDate: null, createdAt: at };
      note(ctx, order, 'Pesanan Diterima', 'Penyedia menyatakan pesanan telah sampai ke sekolah');
      schedulePayment(order, ctx.now());
      return ok(null, 'Anda berhasil menyatakan bahwa pesanan ini telah sampai ke sekolah');
    }),
  ),
]);
