import { ORDER_STATUS_ID } from '@core/order/schema';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@core/order/schema';
import { orderArea } from '@cli/sandbox/areas/order';
import { negoArea } from '@cli/sandbox/areas/nego';
import productsSeed from '@fixtures/seed/product/products.json';

/* The order and negotiation seeds cover what the screens need and agree with the product seeds. */

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

describe('the seed payments', () => {
  const paid = state.orders.filter((o) => o.paymentInfo !== null || o.transfer !== null || o.confirmPayment !== null);
  const ownFile = (id: number, path: string | null | undefined) =>
    path === null || path === undefined || path.endsWith(`-${id}.jpg`) || path.endsWith(`-${id}.pdf`);

  it('there are paid orders at every stage of the payment lists', () => {
    expect(new Set(paid.map((o) => o.transfer?.stage))).toEqual(
      new Set(['notComplete', 'verification', 'passedToSeller']),
    );
  });

  it.each(paid.map((o) => [o.id, o] as const))('order %i: its payment names its own order', (id, order) => {
    const info = order.paymentInfo;
    expect(info?.memo).toBe(`Pembayaran ${order.invoice}`);
    expect(info?.referenceNumber.startsWith(`REF${id}`)).toBe(true);
    expect(info?.asName).toBe(order.school.name);
    expect(info?.accountNumber).toBe(order.payment.accountNumber);
    expect(order.transfer?.paymentDate.slice(0, 10)).toBe(info?.datePayment);
    expect(order.billing?.paymentDate).toBe(info?.datePayment);
    expect(order.confirmPayment?.file).toBe(`/cdn/bukti/transfer-${id}.jpg`);
    expect(ownFile(id, order.transfer?.imageBast) && ownFile(id, order.transfer?.imageConfirmPayment)).toBe(true);
    expect(ownFile(id, order.eBast)).toBe(true);
    // The history and the tracking tell this order's story: its invoice, its school's city, its receiver.
    for (const line of [...order.history, ...order.paymentHistory]) {
      const invoice = /INV\/\d{8}\/MPN\/\d{12}/.exec(line.text)?.[0];
      if (invoice !== undefined) expect(invoice).toBe(order.invoice);
    }
    expect(order.tracking.some((t) => t.status.includes(order.school.city))).toBe(true);
    expect(order.tracking.at(-1)?.status).toContain(order.school.pic);
    // Paid after it arrived, which is after it was ordered.
    const arrived = order.history.find((h) => h.title === 'Pesanan Diterima')?.at ?? '';
    expect(order.dateAdded < arrived && arrived < (order.transfer?.paymentDate ?? '')).toBe(true);
  });

  it('no two orders share a virtual account or a tracking number', () => {
    const accounts = state.orders.map((o) => o.payment.accountNumber);
    const awbs = state.orders.flatMap((o) => (o.shipping.awb === null ? [] : [o.shipping.awb]));
    expect(new Set(accounts).size).toBe(accounts.length);
    expect(new Set(awbs).size).toBe(awbs.length);
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
