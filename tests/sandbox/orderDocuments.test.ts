import { describe, expect, it } from 'vitest';
import type { OrderRecord, OrderState } from '@cli/sandbox/areas/order/record';
import { formatRupiah } from '@core/money';
import { value } from '../support/gateway';
import { occurrences, pdfText } from '../support/pdfText';
import { orderSandboxPerTest } from './orderSupport';

/*
 * The order documents (BAST, invoice, e-BAST, label) and the negotiation recap as a reader copies
 * them out of the PDF: the order's own data, the address once, the seller's text as typed (line
 * breaks and emoji kept, never '?').
 */

const h = orderSandboxPerTest();

const rupiah = (amount: number) => formatRupiah(amount, 'api');
const orderOf = (id: number): OrderRecord => {
  const order = h.sandbox.sandbox.store.get<OrderState>('order').orders.find((o) => o.id === id);
  if (!order) throw new Error(`no order ${id}`);
  return order;
};

async function documentText(path: string, options = { layout: true }): Promise<string> {
  const res = await fetch(`${h.sandbox.origin}${path}`, { headers: { Authorization: h.token } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return pdfText(new Uint8Array(await res.arrayBuffer()), options);
}

/** The text without the line breaks wrapping put in (a long address may wrap). */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the order documents as a reader copies them', () => {
  it.each([
    ['bast', 'Berita Acara Serah Terima (BAST)'],
    ['invoice', 'Invoice'],
    ['ebast', 'e-BAST (Berita Acara Serah Terima Elektronik)'],
    ['label', 'Label Pengiriman'],
  ] as const)('%s: the order, the school, the items and the address once', async (kind, title) => {
    const order = orderOf(5021);
    const text = flat(await documentText(`/cdn/dokumen/${kind}-${order.id}.pdf`));
    expect(text.startsWith(`${title} `)).toBe(true);
    expect(text).toContain(order.invoice);
    expect(text).toContain(order.school.name);
    expect(occurrences(text, order.school.address)).toBe(1);
    expect(occurrences(text, `${order.school.district}, ${order.school.city}, ${order.school.province}`)).toBe(1);
    if (kind !== 'invoice')
      expect(text).toContain(`Kurir ${order.shipping.courier} Nomor Resi ${order.shipping.awb ?? '-'}`);
    if (kind === 'label') {
      expect(text).toContain(`${order.school.name} (${order.school.pic}, ${order.school.phoneNumber})`);
    } else {
      for (const line of order.items) {
        expect(text).toContain(line.name);
        expect(text).toContain(rupiah(line.price * line.qty));
      }
      const total = order.items.reduce((sum, line) => sum + line.price * line.qty, 0) + order.shipping.cost;
      expect(text).toContain(`Total ${rupiah(total)}`);
    }
    expect(text).not.toContain('?');
  });
});

describe('the negotiation recap as a reader copies it', () => {
  it("keeps the round's line breaks and the seller's emoji", async () => {
    const modal = (await value(h.api.negotiationDetail({ id: 7001 }))).data.modalRespond;
    await value(
      h.api.respondNegotiation({
        id: 7001,
        wrappingPrice: modal.wrappingPrice,
        insuranceOption: '0',
        insurancePrice: modal.insurancePrice,
        priceResponse: modal.priceUnit,
        otherSpec: 'Sampul tebal 👍\nKirim dua tahap 📦',
        isDeal: false,
      }),
    );
    const round = (await value(h.api.negotiationDetail({ id: 7001 }))).data.listNegotiation.at(-1);
    const text = await documentText('/cdn/dokumen/rekap-nego-7001.pdf', { layout: false });
    expect(text.startsWith('Rekap Negosiasi')).toBe(true);
    // The school's own spec is there, wrapped to its column.
    expect(flat(text)).toContain((round?.otherSpec ?? '').split('\n')[0] ?? '?');
    // The seller's note wraps too, and its second line starts a printed line of its own: a line
    // break is never a joining mark.
    expect(flat(text)).toContain('Catatan penyedia: Sampul tebal 👍 Kirim dua tahap 📦');
    expect(text.split('\n')).toContain('Kirim dua tahap 📦');
    expect(text).not.toContain('?');
  });
});
