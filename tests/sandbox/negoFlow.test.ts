import { describe, expect, it } from 'vitest';
import { wibTimestamp } from '@cli/sandbox/areas/order/format';
import { refusal, value } from '../support/gateway';
import { orderSandboxPerTest } from './orderSupport';

/* Negotiations in the sandbox. */

/* Each test has a sandbox of its own, a copy of one seeded with the demo seller logged in: none sees what another one changed. */
const h = orderSandboxPerTest();

const detail = async (id: number) => (await value(h.api.negotiationDetail({ id }))).data;
const row = async (id: number) => (await value(h.api.negotiations({ limit: 50 }))).data.items.find((r) => r.id === id);

async function respond(
  id: number,
  change: {
    priceResponse?: number;
    isDeal?: boolean;
    wrappingPrice?: number;
    insurancePrice?: number;
    insuranceOption?: string;
  },
) {
  const modal = (await detail(id)).modalRespond;
  return h.api.respondNegotiation({
    id,
    wrappingPrice: change.wrappingPrice ?? modal.wrappingPrice,
    insuranceOption: change.insuranceOption ?? '0',
    insurancePrice: change.insurancePrice ?? modal.insurancePrice,
    priceResponse: change.priceResponse ?? modal.priceUnit,
    otherSpec: 'Harga sudah termasuk ongkir',
    isDeal: change.isDeal ?? false,
  });
}

describe('responding', () => {
  it('a counter-price answers the open round and waits for the school', async () => {
    const before = await detail(7003);
    expect(before.isOpenRespond).toBe(true);
    expect(before.listNegotiation.at(-1)?.priceResponseCurrencyFormat).toBeNull();
    await value(respond(7003, { priceResponse: before.modalRespond.priceUnit + 2500 }));
    const after = await detail(7003);
    expect(after.isOpenRespond).toBe(false);
    expect(after.isDeal).toBe(false);
    expect(after.listNegotiation.at(-1)?.priceResponseCurrencyFormat).toMatch(/^Rp [\d.]+$/);
    expect(await refusal(respond(7003, {}))).toEqual({
      status: 409,
      message: 'Negosiasi sedang menunggu tanggapan sekolah',
    });
  });

  it('agreeing fixes the price to the unit price and makes the deal final', async () => {
    const modal = (await detail(7004)).modalRespond;
    expect((await refusal(respond(7004, { isDeal: true, priceResponse: modal.priceUnit + 1 }))).status).toBe(422);
    const deal = await value(respond(7004, { isDeal: true }));
    expect(deal.status.message).toBe('Penjual menyetujui negosiasi');
    expect(await detail(7004)).toMatchObject({ isDeal: true, isOpenRespond: false, isReject: false });
    expect(await row(7004)).toMatchObject({ isDeal: true, isReject: false });
    expect((await refusal(h.api.refuseNegotiation({ id: 7004 }))).status).toBe(409);
  });

  it("keeps the seller's note in the round's history and dates the round by the answer", async () => {
    const before = (await detail(7001)).listNegotiation.at(-1);
    expect(before?.date).toBe('2026-09-01 09:00:00');
    const from = wibTimestamp(new Date());
    await value(
      h.api.respondNegotiation({
        id: 7001,
        wrappingPrice: 0,
        insuranceOption: '0',
        insurancePrice: 0,
        priceResponse: 33_500,
        otherSpec: '  Sampul tebal tersedia  ',
        isDeal: false,
      }),
    );
    const round = (await detail(7001)).listNegotiation.at(-1);
    expect(round?.otherSpec).toBe(`${before?.otherSpec ?? ''}\nCatatan penyedia: Sampul tebal tersedia`);
    expect(round?.date).not.toBe(before?.date);
    const date = round?.date ?? '';
    expect(date >= from && date <= wibTimestamp(new Date())).toBe(true);
  });

  it("refuses a note of more than 1000 characters with 'Catatan maksimal 1000 karakter' and changes nothing", async () => {
    const call = (otherSpec: string) =>
      h.api.respondNegotiation({
        id: 7003,
        wrappingPrice: 0,
        insuranceOption: '0',
        insurancePrice: 0,
        priceResponse: 9_000_000,
        otherSpec,
        isDeal: false,
      });
    expect(await refusal(call('x'.repeat(1001)))).toEqual({ status: 422, message: 'Catatan maksimal 1000 karakter' });
    expect((await detail(7003)).isOpenRespond).toBe(true);
    await value(call('x'.repeat(1000)));
    expect((await detail(7003)).listNegotiation.at(-1)?.otherSpec).toContain('x'.repeat(1000));
  });

  it('keeps wrapping and insurance fees read-only when disabled, and insists on a known insurance option', async () => {
    const locked = await detail(7005);
    expect(locked.modalRespond).toMatchObject({ isDisableWrapping: true, isDisableInsurance: true });
    expect(await refusal(respond(7005, { wrappingPrice: locked.modalRespond.wrappingPrice + 1000 }))).toEqual({
      status: 422,
      message: 'Biaya pembungkus tidak dapat diubah',
    });
    expect(await refusal(respond(7005, { insurancePrice: locked.modalRespond.insurancePrice + 1000 }))).toEqual({
      status: 422,
      message: 'Biaya asuransi tidak dapat diubah',
    });
    expect(await refusal(respond(7005, { insuranceOption: '7' }))).toEqual({
      status: 422,
      message: 'Pilihan asuransi tidak dikenal: 7',
    });
    expect(locked.modalRespond.insuranceOptions.map((o) => o.value)).toEqual(['0', '0.2', '0.5']);
  });
});

describe('refusing', () => {
  it("closes the negotiation as refused by the seller ('penyedia')", async () => {
    const refused = await value(h.api.refuseNegotiation({ id: 7006 }));
    expect(refused.status.message).toBe('Penyedia menolak negosiasi');
    expect(await detail(7006)).toMatchObject({ isReject: true, isRespondFrom: 'penyedia', isOpenRespond: false });
    expect(await row(7006)).toMatchObject({ isReject: true, isDeal: false });
    expect(await refusal(h.api.refuseNegotiation({ id: 7006 }))).toEqual({
      status: 409,
      message: 'Negosiasi sudah selesai dan tidak dapat ditanggapi',
    });
  });

  it('the seed shows refusals from both sides', async () => {
    expect((await detail(7014)).isRespondFrom).toBe('satdik');
    expect((await detail(7012)).isRespondFrom).toBe('penyedia');
  });

  it('is 404 for an unknown negotiation', async () => {
    expect(await refusal(h.api.negotiationDetail({ id: 7999 }))).toEqual({
      status: 404,
      message: 'Negosiasi tidak ditemukan',
    });
  });
});
