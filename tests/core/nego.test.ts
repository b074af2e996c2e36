import { describe, expect, it } from 'vitest';
import {
  buildRespondFields,
  NEGO_MESSAGES,
  negotiationStatusLabel,
  negotiationView,
  respondEditable,
} from '@core/nego/rules';

describe('negotiations', () => {
  it("list status: 'Sudah Deal', 'Ditolak', otherwise 'Belum Deal'", () => {
    expect(negotiationStatusLabel({ isDeal: true, isReject: false })).toBe('Sudah Deal');
    expect(negotiationStatusLabel({ isDeal: false, isReject: true })).toBe('Ditolak');
    expect(negotiationStatusLabel({ isDeal: false, isReject: false })).toBe('Belum Deal');
  });

  it("rejected: 'Penyedia menolak negosiasi' or 'Sekolah menolak negosiasi' by who responded", () => {
    expect(negotiationView({ isDeal: false, isReject: true, isRespondFrom: 'penyedia', isOpenRespond: true })).toEqual({
      alert: 'Penyedia menolak negosiasi',
      alertTone: 'danger',
      canRespond: false,
    });
    expect(
      negotiationView({ isDeal: false, isReject: true, isRespondFrom: 'satdik', isOpenRespond: false }).alert,
    ).toBe('Sekolah menolak negosiasi');
  });

  it("agreed: 'Penjual menyetujui negosiasi'; open: 'Tanggapi' and 'Tolak' offered", () => {
    expect(negotiationView({ isDeal: true, isReject: false, isRespondFrom: null, isOpenRespond: false }).alert).toBe(
      'Penjual menyetujui negosiasi',
    );
    expect(negotiationView({ isDeal: false, isReject: false, isRespondFrom: null, isOpenRespond: true })).toEqual({
      alert: null,
      alertTone: null,
      canRespond: true,
    });
    expect(
      negotiationView({ isDeal: false, isReject: false, isRespondFrom: null, isOpenRespond: false }).canRespond,
    ).toBe(false);
  });

  it('wrapping and insurance fees are editable unless disabled; the price is fixed when agreeing', () => {
    const panel = { priceUnit: 50000, isDisableWrapping: true, isDisableInsurance: false };
    expect(respondEditable(panel, false)).toEqual({ wrappingPrice: false, insurancePrice: true, priceResponse: true });
    expect(respondEditable(panel, true).priceResponse).toBe(false);
  });

  it('agreeing sends the unit price as the response and isDeal true', () => {
    const panel = { priceUnit: 50000, isDisableWrapping: false, isDisableInsurance: false };
    const values = {
      id: 4,
      wrappingPrice: 1000,
      insuranceOption: '1',
      insurancePrice: 500,
      priceResponse: 42000,
      otherSpec: 'warna merah',
      agree: true,
    };
    expect(buildRespondFields(panel, values)).toEqual({
      id: 4,
      wrappingPrice: 1000,
      insuranceOption: '1',
      insurancePrice: 500,
      priceResponse: 50000,
      otherSpec: 'warna merah',
      isDeal: true,
    });
    expect(buildRespondFields(panel, { ...values, agree: false })).toMatchObject({
      priceResponse: 42000,
      isDeal: false,
    });
  });

  it('the refusal prompt', () => {
    expect(NEGO_MESSAGES.refusePrompt).toBe('Anda Yakin untuk menolak negosiasi ini?');
    expect(NEGO_MESSAGES.refusePromptText).toBe(
      'Setelah ditolak, pembeli tidak dapat menambahkan produk ini ke keranjang',
    );
  });
});
