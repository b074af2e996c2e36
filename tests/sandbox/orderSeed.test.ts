import { ORDER_STATUS_ID } from '@core/order/schema';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@core/order/schema';
import { orderArea } from '@cli/sandbox/areas/order';
import { negoArea } from '@cli/sandbox/areas/nego';
import productsSeed from '@fixtures/seed/product/products.json';

/* The spec 002 seeds cover what the screens need and agree with the product seeds. */

const state = orderArea.seed(0);

describe('order seed', () => {
  it('has 49 orders 5001..5049 of seller 1001 (enough paid ones for two pages of every payment list) over every status id we use', () => {
    expect(state.orders.map((o) => o.id)).toEqual(Array.from({ length: 49 }, (_, i) => 5001 + i));
    expect(state.orders.every((o) => o.sellerId === 1001)).toBe(true);
    expect(new Set(state.orders.map((o) => o.statusId))).toEqual(new Set(ORDER_STATUSES.map((s) => s.id)));
  });

  it("has invoices long enough for 'SP-' + first 6 + last 6 without overlap", () => {
    expect(state.orders.every((o) => /^INV\/\d{8}\/MPN\/\d{12}$/.test(o.invoice))).toBe(true);
    expect(new Set(state.orders.map((o) => o.invoice.slice(-6))).size).toBe(49);
  });

  it('references the products of the product seed, uncategorized exactly where the product has no category', () => {
    for (const line of state.orders.flatMap((o) => o.items)) {
      const product = productsSeed.find((p) => p.id === line.productId);
      expect(product?.name).toBe(line.name);
      expect(line.categorized).toBe(product?.categoryId !== 0);
    }
    expect(state.orders.filter((o) => o.items.some((l) => !l.categorized)).length).toBeGreaterThan(0);
  });

  it('has change and cancellation requests, printed and unprinted documents, tracking, tax and complaints', () => {
    const some = (f: (o: (typeof state.orders)[number]) => boolean) => state.orders.some(f);
    expect(some((o) => o.requestChange !== null)).toBe(true);
    expect(some((o) => o.applyCancel !== null)).toBe(true);
    expect(
      some((o) => o.statusId === ORDER_STATUS_ID.processed && !o.printed.bast) &&
        some((o) => o.statusId === ORDER_STATUS_ID.processed && o.printed.bast && o.printed.invoice),
    ).toBe(true);
    expect(
      some((o) => o.tracking.length > 0) && some((o) => o.isUploadTax) && some((o) => o.paymentHistory.length > 0),
    ).toBe(true);
    const authors = new Set(state.orders.flatMap((o) => o.complaints.flatMap((c) => c.messages.map((m) => m.from))));
    expect([...authors].sort()).toEqual(['admin', 'mall', 'user']);
    const ids = state.orders.flatMap((o) => o.complaints.map((c) => c.complaintId));
    expect(new Set(ids).size).toBe(ids.length);
    expect(state.nextComplaintId).toBeGreaterThan(Math.max(...ids));
  });
});

describe('negotiation seed', () => {
  it('has 15 negotiations 7001..7015: open, waiting, deal and refused by each side', () => {
    const negos = negoArea.seed(0).negotiations;
    expect(negos.map((n) => n.id)).toEqual(Array.from({ length: 15 }, (_, i) => 7001 + i));
    expect(negos.some((n) => n.isDeal)).toBe(true);
    expect(new Set(negos.filter((n) => n.isReject).map((n) => n.isRespondFrom))).toEqual(
      new Set(['penyedia', 'satdik']),
    );
    for (const n of negos) expect(productsSeed.find((p) => p.id === n.product.id)?.name).toBe(n.product.name);
  });
});
