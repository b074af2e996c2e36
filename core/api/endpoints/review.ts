import { z } from 'zod';
import { productReviewSchema, shopReviewSchema } from '../../review/schema';
import { queryCall, recordId } from '../calls';
import { envelope } from '../envelope';

const bySeller = z.object({ m_id: recordId });

/** The review calls; m_id is the seller's id. A body code 401 means logged out. */
export const reviewEndpoints = {
  shopReviews: queryCall(
    { summary: 'Reviews of the shop', spec: '002 §7' },
    'review_api/ulasan_mall',
    bySeller,
    envelope(z.array(shopReviewSchema)),
  ),
  productReviews: queryCall(
    { summary: "Reviews of the shop's products", spec: '002 §7' },
    'review_api/ulasan_product_mall',
    bySeller,
    envelope(z.array(productReviewSchema)),
  ),
} as const;
