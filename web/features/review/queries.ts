import { useQuery } from '@tanstack/react-query';
import { fromResult } from '@web/app/api/query';
import { reviewKeys } from '@web/app/api/queryKeys';
import { reviewApi } from './api';

/** The reviews of the seller's shop (m_id is the seller's id). */
export function useShopReviews(sellerId: number | null) {
  return useQuery({
    queryKey: reviewKeys.list({ of: 'shop', m_id: sellerId }),
    queryFn: () => fromResult(reviewApi.shopReviews({ m_id: sellerId ?? 0 }).map((body) => body.data)),
    enabled: sellerId !== null,
  });
}

/** The reviews of the seller's products. */
export function useProductReviews(sellerId: number | null) {
  return useQuery({
    queryKey: reviewKeys.list({ of: 'product', m_id: sellerId }),
    queryFn: () => fromResult(reviewApi.productReviews({ m_id: sellerId ?? 0 }).map((body) => body.data)),
    enabled: sellerId !== null,
  });
}
