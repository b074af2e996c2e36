import { describe, expect, it } from 'vitest';
import { refusal, value } from '../support/gateway';
import { orderSandboxPerTest, pdf } from './orderSupport';

/* The order state machine in the sandbox: allowed steps, refusals, history. */

/* Each test has a sandbox of its own, a copy of one seeded with the demo seller logged in: none sees what another one changed. */
const h = orderSandboxPerTest();

const detail = async (id: number) => (await value(h.api.orderDetail({ id }))).data;
const activeSteps = async (id: number) =>
  (await detail(id)).processing.column.filter((c) => c.isActive).map((c) => c.value);

describe('confirm -> print -> send -> arrived', () => {
  it('walks a new order through every main step, each one appending to the history', async () => {
    const id = 5007;
    const start = await detail(id);
    expect(start.orderStatusId).toBe('1');
    expect(start.printDocuments).toEqual([]);
    expect(await activeSteps(id)).toEqual(['confirm']);

    await value(h.api.confirmOrder({ id }));
    const processed = await detail(id);
    expect(processed.orderStatusId).toBe('2');
    expect(processed.orderHistory[0]?.title).toBe('Pesanan Dikonfirmasi');
    expect(processed.printDocuments.map((d) => d.value)).toEqual(['printBast', 'printInvoice', 'printLabel']);
    expect(await refusal(h.api.confirmOrder({ id }))).toEqual({
      status: 409,
      message: 'Pesanan dengan status Diproses tidak dapat dikonfirmasi',
    });

    expect(await refusal(h.api.sendOrder({ id, awb: 'JNE123' }))).toEqual({
      status: 409,
      message: 'Cetak BAST dan Invoice terlebih dahulu untuk mengirim',
    });
    await value(h.api.markDocumentPrinted({ documentValue: 'printBast', id }));
    expect((await detail(id)).processing.data.isFaktur).toBe(false);
    await value(h.api.markDocumentPrinted({ documentValue: 'printInvoice', id }));
    const printed = await detail(id);
    expect(printed.processing.data.isFaktur).toBe(true);
    expect(printed.orderHistory.filter((e) => e.title === 'Dokumen Dicetak')).toHaveLength(2);

    expect(await refusal(h.api.sendOrder({ id, awb: '   ' }))).toEqual({
      status: 422,
      message: 'Nomor resi tidak boleh kosong',
    });
    await value(h.api.sendOrder({ id, awb: 'JNE0099887766' }));
    const sent = await detail(id);
    expect(sent.orderStatusId).toBe('3');
    expect(sent.sectionOrderInformation.shipping.awb).toBe('JNE0099887766');
    expect(sent.isTracking).toBe(true);
    expect((await value(h.api.orderTracking({ id }))).data.at(-1)?.status_stage).toBe('MANIFESTED');
    expect(await activeSteps(id)).toEqual(['confirm', 'process', 'sent']);

    await value(h.api.arrivedOrder({ id }));
    const arrived = await detail(id);
    expect(arrived.orderStatusId).toBe('4');
    expect(arrived.eBast).toMatch(/^\/cdn\/dokumen\//);
    expect(arrived.isSendComplaint).toBe(true);
    expect((await value(h.api.orderTracking({ id }))).data.at(-1)?.status_stage).toBe('DELIVERED');
    expect((await value(h.api.billing({ limit: 100 }))).data.items.map((r) => r.invoice)).toContain(
      arrived.sectionOrderInformation.invoice,
    );
    // The API sends the history newest first (the portal reverses it).
    expect(arrived.orderHistory.map((e) => e.title)).toEqual([
      'Pesanan Diterima',
      'Pesanan Dikirim',
      'Dokumen Dicetak',
      'Dokumen Dicetak',
      'Pesanan Dikonfirmasi',
      'Pesanan Dibuat',
    ]);
    expect(await refusal(h.api.arrivedOrder({ id }))).toEqual({
      status: 409,
      message: 'Pesanan dengan status Diterima tidak dapat dinyatakan sampai',
    });
  });
});

describe('confirm is blocked', () => {
  it("while a change request is pending: 'Customer ingin request perubahan pada pesanan ini'", async () => {
    expect((await detail(5002)).processing.data.isHasRequestChange).toBe(true);
    expect(await refusal(h.api.confirmOrder({ id: 5002 }))).toEqual({
      status: 409,
      message: 'Customer ingin request perubahan pada pesanan ini',
    });
  });

  it("while a product is uncategorized: 'Anda perlu update kategori produk'", async () => {
    expect((await detail(5004)).isProductUncategorized).toBe(true);
    expect(await refusal(h.api.confirmOrder({ id: 5004 }))).toEqual({
      status: 409,
      message: 'Anda perlu update kategori produk',
    });
  });

  it('accepting the change applies the requested quantities, then confirm works', async () => {
    const before = await detail(5002);
    const requested = before.sectionProductInformation.itemsRequestChange.map((i) => i.requestChange.qty);
    expect(requested.length).toBeGreaterThan(0);
    await value(h.api.acceptRequestChange({ id: 5002 }));
    const after = await detail(5002);
    expect(after.sectionProductInformation.items.map((i) => i.qty)).toEqual(requested);
    expect(after.sectionProductInformation.itemsRequestChange).toEqual([]);
    expect(after.processing.data.isHasRequestChange).toBe(false);
    expect(await refusal(h.api.rejectRequestChange({ id: 5002 }))).toEqual({
      status: 409,
      message: 'Tidak ada request perubahan pada pesanan ini',
    });
    await value(h.api.confirmOrder({ id: 5002 }));
    expect((await detail(5002)).orderStatusId).toBe('2');
  });
});

describe('refuse', () => {
  it("needs a reason: 'Pilih alasan terlebih dahulu untuk menutup pesanan'", async () => {
    expect(await refusal(h.api.refuseOrder({ id: 5003 }))).toEqual({
      status: 422,
      message: 'Pilih alasan terlebih dahulu untuk menutup pesanan',
    });
    expect(await refusal(h.api.refuseOrder({ id: 5003, reasonType: null }))).toEqual({
      status: 422,
      message: 'Pilih alasan terlebih dahulu untuk menutup pesanan',
    });
    expect((await refusal(h.api.refuseOrder({ id: 5003, reasonType: 42 }))).status).toBe(422);
  });

  it('with a reason from reasonTypeRejectOrder closes the order in the cancelled step', async () => {
    const reasons = (await detail(5003)).reasonTypeRejectOrder;
    const reason = reasons[1];
    await value(h.api.refuseOrder({ id: 5003, reasonType: reason?.value ?? 0 }));
    const refused = await detail(5003);
    expect(refused.orderStatusId).toBe('5');
    expect(refused.rejectReason).toBe(reason?.name);
    expect(refused.processing.column[7]).toMatchObject({ value: 'refuse', title: 'Dibatalkan', isActive: true });
    // Refused before it was confirmed: no step of the main path was done.
    expect(refused.processing.column.filter((c) => c.isActive).map((c) => c.value)).toEqual(['refuse']);
    expect(await refusal(h.api.confirmOrder({ id: 5003 }))).toEqual({
      status: 409,
      message: 'Pesanan dengan status Ditolak tidak dapat dikonfirmasi',
    });
    expect((await refusal(h.api.refuseOrder({ id: 5003, reasonType: 1 }))).status).toBe(409);
  });
});

describe('the resi', () => {
  it('refuses what is no resi, with the rule in words, and keeps a resi without the spaces around it', async () => {
    const id = 5015;
    const hostile = `${'9'.repeat(300)}📦<i>x</i>`;
    expect(await refusal(h.api.sendOrder({ id, awb: hostile }))).toEqual({
      status: 422,
      message: 'Nomor resi hanya boleh berisi huruf, angka dan tanda hubung (-)',
    });
    expect(await refusal(h.api.sendOrder({ id, awb: '9'.repeat(300) }))).toEqual({
      status: 422,
      message: 'Nomor resi harus 6 sampai 30 karakter',
    });
    expect((await detail(id)).orderStatusId).toBe('2');
    await value(h.api.sendOrder({ id, awb: '  SCP-0012345  ' }));
    const sent = await detail(id);
    expect(sent.sectionOrderInformation.shipping.awb).toBe('SCP-0012345');
    expect(sent.orderHistory[0]?.text).toBe('Pesanan dikirim melalui SiCepat dengan resi SCP-0012345');
  });
});

describe('cancellation requests', () => {
  it("block sending: 'Customer ingin membatalkan pesanan ini!'; accepting closes the order", async () => {
    const pending = await detail(5012);
    expect(pending.processing.data).toMatchObject({ isHasApplyCancel: true, isFaktur: true });
    expect(await refusal(h.api.sendOrder({ id: 5012, awb: 'SCP1' }))).toEqual({
      status: 409,
      message: 'Customer ingin membatalkan pesanan ini!',
    });
    await value(h.api.acceptApplyCancel({ id: 5012 }));
    const closed = await detail(5012);
    expect(closed.orderStatusId).toBe('6');
    expect(closed.orderHistory[0]?.title).toBe('Pesanan Dibatalkan');
    // A cancelled order takes no more answers to requests: the machine names its status.
    expect(await refusal(h.api.rejectApplyCancel({ id: 5012 }))).toEqual({
      status: 409,
      message: 'Pesanan dengan status Dibatalkan tidak dapat dibatalkan',
    });
  });

  it('rejecting keeps the order; an uncategorized product still blocks sending', async () => {
    await value(h.api.rejectApplyCancel({ id: 5014 }));
    const kept = await detail(5014);
    expect(kept.orderStatusId).toBe('2');
    expect(kept.processing.data.isHasApplyCancel).toBe(false);
    expect(await refusal(h.api.sendOrder({ id: 5014, awb: 'JNT1' }))).toEqual({
      status: 409,
      message: 'Anda perlu update kategori produk',
    });
  });
});

describe('the shipping partner', () => {
  it("makes the label once the order is sent: none offered before, 'Label pengiriman dibuat oleh mitra pengiriman setelah pesanan dikirim'", async () => {
    const id = 5013;
    const before = await detail(id);
    expect(before.processing.data.isShippingMitra).toBe(true);
    expect(before.printDocuments.map((d) => d.value)).toEqual(['printBast', 'printInvoice']);
    expect(await refusal(h.api.markDocumentPrinted({ documentValue: 'printLabel', id }))).toEqual({
      status: 409,
      message: 'Label pengiriman dibuat oleh mitra pengiriman setelah pesanan dikirim',
    });
    const label = `${h.sandbox.origin}/cdn/dokumen/label-${id}.pdf`;
    expect((await fetch(label, { headers: { Authorization: h.token } })).status).toBe(404);
    await value(h.api.sendOrder({ id, awb: 'JNT0012345678' }));
    expect((await detail(id)).printDocuments.map((d) => d.value)).toEqual(['printBast', 'printInvoice', 'printLabel']);
    expect((await fetch(label, { headers: { Authorization: h.token } })).status).toBe(200);
  });
});

describe('documents and tax proof', () => {
  it('refuses unknown documents and printing before confirmation', async () => {
    expect(await refusal(h.api.markDocumentPrinted({ documentValue: 'printFaktur', id: 5008 }))).toEqual({
      status: 404,
      message: 'Dokumen tidak dikenal: printFaktur',
    });
    expect((await refusal(h.api.markDocumentPrinted({ documentValue: 'printBast', id: 5001 }))).status).toBe(409);
  });

  it('uploads the tax proof where isUploadTax, else answers 400 with the message the Failed dialog shows', async () => {
    expect((await detail(5022)).isUploadTax).toBe(true);
    const done = await value(h.api.uploadTax({ file: pdf(), orderId: 5022 }));
    expect(done.status.message).toBe('Bukti pajak berhasil diunggah');
    const uploaded = await detail(5022);
    expect(uploaded.orderHistory[0]?.title).toBe('Bukti Pajak Diunggah');
    // The card shows the uploaded proof and when.
    expect(uploaded.taxProof?.file).toMatch(/^\/cdn\/private\/1001\/.+\.pdf$/);
    const noted = uploaded.orderHistory[0];
    expect(uploaded.taxProof?.uploadedAt.slice(0, 16)).toBe(`${noted?.createdAt ?? ''} ${noted?.timeAt ?? ''}`);
    expect(await refusal(h.api.uploadTax({ file: pdf(), orderId: 5008 }))).toEqual({
      status: 400,
      message: 'Upload bukti pajak tidak tersedia untuk pesanan ini',
    });
    const text = new File(['bukan pajak'], 'catatan.txt', { type: 'text/plain' });
    expect((await refusal(h.api.uploadTax({ file: text, orderId: 5022 }))).status).toBe(422);
  });
});

describe('receive payment', () => {
  it('is allowed once the partner transferred the funds (20), and only once', async () => {
    expect((await detail(5031)).processing.data.isDone).toBe(false);
    await value(h.api.receivePayment({ id: 5031 }));
    expect((await detail(5031)).processing.data.isDone).toBe(true);
    expect(await refusal(h.api.receivePayment({ id: 5031 }))).toEqual({
      status: 409,
      message: 'Pembayaran pesanan ini sudah diterima',
    });
    expect(await refusal(h.api.receivePayment({ id: 5026 }))).toEqual({
      status: 409,
      message: 'Dana belum diteruskan oleh mitra untuk pesanan ini',
    });
  });
});

describe("another seller's or a missing order", () => {
  it('is 404 for every action', async () => {
    expect(await refusal(h.api.orderDetail({ id: 9999 }))).toEqual({ status: 404, message: 'Pesanan tidak ditemukan' });
    expect((await refusal(h.api.confirmOrder({ id: 9999 }))).status).toBe(404);
    expect((await refusal(h.api.orderTracking({ id: 9999 }))).status).toBe(404);
  });
});
