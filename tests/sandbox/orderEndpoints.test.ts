import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { orderEndpoints } from '@core/api/endpoints/order';
import { endpointsCalledInFile } from '../support/endpointCoverage';
import { value } from '../support/gateway';
import { orderSandboxPerTest, pdf, png, SELLER_ID } from './orderSupport';

/*
 * Every order call through the real gateway (fetch transport) against the sandbox:
 * each answers ok and its body passes the catalogue's response schema (else the gateway
 * would give a 'contract' error). The fixtures of these endpoints must pass the same schemas.
 * Each test has a sandbox of its own, fresh from the seed: none sees what another one changed.
 */

const h = orderSandboxPerTest();

describe('spec 002 catalogue through the gateway', () => {
  it('answers the lists', async () => {
    const orders = await value(h.api.orders({ filter_status: '' }));
    expect(orders.data.total).toBe(49);
    expect(orders.data.items).toHaveLength(10);
    expect((await value(h.api.changedOrders())).data.total).toBeGreaterThan(0);
    expect((await value(h.api.billing())).data.items.length).toBeGreaterThan(0);
    expect((await value(h.api.negotiations())).data.total).toBe(15);
    expect((await value(h.api.complaints())).data.total).toBe(5);
    const all = await value(h.api.paymentsAll());
    expect(all.data.cardTotal.map((c) => c.name)).toContain('Belum Diteruskan');
    expect((await value(h.api.paymentsNotComplete())).data.total).toBeGreaterThan(0);
    expect((await value(h.api.paymentsVerification())).data.total).toBeGreaterThan(0);
    expect((await value(h.api.paymentsPassedToSeller())).data.total).toBe(6);
  });

  it('answers the order detail, tracking and the recap', async () => {
    const detail = await value(h.api.orderDetail({ id: 5001 }));
    expect(detail.data.orderStatusId).toBe('1');
    const tracking = await value(h.api.orderTracking({ id: 5016 }));
    expect(tracking.data.length).toBeGreaterThan(0);
    const report = await value(h.api.orderReport({ userId: SELLER_ID }));
    // The recap carries school data: only the seller's own token fetches it.
    expect((await fetch(`${h.sandbox.origin}${report.data.url}`)).status).toBe(401);
    const xlsx = await fetch(`${h.sandbox.origin}${report.data.url}`, { headers: { Authorization: h.token } });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toContain('attachment');
    expect(new TextDecoder().decode((await xlsx.arrayBuffer()).slice(0, 2))).toBe('PK');
    const csv = await fetch(`${h.sandbox.origin}${report.data.csvUrl ?? ''}`, { headers: { Authorization: h.token } });
    expect(await csv.text()).toContain('Invoice;Tanggal');
  });

  it('answers the wizard actions', async () => {
    expect((await value(h.api.confirmOrder({ id: 5001 }))).status.message).toBe(
      'Anda berhasil melakukan konfirmasi pesanan',
    );
    expect((await value(h.api.refuseOrder({ id: 5005, reasonType: 1 }))).status.message).toBe(
      'Anda berhasil menolak pesanan ini',
    );
    await value(h.api.markDocumentPrinted({ documentValue: 'printInvoice', id: 5009 }));
    expect((await value(h.api.sendOrder({ id: 5010, awb: 'JNE0012345678' }))).status.message).toBe(
      'Anda berhasil mengirim pesanan ini',
    );
    expect((await value(h.api.arrivedOrder({ id: 5016 }))).status.message).toBe(
      'Anda berhasil menyatakan bahwa pesanan ini telah sampai ke sekolah',
    );
    expect((await value(h.api.acceptRequestChange({ id: 5002 }))).status.message).toBe(
      'Anda berhasil menerima request perubahan pada pesanan ini',
    );
    expect((await value(h.api.rejectRequestChange({ id: 5003 }))).status.message).toBe(
      'Anda berhasil menolak perubahan pada pesanan ini',
    );
    expect((await value(h.api.acceptApplyCancel({ id: 5012 }))).status.message).toBe(
      'Anda berhasil menerima pembatalan pada pesanan ini',
    );
    expect((await value(h.api.rejectApplyCancel({ id: 5014 }))).status.message).toBe(
      'Anda berhasil menolak pembatalan pada pesanan ini',
    );
    expect((await value(h.api.uploadTax({ file: pdf(), orderId: 5021 }))).status.code).toBe(200);
    expect((await value(h.api.receivePayment({ id: 5030 }))).status.code).toBe(200);
  });

  it('answers the complaint calls', async () => {
    const detail = await value(h.api.complaintDetail({ id: 9001 }));
    expect(detail.data.complaint.message.length).toBeGreaterThan(0);
    await value(h.api.replyComplaint({ id: 9003, message: 'Kekurangan 2 eksemplar kami kirim besok.' }));
    expect(
      (
        await value(
          h.api.createComplaint({
            orderId: 5022,
            category: 0,
            reason: 'Sekolah belum menandatangani BAST',
            fileName: png(),
          }),
        )
      ).status.message,
    ).toBe('Berhasil! Membuat komplain ke sekolah');
    expect(
      (await value(h.api.resolveComplaint({ orderId: 5034, solution: 'Toko menyatakan komplain telah terpenuhi' })))
        .status.message,
    ).toBe('Berhasil! Komplain telah selesai');
  });

  it('answers the negotiation calls', async () => {
    const detail = await value(h.api.negotiationDetail({ id: 7001 }));
    expect(detail.data.isOpenRespond).toBe(true);
    const modal = detail.data.modalRespond;
    await value(
      h.api.respondNegotiation({
        id: 7001,
        wrappingPrice: modal.wrappingPrice,
        insuranceOption: '0.2',
        insurancePrice: modal.insurancePrice,
        priceResponse: modal.priceUnit + 1000,
        otherSpec: 'Harga termasuk ongkos kirim',
        isDeal: false,
      }),
    );
    await value(h.api.refuseNegotiation({ id: 7002 }));
  });

  it('answers the carrier, chat and review calls', async () => {
    const carriers = await value(h.api.expeditions());
    expect(carriers.data.items.length).toBeGreaterThanOrEqual(10);
    await value(h.api.toggleExpedition({ id: 101 }));
    const unread = await value(h.api.chatUnread({ id: SELLER_ID }));
    expect(unread.data.total_unread).toBeGreaterThan(0);
    const users = await value(h.api.chatUsers({ id: SELLER_ID }));
    const customerId = users.data[0]?.customerId ?? 0;
    await value(h.api.chatRoom({ customerId, sellerId: SELLER_ID }));
    await value(h.api.chatMessages({ customerId, sellerId: SELLER_ID }));
    await value(h.api.chatRead({ customerId, seller_id: SELLER_ID, role: 'seller' }));
    await value(
      h.api.chatSend({ customerId, seller_id: SELLER_ID, message: 'Pesanan sudah kami kirim.', role: 'seller' }),
    );
    expect((await value(h.api.shopReviews({ m_id: SELLER_ID }))).data).toHaveLength(10);
    expect((await value(h.api.productReviews({ m_id: SELLER_ID }))).data).toHaveLength(15);
  });

  it('called every endpoint of spec 002', () => {
    // Read from this file's tests (they may run in any order), not from calls made before this one.
    expect([...endpointsCalledInFile(import.meta.url, ['h.api'])].sort()).toEqual(Object.keys(orderEndpoints).sort());
  });
});

describe('fixtures/api of spec 002', () => {
  it('has one example body per endpoint, valid against its schema', () => {
    const problems: string[] = [];
    for (const [name, def] of Object.entries(orderEndpoints)) {
      const file = `fixtures/api/${name}.json`;
      if (!existsSync(file)) {
        problems.push(`${name}: missing`);
        continue;
      }
      const parsed = def.response.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (!parsed.success) problems.push(`${name}: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
    }
    expect(problems).toEqual([]);
  });
});
