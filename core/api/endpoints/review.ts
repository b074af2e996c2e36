import { z } from 'zod';
import { productReviewSchema, shopReviewSchema } from '../../review/schema';
import { envelope } from '../envelope';
import { endpoint } from '../endpoint';

const sellerId = z.coerce.number<number>().int().positive();

/** Review calls of spec 002 §7; m_id is the seller's id. A body code 401 means logged out. */
export const reviewEndpoints = {
  shopReviews: endpoint({
    summary: 'Reviews of the shop',
    spec: '002 §7',
    method: 'GET',
    path: 'review_api/ulasan_mall',
    base: 'api',
    encoding: 'query',
    fields: ['m_id'],
    request: z.object({ m_id: sellerId }),
    response: envelope(z.array(shopReviewSchema)),
  }),
  productReviews: endpoint({
    summary: "Reviews of the shop's products",
    spec: '002 §7',
    method: 'GET',
    path: 'review_api/ulasan_product_mall',
    base: 'api',
    encoding: 'query',
    fields: ['m_id'],
    request: z.object({ m_id: sellerId }),
    response: envelope(z.array(productReviewSchema)),
  }),
} as const;
