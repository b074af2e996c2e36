import { formatRupiah } from '../money';
import { MIN_UNIT_PRICE, TIERS, tierValue, type PerTier, type Tier, type WholesaleTierInput } from '../pricing';
import { failure, type Failure } from '../validation';

/**
 * The rules that hold a list of wholesale tiers together, beyond each tier's own: the ones the
 * mass-upload template states (a price floor, no tier without its price, none after a gap, rising
 * minimums) and that a larger quantity never costs more per unit than a smaller one. The forms,
 * the file check and the sandbox run this one list.
 */

const TIER_MESSAGES = {
  priceUnderMin: `Harga Grosir tidak boleh kurang dari ${formatRupiah(MIN_UNIT_PRICE)}`,
  priceMissing: (tier: Tier) => `Grosir Harga ${tier} wajib diisi bila Grosir Min ${tier} diisi`,
  gap: (tier: Tier) => `Isi Grosir Min ${tier - 1} dan Grosir Harga ${tier - 1} terlebih dahulu`,
  minNotRising: (tier: Tier, previous: number) =>
    `Grosir Min ${tier} harus lebih besar dari Grosir Min ${tier - 1} (${previous})`,
  priceRising: (tier: Tier, previous: number) =>
    `Grosir Harga ${tier} tidak boleh lebih tinggi dari Grosir Harga ${tier - 1} (${formatRupiah(previous)})`,
} as const;

/** What the sequence rules say about one tier's two fields. */
export interface TierSequenceFailure {
  readonly min: Failure | null;
  readonly price: Failure | null;
}

const isSet = (value: number | null): value is number => value !== null && value > 0;

const NO_FAILURE: TierSequenceFailure = { min: null, price: null };
const ALL_CLEAR: readonly TierSequenceFailure[] = TIERS.map(() => NO_FAILURE);

/**
 * Each tier's first failing sequence rule on its minimum and on its price, tier 1 first. A rule
 * list asks this once per tier field, on every row of a file: tiers that break no rule (nearly
 * all) cost no allocation.
 */
export function checkTierSequence(tiers: PerTier<WholesaleTierInput>): readonly TierSequenceFailure[] {
  let previousMin: number | null = null;
  let previousPrice: number | null = null;
  let previousUsed = true;
  let failures: TierSequenceFailure[] | null = null;
  for (const tier of TIERS) {
    const { min, price } = tierValue(tiers, tier);
    const used = isSet(min) || isSet(price);
    const priceFailure =
      isSet(price) && price < MIN_UNIT_PRICE
        ? TIER_MESSAGES.priceUnderMin
        : isSet(min) && !isSet(price)
          ? TIER_MESSAGES.priceMissing(tier)
          : isSet(price) && previousPrice !== null && price > previousPrice
            ? TIER_MESSAGES.priceRising(tier, previousPrice)
            : null;
    const minFailure =
      used && !previousUsed
        ? TIER_MESSAGES.gap(tier)
        : used && isSet(min) && previousMin !== null && min <= previousMin
          ? TIER_MESSAGES.minNotRising(tier, previousMin)
          : null;
    previousUsed = used;
    if (isSet(min)) previousMin = min;
    if (isSet(price)) previousPrice = price;
    if (minFailure !== null || priceFailure !== null) {
      failures ??= [...ALL_CLEAR];
      failures[tier - 1] = {
        min: minFailure === null ? null : failure(minFailure),
        price: priceFailure === null ? null : failure(priceFailure),
      };
    }
  }
  return failures ?? ALL_CLEAR;
}
