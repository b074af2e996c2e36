import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupiah, formatThousands, MAX_RUPIAH, parseOptionalRupiah, parseRupiah, toRupiah } from '@core/money';

const amount = fc.integer({ min: 0, max: MAX_RUPIAH });
const deDE = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

describe('parseRupiah', () => {
  it.each([
    ['1.250.000', 1250000],
    ['1250000', 1250000],
    ['0', 0],
    ['  42 ', 42],
    ['Rp1.250.000', 1250000],
    ['Rp 999.999.999.999', MAX_RUPIAH],
    ['999999999999', MAX_RUPIAH],
    ['000123', 123],
  ])('reads %j as %d', (text, expected) => {
    expect(parseRupiah(text)._unsafeUnwrap()).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['-1', 'negative'],
    ['1.000-', 'negative'],
    ['−1', 'invalid'],
    ['1.25', 'not-integer'],
    ['1.250,50', 'not-integer'],
    ['12,50', 'not-integer'],
    ['1.2.3', 'invalid'],
    ['12.34.567', 'invalid'],
    ['1 000', 'invalid'],
    ['abc', 'invalid'],
    ['1e5', 'invalid'],
    ['1000000000000', 'too-large'],
    ['1.000.000.000.000', 'too-large'],
    ['000000000000000000001', 'too-long'],
  ])('refuses %j (%s)', (text, kind) => {
    const error = parseRupiah(text)._unsafeUnwrapErr();
    expect(error.kind).toBe(kind);
    expect(error.message.length).toBeGreaterThan(0);
  });

  it('accepts up to 20 characters', () => {
    expect(parseRupiah('00000000000000000001')._unsafeUnwrap()).toBe(1);
  });

  it('says the minus sign is refused in Indonesian', () => {
    expect(parseRupiah('-5')._unsafeUnwrapErr().message).toBe('Angka tidak boleh kurang dari 0');
  });

  it('an empty optional amount is null, not an error', () => {
    expect(parseOptionalRupiah(' ')._unsafeUnwrap()).toBeNull();
    expect(parseOptionalRupiah('1.000')._unsafeUnwrap()).toBe(1000);
    expect(parseOptionalRupiah('-1').isErr()).toBe(true);
  });

  it('toRupiah takes whole amounts 0..999999999999 only', () => {
    expect(toRupiah(5)._unsafeUnwrap()).toBe(5);
    expect(Object.is(toRupiah(-0)._unsafeUnwrap(), 0)).toBe(true);
    expect(toRupiah(1.5)._unsafeUnwrapErr().kind).toBe('not-integer');
    expect(toRupiah(-3)._unsafeUnwrapErr().kind).toBe('negative');
    expect(toRupiah(MAX_RUPIAH + 1)._unsafeUnwrapErr().kind).toBe('too-large');
  });
});

describe('formatRupiah', () => {
  it.each([
    [1250000, 'Rp1.250.000'],
    [0, 'Rp0'],
    [999, 'Rp999'],
    [1000, 'Rp1.000'],
    [MAX_RUPIAH, 'Rp999.999.999.999'],
    [-1500, '-Rp1.500'],
  ])('%d reads %s', (value, text) => {
    expect(formatRupiah(value)).toBe(text);
  });

  it('rounds a fraction as the 0-precision de-DE formatter does and prints large amounts without exponent', () => {
    expect(formatThousands(1234.5)).toBe('1.235');
    expect(formatThousands(-1234.5)).toBe('-1.235');
    expect(formatThousands(1e21)).toBe('1.000.000.000.000.000.000.000');
  });

  it('refuses a non-finite amount', () => {
    expect(() => formatRupiah(Number.NaN)).toThrow(RangeError);
  });
});

describe('money properties', () => {
  it('parse of format gives the number back', () => {
    fc.assert(
      fc.property(amount, (n) => {
        expect(parseRupiah(formatRupiah(n))._unsafeUnwrap()).toBe(n);
        expect(parseRupiah(formatThousands(n))._unsafeUnwrap()).toBe(n);
        expect(parseRupiah(String(n))._unsafeUnwrap()).toBe(n);
      }),
      { numRuns: 3000 },
    );
  });

  it('formatThousands agrees with the de-DE formatter', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_RUPIAH, max: MAX_RUPIAH }), (n) => {
        expect(formatThousands(n)).toBe(deDE.format(n));
      }),
      { numRuns: 2000 },
    );
  });

  it('a typed minus sign is always refused', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        const text = `${before}-${after}`;
        const result = parseRupiah(text);
        expect(result.isErr()).toBe(true);
      }),
    );
  });

  it('whatever is typed, a parse succeeds only with a whole amount in range', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 25 }), (text) => {
        const result = parseRupiah(text);
        if (result.isOk()) {
          expect(Number.isInteger(result.value)).toBe(true);
          expect(result.value).toBeGreaterThanOrEqual(0);
          expect(result.value).toBeLessThanOrEqual(MAX_RUPIAH);
          expect(text.trim().length).toBeLessThanOrEqual(20);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
