import { z } from 'zod';

/** A shop review (review_api/ulasan_mall); field names are the API's Indonesian ones. */
export const shopReviewSchema = z.object({
  firstname: z.string(),
  jabatan: z.string(),
  nama_sekolah: z.string(),
  rate: z.number().int().min(1).max(5),
  ulasan: z.string(),
});
export type ShopReview = z.infer<typeof shopReviewSchema>;

/** A product review (review_api/ulasan_product_mall); the name links to product/detail/{product_id}. */
export const productReviewSchema = shopReviewSchema.extend({
  product_id: z.number().int(),
  name: z.string(),
});
export type ProductReview = z.infer<typeof productReviewSchema>;

export const REVIEW_MESSAGES = { otherStore: 'Anda hanya dapat melihat ulasan toko Anda sendiri' } as const;
