import type { ScreenProps } from '@web/app/routes';
import { useSeller } from '@web/app/api/profile';
import { Card } from '@web/ui/Card';
import { PageHeader } from '@web/ui/PageHeader';
import { QueryState } from '@web/ui/QueryState';
import { useProductReviews, useShopReviews } from './queries';
import { ProductReviewTable, ShopReviewTable } from './ReviewTables';
import './review.css';

/**
 * Shop and product reviews. m_id is the seller's id; a body code 401 ends the
 * session (the shared gateway hook), other failures say so here and offer a retry.
 */
export function ReviewScreen({ title }: ScreenProps) {
  const sellerId = useSeller()?.id ?? null;
  const shop = useShopReviews(sellerId);
  const product = useProductReviews(sellerId);
  return (
    <div className="review-screen">
      <PageHeader title={title} subtitle="Ulasan sekolah untuk toko dan produk Anda." />
      <Card title="Ulasan Toko">
        <QueryState query={shop} loadingLabel="Memuat ulasan toko">
          {(reviews) => <ShopReviewTable reviews={reviews} />}
        </QueryState>
      </Card>
      <Card title="Ulasan Produk">
        <QueryState query={product} loadingLabel="Memuat ulasan produk">
          {(reviews) => <ProductReviewTable reviews={reviews} />}
        </QueryState>
      </Card>
    </div>
  );
}
