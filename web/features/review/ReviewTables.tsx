import { Link } from 'wouter';
import type { ProductReview, ShopReview } from '@core/review/schema';
import { DataTable, type DataColumn } from '@web/ui/DataTable';
import { Stars } from './Stars';

function Reviewer({ review }: { readonly review: ShopReview }) {
  return (
    <>
      <span className="review-table__name">{review.firstname}</span>
      <span className="review-table__sub">
        {review.jabatan} · {review.nama_sekolah}
      </span>
    </>
  );
}

const reviewerColumns: readonly DataColumn<ShopReview>[] = [
  { key: 'firstname', header: 'Pengulas', render: (review) => <Reviewer review={review} /> },
  { key: 'rate', header: 'Rating', render: (review) => <Stars rate={review.rate} /> },
  { key: 'ulasan', header: 'Ulasan' },
];

/** The product name links to product/detail/{product_id} (spec 002 §2.8). */
const productColumns: readonly DataColumn<ProductReview>[] = [
  {
    key: 'name',
    header: 'Produk',
    render: (review) => (
      <Link href={`/product/detail/${review.product_id}`} className="review-table__product">
        {review.name}
      </Link>
    ),
  },
  ...reviewerColumns,
];

// Spec 002 §8: the review tables say 'Tidak ada data' when empty.
export function ShopReviewTable({ reviews }: { readonly reviews: readonly ShopReview[] }) {
  return (
    <DataTable
      label="Ulasan toko"
      columns={reviewerColumns}
      rows={reviews}
      rowKey={(_, index) => index}
      emptyText="Tidak ada data"
    />
  );
}

export function ProductReviewTable({ reviews }: { readonly reviews: readonly ProductReview[] }) {
  return (
    <DataTable
      label="Ulasan produk"
      columns={productColumns}
      rows={reviews}
      rowKey={(_, index) => index}
      emptyText="Tidak ada data"
    />
  );
}
