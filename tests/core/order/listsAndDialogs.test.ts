import fc from 'fast-check';
import { recapFileName } from '@core/order/recap';
import { describe, expect, it } from 'vitest';
import { addDays, isoDay } from '@core/clock';
import { awbValidator, invoiceNotFoundMessage, TAX_PROOF_MAX_BYTES, taxProofValidator } from '@core/order/rules';
import { TRACKING_STAGE, trackingStageLabel, UNKNOWN_STAGE_LABEL } from '@core/order/tracking';
import { paymentDay } from '@core/payment/rules';

const dayArb = fc.record({
  year: fc.integer({ min: 2000, max: 2099 }),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 28 }),
});

describe('order dialogs: core rules and messages', () => {
  it("'Kirim' needs a tracking number: 'Nomor resi tidak boleh kosong'", () => {
    expect(awbValidator.validate({ awb: '  ' }).first).toBe('Nomor resi tidak boleh kosong');
    expect(awbValidator.validate({ awb: 'JNE0012345678' }).ok).toBe(true);
  });

  it('the tax proof: a file first, then PDF, JPG or PNG, then at most 5 MB, each with its sentence', () => {
    const pdf = { name: 'bukti.pdf', type: 'application/pdf', size: 1200 };
    expect(taxProofValidator.validate({ file: null }).first).toBe('Pilih file bukti pajak terlebih dahulu');
    expect(taxProofValidator.validate({ file: { name: 'catatan.txt', type: 'text/plain', size: 10 } }).first).toBe(
      'File bukti pajak harus berupa PDF, JPG atau PNG',
    );
    expect(taxProofValidator.validate({ file: { ...pdf, size: TAX_PROOF_MAX_BYTES + 1 } }).first).toBe(
      'Ukuran file bukti pajak maksimal 5 MB',
    );
    expect(taxProofValidator.validate({ file: pdf }).ok).toBe(true);
    // A scan named by its ending when the browser gives no type.
    expect(taxProofValidator.validate({ file: { name: 'SCAN.JPEG', type: '', size: 10 } }).ok).toBe(true);
    expect(taxProofValidator.validate({ file: { ...pdf, size: TAX_PROOF_MAX_BYTES } }).ok).toBe(true);
  });

  it("an invoice no order has: 'Invoice … tidak ditemukan'", () => {
    expect(invoiceNotFoundMessage('  INV/2099/XYZ ')).toBe('Invoice INV/2099/XYZ tidak ditemukan');
  });
});

describe('recap file name', () => {
  it("is 'rekap-pesanan-YYYYMMDD.xlsx' (or .csv) of the day given, and a later day sorts later", () => {
    expect(recapFileName({ year: 2026, month: 11, day: 24 }, 'xlsx')).toBe('rekap-pesanan-20261124.xlsx');
    expect(recapFileName({ year: 2026, month: 11, day: 24 }, 'csv')).toBe('rekap-pesanan-20261124.csv');
    fc.assert(
      fc.property(dayArb, fc.integer({ min: 1, max: 400 }), (day, later) => {
        const name = recapFileName(day, 'xlsx');
        expect(name).toBe(`rekap-pesanan-${isoDay(day).replace(/-/g, '')}.xlsx`);
        expect(recapFileName(addDays(day, later), 'xlsx') > name).toBe(true);
      }),
    );
  });
});

describe('tracking stages in Indonesian', () => {
  it("the sandbox's and the seed's codes read in Indonesian", () => {
    expect(trackingStageLabel(TRACKING_STAGE.manifested)).toBe('Diterima kurir');
    expect(trackingStageLabel('ON_PROCESS')).toBe('Dalam perjalanan');
    expect(trackingStageLabel(TRACKING_STAGE.delivered)).toBe('Terkirim');
    expect(trackingStageLabel(' on-process ')).toBe('Dalam perjalanan');
  });

  it('never shows a code: an unknown stage gets a sentence of its own', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z][A-Z_]{2,20}$/), (code) => {
        const label = trackingStageLabel(code);
        expect(label).not.toBe(code);
        expect(label).not.toMatch(/_/);
      }),
    );
    expect(trackingStageLabel('TELEPORTED')).toBe(UNKNOWN_STAGE_LABEL);
  });
});

describe('payment dates, one format per column', () => {
  const timeArb = fc.tuple(
    fc.integer({ min: 0, max: 23 }),
    fc.integer({ min: 0, max: 59 }),
    fc.integer({ min: 0, max: 59 }),
  );
  const pad = (n: number) => String(n).padStart(2, '0');

  it('a day, a day with its time or an ISO instant all read as the day; the day is kept as it is', () => {
    fc.assert(
      fc.property(dayArb, timeArb, fc.constantFrom(' ', 'T'), (day, [h, m, s], separator) => {
        const iso = isoDay(day);
        expect(paymentDay(iso)).toBe(iso);
        expect(paymentDay(`${iso}${separator}${pad(h)}:${pad(m)}:${pad(s)}`)).toBe(iso);
        expect(paymentDay(`${iso}T${pad(h)}:${pad(m)}:${pad(s)}.000Z`)).toBe(iso);
        expect(paymentDay(paymentDay(iso))).toBe(iso);
      }),
    );
  });

  it("nothing is '-', anything else is kept", () => {
    expect(paymentDay(null)).toBe('-');
    expect(paymentDay(' ')).toBe('-');
    expect(paymentDay('segera')).toBe('segera');
  });
});
