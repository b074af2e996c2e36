import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupiah, MAX_RUPIAH } from '@core/money';
import { applyNegotiation, type NegotiationMachineState } from '@core/nego/machine';
import {
  NEGO_NOTE_LIMIT,
  insuranceFeeText,
  respondFieldsOf,
  respondFormDefaults,
  respondFormValidator,
  respondSummary,
  type RespondFormValues,
} from '@core/nego/respondForm';
import { insuranceFee, insuranceOptionOfFee, NEGO_MESSAGES, negotiationView } from '@core/nego/rules';
import type { ModalRespond } from '@core/nego/schema';
import { simulateTax } from '@core/tax';

/** Negotiation 7002 of the seed: the school offers Rp128.500 for 20, insured at 0,2%. */
const PANEL: ModalRespond = {
  priceUnit: 128_500,
  qty: 20,
  termOfPayment: '14 Hari',
  shippingName: 'JNE',
  wrappingName: 'Kardus',
  wrappingPrice: 15_000,
  insurance: 2_570_000,
  insuranceOptions: [
    { value: '0', label: 'Tanpa Asuransi' },
    { value: '0.2', label: 'Asuransi 0,2%' },
    { value: '0.5', label: 'Asuransi 0,5%' },
  ],
  insurancePrice: 5_140,
  isDisableWrapping: false,
  isDisableInsurance: false,
};

const values = (change: Partial<RespondFormValues> = {}, panel: ModalRespond = PANEL): RespondFormValues => ({
  ...respondFormDefaults(panel),
  priceResponse: 'Rp135.000',
  ...change,
});
const check = (change: Partial<RespondFormValues>, panel: ModalRespond = PANEL) =>
  respondFormValidator.validate({ panel, values: values(change, panel) });

describe("the response price is read by core's rupiah parser", () => {
  it("refuses '12.345,67' (decimals), '1e9' (exponent) and '99999999999999999999' (above MAX_RUPIAH), each with a message", () => {
    expect(check({ priceResponse: '12.345,67' })).toMatchObject({
      ok: false,
      first: 'Harga Tanggapan: Harus bilangan bulat rupiah (tanpa desimal)',
      fields: { priceResponse: 'Harus bilangan bulat rupiah (tanpa desimal)' },
    });
    expect(check({ priceResponse: '1e9' }).fields.priceResponse).toBe(
      'Hanya angka, dengan titik sebagai pemisah ribuan (contoh 1.250.000)',
    );
    expect(check({ priceResponse: '99999999999999999999' }).fields.priceResponse).toBe(
      'Angka tidak boleh lebih dari 999.999.999.999',
    );
    expect(check({ priceResponse: '' }).fields.priceResponse).toBe('Angka tidak boleh kosong');
    expect(check({ priceResponse: '0' }).first).toBe(NEGO_MESSAGES.responseNotPositive);
  });

  it('reads Indonesian grouping dots and the Rp prefix the field shows', () => {
    expect(check({ priceResponse: '1.350.000' }).ok).toBe(true);
    expect(respondFieldsOf(7002, PANEL, values({ priceResponse: '1.350.000' })).priceResponse).toBe(1_350_000);
    expect(respondFieldsOf(7002, PANEL, values({ priceResponse: 'Rp135.000' })).priceResponse).toBe(135_000);
  });

  it('any whole amount written as the portal writes it comes back unchanged; any with decimals is refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_RUPIAH }), (amount) => {
        const typed = values({ priceResponse: formatRupiah(amount) });
        expect(respondFormValidator.validate({ panel: PANEL, values: typed }).ok).toBe(true);
        expect(respondFieldsOf(1, PANEL, typed).priceResponse).toBe(amount);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), fc.integer({ min: 1, max: 99 }), (whole, cents) => {
        const typed = values({ priceResponse: `${formatRupiah(whole).slice(2)},${cents}` });
        expect(respondFormValidator.validate({ panel: PANEL, values: typed }).fields.priceResponse).toBe(
          'Harus bilangan bulat rupiah (tanpa desimal)',
        );
      }),
    );
  });

  it('agreeing sends the school price whatever was typed; the fees go through the same parser', () => {
    expect(check({ agree: true, priceResponse: '1e9' }).ok).toBe(true);
    expect(respondFieldsOf(7002, PANEL, values({ agree: true, priceResponse: '1e9' }))).toMatchObject({
      priceResponse: 128_500,
      isDeal: true,
    });
    expect(check({ wrappingPrice: '12.345,67' }).first).toBe(
      'Biaya Pembungkus: Harus bilangan bulat rupiah (tanpa desimal)',
    );
    expect(check({ insurancePrice: '-5' }).first).toBe('Biaya Asuransi: Angka tidak boleh kurang dari 0');
  });

  it('a locked fee is not read from the form: the server value goes back', () => {
    const locked = { ...PANEL, isDisableWrapping: true, isDisableInsurance: true };
    expect(check({ wrappingPrice: 'abc', insurancePrice: 'abc' }, locked).ok).toBe(true);
    expect(
      respondFieldsOf(7005, locked, values({ wrappingPrice: 'abc', insurancePrice: 'abc' }, locked)),
    ).toMatchObject({ wrappingPrice: 15_000, insurancePrice: 5_140 });
  });

  it("a note of more than 1000 characters is refused with 'Catatan maksimal 1000 karakter', not cut", () => {
    expect(NEGO_NOTE_LIMIT.tooLong).toBe('Catatan maksimal 1000 karakter');
    expect(check({ otherSpec: 'a'.repeat(1000) }).ok).toBe(true);
    expect(check({ otherSpec: 'a'.repeat(1001) })).toMatchObject({
      ok: false,
      first: 'Catatan maksimal 1000 karakter',
    });
    expect(respondFieldsOf(7002, PANEL, values({ otherSpec: '  Dikirim minggu depan  ' })).otherSpec).toBe(
      'Dikirim minggu depan',
    );
  });
});

