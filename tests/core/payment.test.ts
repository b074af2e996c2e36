import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PAYMENT_CARDS_SUM,
  paymentCardTone,
  paymentSortParam,
  proofPopupSize,
  withoutLastColumn,
} from '@core/payment/rules';
import { FEE_RULE, settlementOf, settlementSum, totalSettlement } from '@core/payment/settlement';

describe('payments', () => {
  it("the 'Belum Diteruskan' card is red, the others green", () => {
    expect(paymentCardTone('Belum Diteruskan')).toBe('danger');
    expect(paymentCardTone('Sudah Diteruskan')).toBe('success');
    expect(paymentCardTone('Total Tagihan')).toBe('success');
  });

  it("the verification and passed-on tables drop the server's last column", () => {
    expect(withoutLastColumn(['no', 'invoice', 'aksi'])).toEqual(['no', 'invoice']);
    expect(withoutLastColumn([])).toEqual([]);
  });

  it("sort travels as '{field}-{dir}'", () => {
    expect(paymentSortParam('paymentDate', 'desc')).toBe('paymentDate-desc');
    expect(paymentSortParam(null, 'asc')).toBe('');
  });

  it('a proof opens at half size', () => {
    expect(proofPopupSize({ width: 801, height: 600 })).toEqual({ width: 401, height: 300 });
  });
});

describe('the settlement of a bill: the partner keeps 1 %, the rest is passed on', () => {
  it('order 5001: Rp3.138.200 billed, Rp31.382 fee, Rp3.106.818 passed on, and the sum says so', () => {
    expect(settlementOf(3_138_200)).toEqual({ bill: 3_138_200, fee: 31_382, passedOn: 3_106_818 });
    expect(settlementSum(settlementOf(3_138_200))).toBe('Rp3.138.200 − Rp31.382 (biaya admin mitra 1%) = Rp3.106.818');
    expect(FEE_RULE).toBe(
      'Biaya admin layanan mitra 1% dari total tagihan tiap pesanan, dibulatkan ke bawah ke rupiah penuh; sisanya diteruskan ke penyedia.',
    );
    expect(PAYMENT_CARDS_SUM).toBe(
      `Total Tagihan = Biaya Admin Mitra (1%) + Sudah Diteruskan + Belum Diteruskan. ${FEE_RULE}`,
    );
  });

  it('is whole rupiah that add up: fee = floor(bill / 100), bill = fee + passedOn', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (bill) => {
        const { fee, passedOn } = settlementOf(bill);
        expect(Number.isInteger(fee) && Number.isInteger(passedOn)).toBe(true);
        expect(fee).toBe(Math.floor(bill / 100));
        expect(fee + passedOn).toBe(bill);
        expect(fee * 100 <= bill && bill < (fee + 1) * 100).toBe(true);
      }),
    );
  });

  it('totals add up whatever the orders: the sum of the settlements is a settlement', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9_999_999_999 }), { maxLength: 50 }), (bills) => {
        const total = totalSettlement(bills.map(settlementOf));
        expect(total.bill).toBe(bills.reduce((a, b) => a + b, 0));
        expect(total.fee + total.passedOn).toBe(total.bill);
      }),
    );
  });
});
