import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupiah } from '@core/money';
import { changeRequestTotals } from '@core/order/changeRequest';

const line = (price: number, qty: number, asked: number) => ({
  priceCurrencyFormat: formatRupiah(price, 'api'),
  qty,
  requestChange: { qty: asked },
});

describe('the change request totals the seller sees before accepting', () => {
  it('sums unit price times quantity, as ordered and as asked', () => {
    expect(changeRequestTotals([line(1_250_000, 2, 3), line(45_000, 10, 4)])).toEqual({
      before: 2_950_000,
      after: 3_930_000,
    });
  });

  it('every line at its asked quantity: the new total; nothing asked to change: the same total', () => {
    const lines = fc.array(
      fc.record({
        price: fc.integer({ min: 100, max: 50_000_000 }),
        qty: fc.integer({ min: 0, max: 1_000 }),
        asked: fc.integer({ min: 0, max: 1_000 }),
      }),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(lines, (picked) => {
        const totals = changeRequestTotals(picked.map((l) => line(l.price, l.qty, l.asked)));
        expect(totals?.before).toBe(picked.reduce((sum, l) => sum + l.price * l.qty, 0));
        expect(totals?.after).toBe(picked.reduce((sum, l) => sum + l.price * l.asked, 0));
        const unchanged = changeRequestTotals(picked.map((l) => line(l.price, l.qty, l.qty)));
        expect(unchanged?.after).toBe(unchanged?.before);
      }),
    );
  });

  it('a unit price that is no amount gives no total rather than a wrong one', () => {
    expect(
      changeRequestTotals([line(1_000, 1, 2), { priceCurrencyFormat: 'gratis', qty: 1, requestChange: { qty: 1 } }]),
    ).toBeNull();
  });
});
