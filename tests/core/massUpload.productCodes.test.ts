import { ProductCodeIndex } from '@core/massUpload/productCodeIndex';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** Codes from a small alphabet, so a run repeats codes and shares hashes' low bits often. */
const code = fc.string({ unit: fc.constantFrom('A', 'B', 'é', '1', '-', '𝔸'), maxLength: 6 });

describe('the product-code index of the duplicate-code rule', () => {
  it('answers every claim as a Map of first rows does, through every growth of its arrays', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(code, fc.integer({ min: 2, max: 1_048_576 })), { maxLength: 3000 }), (claims) => {
        const index = new ProductCodeIndex();
        const model = new Map<string, number>();
        for (const [sku, row] of claims) {
          const first = model.get(sku) ?? row;
          model.set(sku, first);
          expect(index.claim(sku, row)).toBe(first);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('tells apart codes that differ only in length or in one character, at any size', () => {
    const index = new ProductCodeIndex();
    for (let row = 2; row < 100_002; row += 1) expect(index.claim(`BIG-${row}`, row)).toBe(row);
    expect(index.claim('BIG-2', 7)).toBe(2);
    expect(index.claim('BIG-20', 7)).toBe(20);
    expect(index.claim('BIG-100001', 7)).toBe(100_001);
    expect(index.claim('BIG-100002', 7)).toBe(7);
    expect(index.claim('', 9)).toBe(9);
    expect(index.claim('', 10)).toBe(9);
  });
});
