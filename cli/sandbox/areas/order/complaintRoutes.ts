import { complaintEndpoints as api } from '@core/api/endpoints/complaint';
import { applyComplaint } from '@core/complaint/machine';
import { COMPLAINT_MESSAGES } from '@core/complaint/rules';
import { route, type FileRule, type RouteDef } from '../../area';
import { fail, ok } from '../../reply';
import { complaintDetail, complaintListSpec, complaintsOf, findComplaint } from './complaints';
import { wibTimestamp } from './format';
import { act, note, refusalStatus, withOrder } from './guard';
import { listReply, serveList } from './list';
import { openComplaint, sellerOrders, type OrderState } from './record';

const COMPLAINT_IMAGE: FileRule = { maxBytes: 2 * 1024 * 1024, accept: ['image/jpeg', 'image/png'] };

/** Complaints: created and resolved through core's order machine, replies through the complaint machine. */
export const complaintRoutes: ReadonlyArray<RouteDef<OrderState>> = [
  route('complaints', api.complaints, (input, ctx) =>
    listReply(serveList(complaintsOf(sellerOrders(ctx.state, ctx.session?.sellerId)), input, complaintListSpec)),
  ),
  route('complaintDetail', api.complaintDetail, (input, ctx) => {
    const found = findComplaint(ctx.state, ctx.session?.sellerId, input.id);
    return found ? ok(complaintDetail(found)) : fail(404, COMPLAINT_MESSAGES.notFound);
  }),
  route('replyComplaint', api.replyComplaint, (input, ctx) => {
    const found = findComplaint(ctx.state, ctx.session?.sellerId, input.id);
    if (!found) return fail(404, COMPLAINT_MESSAGES.notFound);
    const outcome = applyComplaint(
      { isResolved: found.complaint.isResolved },
      { type: 'reply', message: input.message },
    );
    if (!outcome.ok) return fail(refusalStatus(outcome.kind), outcome.message);
    found.complaint.messages.push({
      from: 'mall',
      name: ctx.state.mall.name,
      message: input.message.trim(),
      createdAt: wibTimestamp(ctx.now()),
    });
    return ok(null, outcome.message);
  }),
  route(
    'createComplaint',
    api.createComplaint,
    (input, ctx) =>
      withOrder(ctx, input.orderId, async (order) => {
        const reason = input.reason.trim();
        // The image is stored only once the machine has accepted the complaint.
        const image = input.fileName instanceof Blob ? input.fileName : null;
        const reply = act(ctx, order, { type: 'complain', reason, category: input.category }, (o) => {
          const at = wibTimestamp(ctx.now());
          o.complaints.push({
            complaintId: ctx.state.nextComplaintId++,
            from: 'mall',
            category: input.category,
            productId: o.items[0]?.productId ?? null,
            main: reason,
            image: null,
            isResolved: false,
            escalation: false,
            solution: null,
            createdAt: at,
            messages: [{ from: 'mall', name: ctx.state.mall.name, message: reason, createdAt: at }],
          });
          note(ctx, o, {
            title: COMPLAINT_MESSAGES.historyCreated,
            text: `${COMPLAINT_MESSAGES.historyCreatedText} ${reason}`,
          });
        });
        if (reply.httpStatus !== 200 || !image) return reply;
        const created = openComplaint(order);
        if (created) created.image = (await ctx.saveUpload(image)).url;
        return reply;
      }),
    { fileName: COMPLAINT_IMAGE },
  ),
  route('resolveComplaint', api.resolveComplaint, (input, ctx) =>
    withOrder(ctx, input.orderId, (order) => {
      const open = openComplaint(order);
      return act(ctx, order, { type: 'resolveComplaint' }, () => {
        if (!open) return;
        open.isResolved = true;
        open.solution = input.solution.trim() || COMPLAINT_MESSAGES.defaultSolution;
        note(ctx, order, { title: COMPLAINT_MESSAGES.historyResolved, text: open.solution });
      });
    }),
  ),
];