describe('the confirmation before sending', () => {
  it('calls out Rp85.000 against the school offer of Rp5.687.500, with the difference and the tax', () => {
    const summary = respondSummary({ priceUnit: 5_687_500, qty: 30 }, { priceResponse: 85_000 }, 0);
    expect(summary).toMatchObject({
      amount: 85_000,
      offer: 5_687_500,
      difference: '-Rp5.602.500 (-98,5%)',
      total: 2_550_000,
      warning: NEGO_MESSAGES.farFromOffer,
    });
    expect(summary.tax).toEqual(simulateTax(85_000, 0)._unsafeUnwrap());
  });

  it("simulates under the product's tag: Rp1.250.000 on an exempt book shows no PPN (negotiation 7002)", () => {
    const summary = respondSummary({ priceUnit: 128_500, qty: 20 }, { priceResponse: 1_250_000 }, '8:Buku Pelajaran');
    expect(summary.tax).toEqual({ dpp: 1_250_000, dppNilaiLain: 0, ppn: 0, pph: 6_250, danaTerima: 1_243_750 });
  });

  it('a counter-price a little above the offer needs no warning; below the offer is named', () => {
    expect(respondSummary(PANEL, { priceResponse: 135_000 }, 0)).toMatchObject({
      difference: '+Rp6.500 (+5,1%)',
      warning: null,
    });
    expect(respondSummary(PANEL, { priceResponse: 128_500 }, 0)).toMatchObject({
      difference: 'Rp0 (0%)',
      warning: null,
    });
    expect(respondSummary(PANEL, { priceResponse: 120_000 }, 0)).toMatchObject({
      difference: '-Rp8.500 (-6,6%)',
      warning: NEGO_MESSAGES.belowOffer,
    });
    expect(respondSummary(PANEL, { priceResponse: 257_000 }, 0).warning).toBe(NEGO_MESSAGES.farFromOffer);
  });

  it('the difference is the amount minus the offer, in rupiah and in tenths of a percent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 20_000_000 }), (offer, amount) => {
        const summary = respondSummary({ priceUnit: offer, qty: 1 }, { priceResponse: amount }, 0);
        const sign = amount > offer ? '+' : amount < offer ? '-' : '';
        expect(summary.difference.startsWith(`${sign}${formatRupiah(Math.abs(amount - offer))} (`)).toBe(true);
        expect(summary.warning === NEGO_MESSAGES.farFromOffer).toBe(Math.abs(amount - offer) * 2 >= offer);
      }),
    );
  });
});

describe('insurance option and fee', () => {
  it("starts on the option that gives the server's fee, not on 'Tanpa Asuransi'", () => {
    expect(insuranceOptionOfFee(PANEL)).toBe('0.2');
    expect(respondFormDefaults(PANEL)).toMatchObject({
      insuranceOption: '0.2',
      insurancePrice: 'Rp5.140',
      wrappingPrice: 'Rp15.000',
    });
    expect(insuranceOptionOfFee({ ...PANEL, insurancePrice: 0 })).toBe('0');
    expect(insuranceOptionOfFee({ ...PANEL, insurancePrice: 12_000 })).toBe('0.5');
    expect(insuranceOptionOfFee({ ...PANEL, insuranceOptions: [{ value: 'A' }] })).toBe('A');
  });

  it("the fee follows the chosen option: ceil(insured x p / 100); 'Tanpa Asuransi' is Rp0", () => {
    expect(insuranceFeeText(PANEL, '0')).toBe('Rp0');
    expect(insuranceFeeText(PANEL, '0.5')).toBe('Rp12.850');
    expect(insuranceFeeText(PANEL, '0.2')).toBe(formatRupiah(insuranceFee(2_570_000, '0.2')));
    expect(insuranceFeeText(PANEL, 'A')).toBeNull();
  });

  it("a school's new offer moves an open insurance fee with the insured goods; a locked one stays", () => {
    const state: NegotiationMachineState = {
      isDeal: false,
      isReject: false,
      isRespondFrom: null,
      rounds: [{ negoUnitPrice: 128_500, qty: 20, priceResponse: 135_000 }],
      terms: {
        wrappingPrice: 0,
        insurancePercent: '0.5',
        insurancePrice: 12_850,
        isDisableWrapping: false,
        isDisableInsurance: false,
      },
    };
    const open = applyNegotiation(state, { type: 'schoolCounter', price: 131_700 });
    expect(open.ok && open.state.terms.insurancePrice).toBe(insuranceFee(131_700 * 20, '0.5'));
    const locked = applyNegotiation(
      { ...state, terms: { ...state.terms, isDisableInsurance: true } },
      { type: 'schoolCounter', price: 131_700 },
    );
    expect(locked.ok && locked.state.terms.insurancePrice).toBe(12_850);
  });
});

describe('after the seller answered', () => {
  it("the detail says the negotiation waits for the school: 'Negosiasi sedang menunggu tanggapan sekolah'", () => {
    expect(negotiationView({ isDeal: false, isReject: false, isRespondFrom: null, isOpenRespond: false })).toEqual({
      alert: 'Negosiasi sedang menunggu tanggapan sekolah',
      alertTone: 'info',
      canRespond: false,
    });
  });
});
