import { describe, expect, it } from 'vitest';
import productsSeed from '@fixtures/seed/product/products.json';
import { refusal, value } from '../support/gateway';
import { orderSandboxPerTest, SELLER_ID } from './orderSupport';

/* Reviews of spec 002 §2.8: m_id is the seller's own id. */

/* Each test has a sandbox of its own, a copy of one seeded with the demo seller logged in: none sees what another one changed. */
const h = orderSandboxPerTest();

describe('reviews', () => {
  it('lists the shop reviews with school and position', async () => {
    const shop = (await value(h.api.shopReviews({ m_id: SELLER_ID }))).data;
    expect(shop).toHaveLength(10);
    expect(shop.every((r) => r.rate >= 1 && r.rate <= 5 && r.nama_sekolah.length > 0 && r.jabatan.length > 0)).toBe(true);
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

  it("refuses another seller's reviews", async () => {
    expect((await refusal(h.api.shopReviews({ m_id: 1002 }))).status).toBe(403);
    expect((await refusal(h.api.productReviews({ m_id: 1002 }))).status).toBe(403);
  });

  it('answers 401 without a token, which the portal treats as logged out', async () => {
    const res = await fetch(`${h.sandbox.apiRoot}/review_api/ulasan_mall?m_id=${SELLER_ID}`);
    expect(res.status).toBe(401);
  });
});
