import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyNegotiation, isOpenRespond, negotiationPhase, type NegotiationMachineState } from '@core/nego/machine';
import { insuranceFee, insuredAmount } from '@core/nego/rules';

/** Respond (or agree) while open, refuse while open, the school answers a counter-price. */
const open = (): NegotiationMachineState => ({
  isDeal: false,
  isReject: false,
  isRespondFrom: null,
  rounds: [{ negoUnitPrice: 100_000, qty: 10, priceResponse: null }],
  terms: {
    wrappingPrice: 15_000,
    insurancePercent: '0',
    insurancePrice: 0,
    isDisableWrapping: false,
    isDisableInsurance: false,
  },
});
const respond = (priceResponse: number, isDeal = false) => ({
  type: 'respond' as const,
  priceResponse,
  isDeal,
  wrappingPrice: 15_000,
  insuranceOption: '0.2',
  insurancePrice: 2_000,
});

describe('negotiation machine', () => {
  it("a counter-price waits for the school, which may counter (a new round), accept ('Penjual menyetujui negosiasi') or refuse ('Sekolah menolak negosiasi')", () => {
    const answered = applyNegotiation(open(), respond(120_000));
    expect(answered).toMatchObject({ ok: true, message: 'Tanggapan negosiasi terkirim' });
    if (!answered.ok) return;
    expect(negotiationPhase(answered.state)).toBe('waitingForSchool');
    expect(applyNegotiation(answered.state, respond(110_000))).toMatchObject({
      ok: false,
      message: 'Negosiasi sedang menunggu tanggapan sekolah',
    });
    const countered = applyNegotiation(answered.state, { type: 'schoolCounter', price: 110_000 });
    expect(countered.ok && countered.state.rounds).toEqual([
      { negoUnitPrice: 100_000, qty: 10, priceResponse: 120_000 },
      { negoUnitPrice: 110_000, qty: 10, priceResponse: null },
    ]);
    expect(applyNegotiation(answered.state, { type: 'schoolAccept' })).toMatchObject({
      ok: true,
      message: 'Penjual menyetujui negosiasi',
      state: { isDeal: true },
    });
    expect(applyNegotiation(answered.state, { type: 'schoolRefuse' })).toMatchObject({
      ok: true,
      message: 'Sekolah menolak negosiasi',
      state: { isReject: true, isRespondFrom: 'satdik' },
    });
  });

  it('agreeing fixes the price to the offer and ends it; refusing ends it as the seller’s', () => {
    expect(applyNegotiation(open(), respond(100_001, true))).toMatchObject({
      ok: false,
      message: 'Harga tanggapan harus sama dengan harga satuan jika menyetujui negosiasi',
    });
    const deal = applyNegotiation(open(), respond(100_000, true));
    expect(deal).toMatchObject({ ok: true, message: 'Penjual menyetujui negosiasi', state: { isDeal: true } });
    if (deal.ok) expect(isOpenRespond(deal.state)).toBe(false);
    const refused = applyNegotiation(open(), { type: 'refuse' });
    expect(refused).toMatchObject({
      ok: true,
      message: 'Penyedia menolak negosiasi',
      state: { isReject: true, isRespondFrom: 'penyedia' },
    });
    if (refused.ok)
      expect(applyNegotiation(refused.state, { type: 'refuse' })).toMatchObject({
        ok: false,
        message: 'Negosiasi sudah selesai dan tidak dapat ditanggapi',
      });
  });

  it('locked fees stay as they are; an unknown insurance option is refused', () => {
    const locked = { ...open(), terms: { ...open().terms, isDisableWrapping: true, isDisableInsurance: true } };
    expect(applyNegotiation(locked, { ...respond(120_000), wrappingPrice: 1 })).toMatchObject({
      ok: false,
      message: 'Biaya pembungkus tidak dapat diubah',
    });
    expect(applyNegotiation(locked, { ...respond(120_000), wrappingPrice: 15_000, insurancePrice: 1 })).toMatchObject({
      ok: false,
      message: 'Biaya asuransi tidak dapat diubah',
    });
    expect(applyNegotiation(open(), { ...respond(120_000), insuranceOption: '3' })).toMatchObject({
      ok: false,
      message: 'Pilihan asuransi tidak dikenal: 3',
    });
  });
});

describe('insurance fee (DESIGN decision: ceil(insured x percent / 100), insured = offered unit price x qty)', () => {
  it('follows the options of the response panel', () => {
    expect(insuranceFee(insuredAmount(128_500, 20), '0')).toBe(0);
    expect(insuranceFee(insuredAmount(128_500, 20), '0.2')).toBe(5_140);
    expect(insuranceFee(insuredAmount(5_687_500, 30), '0.5')).toBe(853_125);
    expect(insuranceFee(999, '0.2')).toBe(2);
  });

  it('is a whole rupiah, never below the exact share and less than one rupiah above it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999_999 }),
        fc.constantFrom('0', '0.2', '0.5', '1', '2.5'),
        (insured, percent) => {
          const fee = insuranceFee(insured, percent);
          const [whole = '0', fraction = ''] = percent.split('.');
          const exactTimes = BigInt(insured) * BigInt(`${whole}${fraction}`);
          const scale = 100n * 10n ** BigInt(fraction.length);
          expect(Number.isSafeInteger(fee)).toBe(true);
          expect(BigInt(fee) * scale >= exactTimes).toBe(true);
          expect((BigInt(fee) - 1n) * scale < exactTimes || fee === 0).toBe(true);
        },
      ),
    );
  });
});
