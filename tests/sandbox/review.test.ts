import { describe, expect, it } from 'vitest';
import productsSeed from '@fixtures/seed/product/products.json';
import { refusal, value } from '../support/gateway';
import { orderSandboxPerTest, SELLER_ID } from './orderSupport';

/* Reviews: m_id is the seller's own id. */

/** Layout 1 is a book (DESIGN decisions). */
const BOOK_LAYOUT = 1;
/** What a school says about a book, and what it says only about other goods. */
const BOOK_WORDS = /\b(buku|halaman|isi|materi|soal|sampul|cetakan|eksemplar|ilustrasi|membaca|rumus)/i;
const GOODS_WORDS = /\b(dipasang|garansi|menyala|baterai|kokoh|jahitan)/i;

/* Each test has a sandbox of its own, a copy of one seeded with the demo seller logged in: none sees what another one changed. */
const h = orderSandboxPerTest();

describe('reviews', () => {
  it('lists the shop reviews with school and position', async () => {
    const shop = (await value(h.api.shopReviews({ m_id: SELLER_ID }))).data;
    expect(shop).toHaveLength(10);
    expect(shop.every((r) => r.rate >= 1 && r.rate <= 5 && r.nama_sekolah.length > 0 && r.jabatan.length > 0)).toBe(
      true,
    );
  });

  it('lists product reviews whose product_id and name are products of the seller', async () => {
    const reviews = (await value(h.api.productReviews({ m_id: SELLER_ID }))).data;
    expect(reviews).toHaveLength(15);
    for (const review of reviews) {
      const product = productsSeed.find((p) => p.id === review.product_id);
      expect(product?.name).toBe(review.name);
      expect(product?.sellerId).toBe(SELLER_ID);
    }
  });

  it('reads like real reviews: a book is reviewed as a book, any other product by what it is, no review twice', async () => {
    const reviews = (await value(h.api.productReviews({ m_id: SELLER_ID }))).data;
    const words = (text: string): string[] => text.toLowerCase().match(/[a-z]{4,}/g) ?? [];
    for (const review of reviews) {
      const product = productsSeed.find((p) => p.id === review.product_id);
      if (product?.layout === BOOK_LAYOUT) {
        expect(review.ulasan, `${review.name}: ${review.ulasan}`).toMatch(BOOK_WORDS);
        expect(review.ulasan, `${review.name}: ${review.ulasan}`).not.toMatch(GOODS_WORDS);
      } else {
        expect(review.ulasan, `${review.name}: ${review.ulasan}`).not.toMatch(BOOK_WORDS);
        // A goods or service review names what it is about ('Laptop menyala normal', 'Proyektor terang').
        expect(
          words(review.ulasan).some((word) => words(review.name).includes(word)),
          `${review.name}: ${review.ulasan}`,
        ).toBe(true);
      }
    }
    const pairs = reviews.map((r) => `${r.product_id} ${r.firstname} ${r.nama_sekolah}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(new Set(reviews.map((r) => r.ulasan)).size).toBe(reviews.length);
  });

  it("refuses another seller's reviews", async () => {
    expect((await refusal(h.api.shopReviews({ m_id: 1002 }))).status).toBe(403);
    expect((await refusal(h.api.productReviews({ m_id: 1002 }))).status).toBe(403);
  });

  it('answers 401 without a token, which the portal treats as logged out', async () => {
    const res = await fetch(`${h.sandbox.apiRoot}/review_api/ulasan_mall?m_id=${SELLER_ID}`);
    expect(res.status).toBe(401);
  });
});
