import { describe, expect, it } from 'vitest';
import { paymentCardTone, paymentSortParam, proofPopupSize, withoutLastColumn } from '@core/payment/rules';

describe('payments (spec 002 §2.2, §4.7)', () => {
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
