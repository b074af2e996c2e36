import { orderOnlyEndpoints as api } from '@core/api/endpoints/order';
import { ORDER_HISTORY, orderDocumentByValue } from '@core/order/options';
import { ORDER_MESSAGES, TAX_PROOF_MAX_BYTES, TAX_PROOF_TYPES } from '@core/order/rules';
import { route, type FileRule, type RouteDef } from '../../area';
import { fail, ok } from '../../reply';
import { wibTimestamp } from './format';
import { act, note, withOrder } from './guard';
import type { OrderState } from './record';

/** The tax proof: core's rule (a scan or a PDF of at most 5 MB), its bytes judged here. */
const TAX_FILE: FileRule = {
  maxBytes: TAX_PROOF_MAX_BYTES,
  accept: TAX_PROOF_TYPES,
  typeMessage: ORDER_MESSAGES.taxFileType,
};

/** Printing documents (BAST + invoice make isFaktur) and the tax-proof upload. */
export const documentRoutes: ReadonlyArray<RouteDef<OrderState>> = [
  route('markDocumentPrinted', api.markDocumentPrinted, (input, ctx) =>
    withOrder(ctx, input.id, (order) => {
      const document = orderDocumentByValue(input.documentValue);
      if (!document) return fail(404, `${ORDER_MESSAGES.unknownDocument}: ${input.documentValue}`);
      const first = !order.printed[document.key];
      return act(
        ctx,
        order,
        { type: 'print', document: document.key },
        (o) => {
          if (first) note(ctx, o, ORDER_HISTORY.printed(document.name));
        },
        `${document.name} ${ORDER_MESSAGES.documentMarked}`,
      );
    }),
  ),
  route(
    'uploadTax',
    api.uploadTax,
    (input, ctx) =>
      withOrder(ctx, input.orderId, async (order) => {
        // The portal shows a 'Failed' dialog with this message on code 400.
        if (!order.isUploadTax) return fail(400, ORDER_MESSAGES.taxUploadUnavailable);
        const saved = await ctx.saveUpload(input.file, { owner: order.sellerId });
        order.taxFile = saved.url;
        order.taxUploadedAt = wibTimestamp(ctx.now());
        note(ctx, order, ORDER_HISTORY.taxUploaded(saved.name));
        return ok(null, ORDER_MESSAGES.taxUploaded);
      }),
    { file: TAX_FILE },
  ),
];
