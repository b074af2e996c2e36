import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromResult, ROUTE_READ } from '@web/app/api/query';
import { reviewKeys } from '@web/app/api/queryKeys';
import { reviewApi } from './api';

/** The reviews of the seller's shop (m_id is the seller's id). */
export function shopReviewsQuery(sellerId: number) {
  return queryOptions({
    queryKey: reviewKeys.list({ of: 'shop', m_id: sellerId }),
    queryFn: () => fromResult(reviewApi.shopReviews({ m_id: sellerId }).map((body) => body.data)),
    ...ROUTE_READ,
  });
}

/** The reviews of the seller's products. */
export function productReviewsQuery(sellerId: number) {
  return queryOptions({
    queryKey: reviewKeys.list({ of: 'product', m_id: sellerId }),
    queryFn: () => fromResult(reviewApi.productReviews({ m_id: sellerId }).map((body) => body.data)),
    ...ROUTE_READ,
  });
}

export function useShopReviews(sellerId: number | null) {
  return useQuery({ ...shopReviewsQuery(sellerId ?? 0), enabled: sellerId !== null });
}

export function useProductReviews(sellerId: number | null) {
  return useQuery({ ...productReviewsQuery(sellerId ?? 0), enabled: sellerId !== null });
}
