import { z } from 'zod';
import { reviewEndpoints as api } from '@core/api/endpoints/review';
import { productReviewSchema, REVIEW_MESSAGES, shopReviewSchema } from '@core/review/schema';
import reviewsSeed from '@fixtures/seed/review/reviews.json';
import { defineArea, route } from '../area';
import { fail, ok } from '../reply';

const reviewSeedSchema = z.object({
  sellers: z.array(
    z.object({ sellerId: z.number().int(), shop: z.array(shopReviewSchema), product: z.array(productReviewSchema) }),
  ),
});
export type ReviewState = z.infer<typeof reviewSeedSchema>;

const NOT_YOURS = REVIEW_MESSAGES.otherStore;

/** Shop and product reviews; m_id must be the logged-in seller. */
export const reviewArea = defineArea<ReviewState>({
  name: 'review',
  seed: () => reviewSeedSchema.parse(reviewsSeed),
  schema: reviewSeedSchema,
  routes: [
    route('shopReviews', api.shopReviews, (input, ctx) => {
      if (input.m_id !== ctx.session?.sellerId) return fail(403, NOT_YOURS);
      return ok(ctx.state.sellers.find((s) => s.sellerId === input.m_id)?.shop ?? []);
    }),
    route('productReviews', api.productReviews, (input, ctx) => {
      if (input.m_id !== ctx.session?.sellerId) return fail(403, NOT_YOURS);
      return ok(ctx.state.sellers.find((s) => s.sellerId === input.m_id)?.product ?? []);
    }),
  ],
});
