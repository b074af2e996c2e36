import type { ReactNode } from 'react';
import type { ScreenProps } from '@web/app/routes';
import { useSession } from '@web/app/session';
import { Alert } from '@web/ui/Alert';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { PageHeader } from '@web/ui/PageHeader';
import { Spinner } from '@web/ui/Spinner';
import { useApi, type ApiState } from '@web/ui/useApi';
import { reviewApi } from './api';
import { ProductReviewTable, ShopReviewTable } from './ReviewTables';
import './review.css';

function Section<T>({ title, state, children }: { readonly title: string; readonly state: ApiState<T>; readonly children: (data: T) => ReactNode }) {
  return (
    <Card title={title}>
      {state.error ? (
        <Alert
          tone="danger"
          action={
            <Button size="sm" variant="secondary" onClick={state.reload}>
              Coba lagi
            </Button>
          }
        >
          {state.error}
        </Alert>
      ) : state.data === null ? (
        <div className="review-screen__loading">
          <Spinner />
        </div>
      ) : (
        children(state.data)
      )}
    </Card>
  );
}

/**
 * Shop and product reviews (spec 002 §2.8). m_id is the seller's id; a body code 401 ends the
 * session (the shared gateway hook), other failures say so here and offer a retry.
 */
export function ReviewScreen({ title }: ScreenProps) {
  const sellerId = useSession((state) => state.user?.id ?? null);
  const shop = useApi(() => reviewApi.shopReviews({ m_id: sellerId ?? 0 }), [sellerId], sellerId !== null);
  const product = useApi(() => reviewApi.productReviews({ m_id: sellerId ?? 0 }), [sellerId], sellerId !== null);
  return (
    <div className="review-screen">
      <PageHeader title={title} subtitle="Ulasan sekolah untuk toko dan produk Anda." />
      <Section title="Ulasan Toko" state={shop}>
        {(body) => <ShopReviewTable reviews={body.data} />}
      </Section>
      <Section title="Ulasan Produk" state={product}>
        {(body) => <ProductReviewTable reviews={body.data} />}
      </Section>
    </div>
  );
}
