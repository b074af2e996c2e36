import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatThousands, MAX_RUPIAH, parseCount, parseRupiah } from '@core/money';

/** One reading of whole numbers; '12.5' is never 125. */
describe('parseCount (stock, minimum purchase) beside parseRupiah', () => {
  it("refuses a fraction without speaking of rupiah: 'Harus bilangan bulat (tanpa desimal)'", () => {
    expect(parseCount('12.5')._unsafeUnwrapErr().message).toBe('Harus bilangan bulat (tanpa desimal)');
    expect(parseCount('12,5')._unsafeUnwrapErr().message).toBe('Harus bilangan bulat (tanpa desimal)');
    expect(parseRupiah('12.5')._unsafeUnwrapErr().message).toBe('Harus bilangan bulat rupiah (tanpa desimal)');
    expect(parseCount('1.250')._unsafeUnwrap()).toBe(1250);
    expect(parseCount('1e3').isErr()).toBe(true);
    expect(parseCount('-4')._unsafeUnwrapErr().message).toBe('Angka tidak boleh kurang dari 0');
  });

  it('reads exactly what parseRupiah reads; only the messages may differ', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.integer({ min: 0, max: MAX_RUPIAH }).map(formatThousands),
          fc.stringMatching(/^\d{1,4}[.,]\d{1,3}$/),
        ),
        (text) => {
          const count = parseCount(text);
          const rupiah = parseRupiah(text);
          expect(count.isOk()).toBe(rupiah.isOk());
          if (count.isOk() && rupiah.isOk()) expect(count.value).toBe(rupiah.value);
          if (count.isErr() && rupiah.isErr()) expect(count.error.kind).toBe(rupiah.error.kind);
        },
      ),
    );
  });

  it('a number with a decimal part is never read as a whole one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999 }),
        fc.integer({ min: 1, max: 99 }),
        fc.constantFrom('.', ','),
        (whole, fraction, mark) => {
          const text = `${whole}${mark}${String(fraction).padStart(2, '0')}`;
          expect(parseRupiah(text).isErr()).toBe(true);
          expect(parseCount(text).isErr()).toBe(true);
        },
      ),
    );
  });
});
