/**
 * The sales chart's y-axis: whole numbers of sales, each tick distinct, from 0 to at least the
 * highest month, at most six ticks on a 1, 2 or 5 step. A year with no sales gets 0 to 4, not
 * fractions of one sale rounded into repeated labels.
 */
const MAX_STEPS = 5;
const EMPTY_TOP = 4;

function stepFor(max: number): number {
  for (let magnitude = 1; ; magnitude *= 10)
    for (const base of [1, 2, 5]) {
      const step = base * magnitude;
      if (Math.ceil(max / step) <= MAX_STEPS) return step;
    }
}

/** The y-axis ticks for monthly sales whose highest value is `max`. */
export function salesAxisTicks(max: number): number[] {
  const highest = Number.isFinite(max) && max > 0 ? Math.ceil(max) : 0;
  const step = highest === 0 ? 1 : stepFor(highest);
  const top = highest === 0 ? EMPTY_TOP : step * Math.ceil(highest / step);
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}
