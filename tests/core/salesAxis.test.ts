import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { salesAxisTicks } from '@core/dashboard/salesAxis';

describe("the sales chart's y-axis", () => {
  it('a year with no sales draws 0 to 4 in whole sales, not 0,0,0,1,1,1', () => {
    expect(salesAxisTicks(0)).toEqual([0, 1, 2, 3, 4]);
  });

  it('small and round figures', () => {
    expect(salesAxisTicks(1)).toEqual([0, 1]);
    expect(salesAxisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(salesAxisTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(salesAxisTicks(23)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(salesAxisTicks(1000)).toEqual([0, 200, 400, 600, 800, 1000]);
  });

  it('whatever the highest month: whole, distinct, rising ticks from 0 that reach it, six at most', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (max) => {
        const ticks = salesAxisTicks(max);
        expect(ticks[0]).toBe(0);
        expect(ticks.length).toBeGreaterThanOrEqual(2);
        expect(ticks.length).toBeLessThanOrEqual(6);
        for (const [index, tick] of ticks.entries()) {
          expect(Number.isInteger(tick)).toBe(true);
          if (index > 0) expect(tick).toBeGreaterThan(ticks[index - 1] ?? 0);
        }
        expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      }),
    );
  });
});
