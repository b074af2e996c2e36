import { negoEndpoints as api } from '@core/api/endpoints/nego';
import { route, type HandlerContext, type RouteDef } from '../../area';
import { fail, ok, type Reply } from '../../reply';
import { listReply, serveList } from '../order/list';
import { isOpenRespond, lastRound, type NegotiationRecord, type NegoState } from './record';
import { INSURANCE_OPTIONS, negotiationDetail, negotiationListSpec } from './views';

function withNego(ctx: HandlerContext<NegoState>, id: number, act: (nego: NegotiationRecord) => Reply): Reply {
  const nego = ctx.state.negotiations.find((n) => n.id === id && n.sellerId === ctx.session?.sellerId);
  return nego ? act(nego) : fail(404, 'Negosiasi tidak ditemukan');
}

const CLOSED = 'Negosiasi sudah selesai dan tidak dapat ditanggapi';

export const negoRoutes: ReadonlyArray<RouteDef<NegoState>> = [
  route('negotiations', api.negotiations, (input, ctx) =>
    listReply(serveList(ctx.state.negotiations.filter((n) => n.sellerId === ctx.session?.sellerId), input, negotiationListSpec)),
  ),
  route('negotiationDetail', api.negotiationDetail, (input, ctx) => withNego(ctx, input.id, (nego) => ok(negotiationDetail(nego)))),
  route('respondNegotiation', api.respondNegotiation, (input, ctx) =>
    withNego(ctx, input.id, (nego) => {
      if (!isOpenRespond(nego)) return fail(409, CLOSED);
      const round = lastRound(nego);
      const terms = nego.terms;
      if (input.priceResponse <= 0) return fail(422, 'Harga tanggapan harus lebih dari 0');
      // Agreeing fixes the response price to the offered unit price (spec 002 §5).
      if (input.isDeal && input.priceResponse !== round.negoUnitPrice) return fail(422, 'Harga tanggapan harus sama dengan harga satuan jika menyetujui negosiasi');
      if (terms.isDisableWrapping && input.wrappingPrice !== terms.wrappingPrice) return fail(422, 'Biaya pembungkus tidak dapat diubah');
      if (terms.isDisableInsurance && input.insurancePrice !== terms.insurancePrice) return fail(422, 'Biaya asuransi tidak dapat diubah');
      const option = INSURANCE_OPTIONS.find((o) => o.value === String(input.insuranceOption));
      if (!option) return fail(422, `Pilihan asuransi tidak dikenal: ${input.insuranceOption}`);
      round.priceResponse = input.priceResponse;
      round.sellerNote = input.otherSpec.trim() || null;
      terms.wrappingPrice = input.wrappingPrice;
      terms.insurancePercent = option.value;
      terms.insurancePrice = input.insurancePrice;
      nego.isDeal = input.isDeal;
      return ok(null, input.isDeal ? 'Penjual menyetujui negosiasi' : 'Tanggapan negosiasi terkirim');
    }),
  ),
  route('refuseNegotiation', api.refuseNegotiation, (input, ctx) =>
    withNego(ctx, input.id, (nego) => {
      if (nego.isDeal || nego.isReject) return fail(409, 'Negosiasi sudah selesai');
      nego.isReject = true;
      nego.isRespondFrom = 'penyedia';
      return ok(null, 'Penyedia menolak negosiasi');
    }),
  ),
];
