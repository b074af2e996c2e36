import type { HandlerContext } from '../../area';
import { SERVER_MESSAGES } from '@core/api/serverMessages';
import { PRODUCT_SERVER_MESSAGES } from '@core/product/serverMessages';
import { fail, type Reply } from '../../reply';
import type { ProductState } from './state';

export type ProductContext = HandlerContext<ProductState>;

/** The seller of the call; every product route needs a token, so null only if the framework changed. */
export function withSeller(
  ctx: ProductContext,
  handle: (sellerId: number) => Reply | Promise<Reply>,
): Reply | Promise<Reply> {
  if (!ctx.session) return fail(401, SERVER_MESSAGES.unauthorized);
  return handle(ctx.session.sellerId);
}

/** The backendseller calls carry the seller as mall_id; another seller's id is refused. */
export function checkMallId(ctx: ProductContext, mallId: number): Reply | null {
  if (!ctx.session) return fail(401, SERVER_MESSAGES.unauthorized);
  return mallId === ctx.session.sellerId ? null : fail(403, PRODUCT_SERVER_MESSAGES.mallIdMismatch);
}
