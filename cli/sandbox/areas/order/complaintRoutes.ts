import { complaintEndpoints as api } from '@core/api/endpoints/complaint';
import { COMPLAINT_CATEGORY } from '@core/complaint/schema';
import { COMPLAINT_STATUS_IDS } from '@core/order/schema';
import { route, type FileRule, type RouteDef } from '../../area';
import { fail, ok } from '../../reply';
import { categoryName, complaintDetail, complaintListSpec, complaintsOf, findComplaint } from './complaints';
import { wibTimestamp } from './format';
import { note, withOrder } from './guard';
import { listReply, serveList } from './list';
import { openComplaint, sellerOrders, type OrderState } from './record';
import { caughtUp } from './school';

/** Spec 002 §5 and §8 messages. */
export const EMPTY_COMPLAINT = 'Komplain Tidak Boleh Kosong';
export const FINISH_OPEN_COMPLAINT = 'Selesaikan komplain yang sedang berlangsung terlebih dahulu';
export const NO_COMPLAINT = 'Tidak ada komplain';
/** The fixed text the portal sends as the solution; used when it sends none. */
const DEFAULT_SOLUTION = 'Toko menyatakan bahwa komplain telah terpenuhi';

const COMPLAINT_IMAGE: FileRule = { maxBytes: 2 * 1024 * 1024, accept: ['image/jpeg', 'image/png', '.jpg', '.jpeg', '.png'] };

export const complaintRoutes: ReadonlyArray<RouteDef<OrderState>> = caughtUp([
  route('complaints', api.complaints, (input, ctx) =>
    listReply(serveList(complaintsOf(sellerOrders(ctx.state, ctx.session?.sellerId)), input, complaintListSpec)),
  ),
  route('complaintDetail', api.complaintDetail, (input, ctx) => {
    const found = findComplaint(ctx.state, ctx.session?.sellerId, input.id);
    return found ? ok(complaintDetail(found)) : fail(404, 'Komplain tidak ditemukan');
  }),
  route('replyComplaint', api.replyComplaint, (input, ctx) => {
    const found = findComplaint(ctx.state, ctx.session?.sellerId, input.id);
    if (!found) return fail(404, 'Komplain tidak ditemukan');
    const message = input.message.trim();
    if (!message) return fail(422, EMPTY_COMPLAINT);
    if (found.complaint.isResolved) return fail(409, 'Komplain sudah selesai');
    found.complaint.messages.push({ from: 'mall', name: ctx.state.mall.name, message, createdAt: wibTimestamp(ctx.now()) });
    return ok(null, 'Pesan komplain terkirim');
  }),
  route(
    'createComplaint',
    api.createComplaint,
    (input, ctx) =>
      withOrder(ctx, input.orderId, async (order) => {
        if (!COMPLAINT_STATUS_IDS.includes(order.statusId)) return fail(409, 'Komplain hanya dapat dibuat untuk pesanan yang sudah diterima, dibayar atau dikomplain');
        const reason = input.reason.trim();
        if (!reason) return fail(422, EMPTY_COMPLAINT);
        if (openComplaint(order)) return fail(409, FINISH_OPEN_COMPLAINT);
        const expected = order.statusId === 18 ? COMPLAINT_CATEGORY.payment : COMPLAINT_CATEGORY.order;
        if (input.category !== expected) return fail(422, `Kategori komplain untuk pesanan ini adalah ${expected} (${categoryName(expected)})`);
        const image = input.fileName instanceof Blob ? (await ctx.saveUpload(input.fileName)).url : null;
        const at = wibTimestamp(ctx.now());
        order.complaints.push({
          complaintId: ctx.state.nextComplaintId++,
          from: 'mall',
          category: expected,
          productId: order.items[0]?.productId ?? null,
          main: reason,
          image,
          isResolved: false,
          escalation: false,
          solution: null,
          createdAt: at,
          messages: [{ from: 'mall', name: ctx.state.mall.name, message: reason, createdAt: at }],
        });
        if (order.statusId !== 18) {
          order.statusBeforeComplaint = order.statusId;
          order.statusId = 18;
        }
        note(ctx, order, 'Pesanan Dikomplain', `Penyedia membuat komplain ke sekolah: ${reason}`);
        return ok(null, 'Berhasil! Membuat komplain ke sekolah');
      }),
    { fileName: COMPLAINT_IMAGE },
  ),
  route('resolveComplaint', api.resolveComplaint, (input, ctx) =>
    withOrder(ctx, input.orderId, (order) => {
      const open = openComplaint(order);
      if (!open) return fail(409, NO_COMPLAINT);
      open.isResolved = true;
      open.solution = input.solution.trim() || DEFAULT_SOLUTION;
      if (order.statusId === 18 && !openComplaint(order)) {
        order.statusId = order.statusBeforeComplaint ?? 4;
        order.statusBeforeComplaint = null;
      }
      note(ctx, order, 'Komplain Selesai', open.solution);
      return ok(null, 'Berhasil! Komplain telah selesai');
    }),
  ),
]);
