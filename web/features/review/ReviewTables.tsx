import type { ProductReview, ShopReview } from '@core/review/schema';
import { DataTable, type CellProps, type DataColumn } from '@web/ui/DataTable';
import { RowLink } from '@web/ui/RowLink';
import { Stars } from './Stars';

function Reviewer({ row: review }: CellProps<ShopReview>) {
  return (
    <>
      <span className="review-table__name">{review.firstname}</span>
      <span className="review-table__sub">
        {review.jabatan} · {review.nama_sekolah}
      </span>
    </>
  );
}

function Rating({ row }: CellProps<ShopReview>) {
  return <Stars rate={row.rate} />;
}

/** The product name links to the product's detail. */
function ReviewedProduct({ row }: CellProps<ProductReview>) {
  return (
    <RowLink href={`/product/detail/${row.product_id}`} className="review-table__product">
      {row.name}
    </RowLink>
  );
}

const reviewerColumns: readonly DataColumn<ShopReview>[] = [
  { key: 'firstname', header: 'Pengulas', Cell: Reviewer },
  { key: 'rate', header: 'Rating', Cell: Rating },
  { key: 'ulasan', header: 'Ulasan' },
];

const productColumns: readonly DataColumn<ProductReview>[] = [
  { key: 'name', header: 'Produk', Cell: ReviewedProduct },
  ...reviewerColumns,
];

// The review tables say 'Tidak ada data' when empty.
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
