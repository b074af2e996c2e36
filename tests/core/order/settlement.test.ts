import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupiah } from '@core/money';
import { ORDER_TOTAL_LABELS } from '@core/order/options';
import { orderSettlement } from '@core/order/settlement';
import { settlementSum } from '@core/payment/settlement';

const products = (total: string) => ({
  descriptionTotal: [
    { label: ORDER_TOTAL_LABELS.subtotal, value: 'Rp3.123.200' },
    { label: ORDER_TOTAL_LABELS.shipping, value: 'Rp15.000' },
    { label: ORDER_TOTAL_LABELS.total, value: total },
  ],
});

describe("an order's settlement, read from its detail", () => {
  it("5001's bill: Rp3.138.200 less the partner's 1% is Rp3.106.818 passed on", () => {
    const settlement = orderSettlement(products('Rp3.138.200'));
    expect(settlement).toEqual({ bill: 3_138_200, fee: 31_382, passedOn: 3_106_818 });
    expect(settlement && settlementSum(settlement)).toBe('Rp3.138.200 − Rp31.382 (biaya admin mitra 1%) = Rp3.106.818');
  });

  it("reads the total in either of the API's spellings, and nothing when there is none", () => {
    expect(orderSettlement(products('Rp 3.138.200'))?.passedOn).toBe(3_106_818);
    expect(orderSettlement({ descriptionTotal: [] })).toBeNull();
    expect(orderSettlement(products('tiga juta'))).toBeNull();
  });

  it('adds up for any bill: the fee and the amount passed on make the bill', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (bill) => {
        const settlement = orderSettlement(products(formatRupiah(bill)));
        expect(settlement).not.toBeNull();
        if (!settlement) return;
        expect(settlement.bill).toBe(bill);
        expect(settlement.fee + settlement.passedOn).toBe(bill);
        expect(settlement.fee).toBe(Math.floor(bill / 100));
      }),
    );
  });
});
