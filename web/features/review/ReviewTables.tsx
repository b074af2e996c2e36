import { Link } from 'wouter';
import type { ProductReview, ShopReview } from '../../../core/review/schema';
import { Stars } from './Stars';

function Reviewer({ review }: { readonly review: ShopReview }) {
  return (
    <td data-label="Pengulas">
      <span className="review-table__name">{review.firstname}</span>
      <span className="review-table__sub">
        {review.jabatan} · {review.nama_sekolah}
      </span>
    </td>
  );
}

function EmptyRow({ columns }: { readonly columns: number }) {
  return (
    <tr>
      <td colSpan={columns} className="review-table__empty">
        Tidak ada data
      </td>
    </tr>
  );
}

export function ShopReviewTable({ reviews }: { readonly reviews: readonly ShopReview[] }) {
  return (
    <div className="review-table__scroll">
      <table className="review-table" aria-label="Ulasan toko">
        <thead>
          <tr>
            <th scope="col">Pengulas</th>
            <th scope="col">Rating</th>
            <th scope="col">Ulasan</th>
          </tr>
        </thead>
        <tbody>
          {reviews.length === 0 ? <EmptyRow columns={3} /> : null}
          {reviews.map((review, index) => (
            <tr key={index}>
              <Reviewer review={review} />
              <td data-label="Rating">
                <Stars rate={review.rate} />
              </td>
              <td data-label="Ulasan">{review.ulasan}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The product name links to product/detail/{product_id} (spec 002 §2.8). */
export function ProductReviewTable({ reviews }: { readonly reviews: readonly ProductReview[] }) {
  return (
    <div className="review-table__scroll">
      <table className="review-table" aria-label="Ulasan produk">
        <thead>
          <tr>
            <th scope="col">Produk</th>
            <th scope="col">Pengulas</th>
            <th scope="col">Rating</th>
            <th scope="col">Ulasan</th>
          </tr>
        </thead>
        <tbody>
          {reviews.length === 0 ? <EmptyRow columns={4} /> : null}
          {reviews.map((review, index) => (
            <tr key={index}>
              <td data-label="Produk">
                <Link href={`/product/detail/${review.product_id}`} className="review-table__product">
                  {review.name}
                </Link>
              </td>
              <Reviewer review={review} />
              <td data-label="Rating">
                <Stars rate={review.rate} />
              </td>
              <td data-label="Ulasan">{review.ulasan}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
