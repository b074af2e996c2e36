import type { z } from 'zod';
import { PRODUCT_SERVER_MESSAGES } from '@core/product/serverMessages';
import type { productEndpoints } from '@core/api/endpoints/product';
import { fail, ok, type Reply } from '../../reply';
import type { ProductContext } from './context';
import { withSeller } from './context';
import { productDetail } from './detailView';
import { findProduct } from './state';

type DetailInput = z.output<(typeof productEndpoints)['productDetail']['request']>;

export const PRODUCT_NOT_FOUND = PRODUCT_SERVER_MESSAGES.notFound;

/** GET seller/product/{id}; blocked products stay readable here, the portal refuses to open them. */
export function showProduct(input: DetailInput, ctx: ProductContext): Reply | Promise<Reply> {
  return withSeller(ctx, (sellerId) => {
    const product = findProduct(ctx.state, sellerId, input.id);
    return product ? ok(productDetail(product)) : fail(404, PRODUCT_NOT_FOUND);
  });
}
