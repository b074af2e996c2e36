import type { z } from 'zod';
import { negoEndpoints as api } from '@core/api/endpoints/nego';
import { applyNegotiation, type NegotiationAction } from '@core/nego/machine';
import { NEGO_NOTE_LIMIT } from '@core/nego/respondForm';
import { NEGO_MESSAGES } from '@core/nego/rules';
import { exceedsLimit } from '@core/textLimit';
import { formatVatTag } from '@core/vatTag';
import { route, type FileRoute, type HandlerContext, type RouteDef } from '../../area';
import { renderPdf } from '../../pdf';
import { fail, ok, type Reply } from '../../reply';
import { wibTimestamp } from '../order/format';
import type { ProductState } from '../product/state';
import { refusalStatus } from '../order/guard';
import { listReply, serveList } from '../order/list';
import { applyNegoState, lastRound, negoMachineState, type NegoState, type NegotiationRecord } from './record';
import { SCHOOL_ANSWERS_AFTER_MS } from './school';
import { negotiationDetail, negotiationListSpec, negotiationRecap } from './views';

function findNego(ctx: HandlerContext<NegoState>, id: number): NegotiationRecord | undefined {
  return ctx.state.negotiations.find((n) => n.id === id && n.sellerId === ctx.session?.sellerId);
}

function withNego(ctx: HandlerContext<NegoState>, id: number, act: (nego: NegotiationRecord) => Reply): Reply {
  const nego = findNego(ctx, id);
  return nego ? act(nego) : fail(404, NEGO_MESSAGES.notFound);
}

/** The negotiated product's VAT tag as the product detail writes it; '' when the product is gone. */
function productVatTag(ctx: HandlerContext<NegoState>, nego: NegotiationRecord): string {
  const product = ctx.area<ProductState>('product').products.find((p) => p.id === nego.product.id);
  return product ? formatVatTag(product.ppnTag) : '';
}

/** Takes a seller action through core's negotiation machine. */
function take(
  ctx: HandlerContext<NegoState>,
  nego: NegotiationRecord,
  action: NegotiationAction,
  effects: () => void = () => undefined,
): Reply {
  const outcome = applyNegotiation(negoMachineState(nego), action);
  if (!outcome.ok) return fail(refusalStatus(outcome.kind), outcome.message);
  applyNegoState(nego, outcome.state, wibTimestamp(ctx.now()));
  effects();
  return ok(null, outcome.message);
}

/** The seller's answer to the open round: a counter-price waits for the school, a deal is final. */
function respond(
  ctx: HandlerContext<NegoState>,
  nego: NegotiationRecord,
  input: z.output<typeof api.respondNegotiation.request>,
): Reply {
  // A longer note is refused, never cut: the portal counts against this same limit.
  if (exceedsLimit(input.otherSpec, NEGO_NOTE_LIMIT)) return fail(422, NEGO_NOTE_LIMIT.tooLong);
  const action: NegotiationAction = {
    type: 'respond',
    priceResponse: input.priceResponse,
    isDeal: input.isDeal,
    wrappingPrice: input.wrappingPrice,
    insuranceOption: input.insuranceOption,
    insurancePrice: input.insurancePrice,
  };
  return take(ctx, nego, action, () => {
    const round = lastRound(nego);
    round.sellerNote = input.otherSpec.trim() || null;
    round.respondedAt = wibTimestamp(ctx.now());
    nego.schoolAnswersAt = input.isDeal ? null : ctx.now().getTime() + SCHOOL_ANSWERS_AFTER_MS;
  });
}

export const negoRoutes: ReadonlyArray<RouteDef<NegoState>> = [
  route('negotiations', api.negotiations, (input, ctx) =>
    listReply(
      serveList(
        ctx.state.negotiations.filter((n) => n.sellerId === ctx.session?.sellerId),
        input,
        negotiationListSpec,
      ),
    ),
  ),
  route('negotiationDetail', api.negotiationDetail, (input, ctx) =>
    withNego(ctx, input.id, (nego) => ok(negotiationDetail(nego, productVatTag(ctx, nego)))),
  ),
  route('respondNegotiation', api.respondNegotiation, (input, ctx) =>
    withNego(ctx, input.id, (nego) => respond(ctx, nego, input)),
  ),
  route('refuseNegotiation', api.refuseNegotiation, (input, ctx) =>
    withNego(ctx, input.id, (nego) =>
      take(ctx, nego, { type: 'refuse' }, () => {
        nego.schoolAnswersAt = null;
      }),
    ),
  ),
];

/** The negotiation recap, for the owner's token only (it carries the school's data). */
export const negoFiles: ReadonlyArray<FileRoute<NegoState>> = [
  {
    path: /^\/cdn\/dokumen\/rekap-nego-(\d+)\.pdf$/,
    async serve(match, _query, ctx) {
      const nego = findNego(ctx, Number(match[1]));
      if (!nego) return null;
      return {
        type: 'application/pdf',
        fileName: `rekap-nego-${nego.id}.pdf`,
        body: await renderPdf(negotiationRecap(nego, ctx.now())),
      };
    },
  },
];
