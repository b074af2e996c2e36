import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rupiahField } from '@core/api/fields';
import { formatDecimal, formatRupiah, formatThousands, MAX_RUPIAH, parseDecimal, parseRupiah } from '@core/money';

/** The one rupiah input parser and the one decimal parser. */

describe('rupiah input (parseRupiah)', () => {
  it("refuses what used to slip through: '12.345,67', '1e9', '0x10', 20 nines, a minus", () => {
    expect(parseRupiah('12.345,67')._unsafeUnwrapErr().message).toBe('Harus bilangan bulat rupiah (tanpa desimal)');
    expect(parseRupiah('1e9').isErr()).toBe(true);
    expect(parseRupiah('0x10').isErr()).toBe(true);
    expect(parseRupiah('99999999999999999999')._unsafeUnwrapErr().message).toBe(
      'Angka tidak boleh lebih dari 999.999.999.999',
    );
    expect(parseRupiah('-5000').isErr()).toBe(true);
    expect(parseRupiah('1.250.000')._unsafeUnwrap()).toBe(1_250_000);
  });

  it('every text either parses to a whole amount in range that prints back to it, or is refused', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer({ min: 0, max: MAX_RUPIAH }).map(formatThousands)), (text) => {
        const read = parseRupiah(text);
        if (read.isOk()) {
          expect(Number.isSafeInteger(read.value)).toBe(true);
          expect(read.value).toBeGreaterThanOrEqual(0);
          expect(read.value).toBeLessThanOrEqual(MAX_RUPIAH);
          expect(parseRupiah(formatThousands(read.value))._unsafeUnwrap()).toBe(read.value);
        }
      }),
    );
  });

  it("the API's style carries a space ('Rp 1.250.000'), the portal's none", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_RUPIAH }), (amount) => {
        expect(formatRupiah(amount, 'api')).toBe(formatRupiah(amount).replace('Rp', 'Rp '));
        expect(parseRupiah(formatRupiah(amount, 'api'))._unsafeUnwrap()).toBe(amount);
      }),
    );
  });

  it('the request field refuses what the forms refuse (harga=0x10, 9007199254740991)', () => {
    expect(rupiahField.safeParse('0x10').success).toBe(false);
    expect(rupiahField.safeParse('9007199254740991').success).toBe(false);
    expect(rupiahField.safeParse(9_007_199_254_740_991).success).toBe(false);
    expect(rupiahField.safeParse('1e9').success).toBe(false);
    expect(rupiahField.safeParse('185000').data).toBe(185_000);
    expect(rupiahField.safeParse(185_000).data).toBe(185_000);
  });
});

describe('decimal input (parseDecimal)', () => {
  it('reads a comma or a dot as the decimal mark (no thousands separator in these fields), never drops a digit', () => {
    expect(parseDecimal('0,25')._unsafeUnwrap()).toBe(0.25);
    expect(parseDecimal('12')._unsafeUnwrap()).toBe(12);
    // The spec's own example of the edit form's weight.
    expect(parseDecimal('0.200')._unsafeUnwrap()).toBe(0.2);
    expect(parseDecimal('1.5')._unsafeUnwrap()).toBe(1.5);
    expect(parseDecimal('1.250')._unsafeUnwrap()).toBe(1.25);
    expect(parseDecimal('1.250,5')._unsafeUnwrapErr().message).toBe(
      'Hanya angka, dengan koma atau titik sebagai pemisah desimal (contoh 0,25 atau 0.25)',
    );
    expect(parseDecimal('1,2,3').isErr()).toBe(true);
    expect(parseDecimal('1e3').isErr()).toBe(true);
    expect(parseDecimal('-1').isErr()).toBe(true);
    expect(parseDecimal('0,1234')._unsafeUnwrapErr().message).toBe('Maksimal 3 angka di belakang koma');
    expect(parseDecimal('').isErr()).toBe(true);
  });

  it('a comma and a dot read the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), fc.stringMatching(/^\d{1,3}$/), (whole, decimals) => {
        expect(parseDecimal(`${whole},${decimals}`)._unsafeUnwrap()).toBe(
          parseDecimal(`${whole}.${decimals}`)._unsafeUnwrap(),
        );
      }),
    );
  });

  it('what it accepts prints back to the same number; what it refuses has a message', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const read = parseDecimal(text);
        if (read.isErr()) expect(read.error.message).not.toBe('');
        else expect(parseDecimal(formatDecimal(read.value))._unsafeUnwrap()).toBe(read.value);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 0, max: 999 }), (whole, thousandths) => {
        const value = whole + thousandths / 1000;
        expect(parseDecimal(formatDecimal(value))._unsafeUnwrap()).toBeCloseTo(value, 9);
      }),
    );
  });
});
