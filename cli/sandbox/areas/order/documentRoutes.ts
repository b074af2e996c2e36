import { orderOnlyEndpoints as api } from '@core/api/endpoints/order';
import { route, type FileRule, type RouteDef } from '../../area';
import { fail, ok } from '../../reply';
import { DOCUMENTS, documentsAvailable } from './detail';
import { note, notAllowed, withOrder } from './guard';
import type { OrderState } from './record';
import { caughtUp } from './school';

/** The tax proof: a scan or a PDF (the spec shows no rule; these keep the sandbox honest). */
const TAX_FILE: FileRule = { maxBytes: 5 * 1024 * 1024, accept: ['application/pdf', 'image/jpeg', 'image/png', '.pdf', '.jpg', '.jpeg', '.png'] };

/** Printing documents (BAST + invoice make isFaktur) and the tax-proof upload. */
export const documentRoutes: ReadonlyArray<RouteDef<OrderState>> = caughtUp([
  route('markDocumentPrinted', api.markDocumentPrinted, (input, ctx) =>
    withOrder(ctx, input.id, (order) => {
      const document = DOCUMENTS.find((d) => d.value.toLowerCase() === input.documentValue.toLowerCase());
      if (!document) return fail(404, `Dokumen tidak dikenal: ${input.documentValue}`);
      if (!documentsAvailable(order)) return notAllowed(order, 'mencetak dokumen');
      if (!order.printed[document.key]) {
        order.printed[document.key] = true;
        note(ctx, order, 'Dokumen Dicetak', `${document.name} telah dicetak`);
      }
      return ok(null, `${document.name} ditandai sudah dicetak`);
    }),
  ),
  route(
    'uploadTax',
    api.uploadTax,
    (input, ctx) =>
      withOrder(ctx, input.orderId, async (order) => {
        // The portal shows a 'Failed' dialog with this message on code 400 (spec 002 §8).
        if (!order.isUploadTax) return fail(400, 'Upload bukti pajak tidak tersedia untuk pesanan ini');
        const saved = await ctx.saveUpload(input.file);
        order.taxFile = saved.url;
        note(ctx, order, 'Bukti Pajak Diunggah', `Bukti pajak ${saved.name} diunggah`);
        return ok(null, 'Bukti pajak berhasil diunggah');
      }),
    { file: TAX_FILE },
  ),
]);
