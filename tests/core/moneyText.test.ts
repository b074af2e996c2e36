import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatApiRupiah, formatRupiah, MAX_RUPIAH } from '@core/money';

const amount = fc.integer({ min: 0, max: MAX_RUPIAH });
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

describe('formatApiRupiah: one money format on every screen', () => {
  it.each([
    ['Rp 3.447.000', 'Rp3.447.000'],
    ['Rp3.447.000', 'Rp3.447.000'],
    ['3447000', 'Rp3.447.000'],
    ['-Rp 25.000', '-Rp25.000'],
    ['Rp 0', 'Rp0'],
  ])('writes %j as %j', (text, expected) => {
    expect(formatApiRupiah(text)).toBe(expected);
  });

  it.each(['-', 'Gratis', 'Rp 12,50', ''])('leaves %j, which is no whole-rupiah amount, as it came', (text) => {
    expect(formatApiRupiah(text)).toBe(text);
  });

  it("gives formatRupiah's text for every way the API spells an amount", () => {
    fc.assert(
      fc.property(amount, fc.constantFrom('Rp ', 'Rp', 'rp ', ''), fc.boolean(), (n, prefix, negative) => {
        const text = `${negative ? '-' : ''}${prefix}${grouped(n)}`;
        expect(formatApiRupiah(text)).toBe(formatRupiah(negative ? -n : n));
      }),
    );
  });

  it('is idempotent: a formatted amount stays as it is', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_RUPIAH, max: MAX_RUPIAH }), (n) => {
        expect(formatApiRupiah(formatRupiah(n))).toBe(formatRupiah(n));
      }),
    );
  });
});
