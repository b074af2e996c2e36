import { formatRupiah } from './money';
import type { Failure } from './validation';
import { failure } from './validation';

/** Price zones. */
export const ZONES = [1, 2, 3, 4, 5] as const;
export type Zone = (typeof ZONES)[number];
/** Wholesale tiers per zone for books, and for a non-book product. */
export const TIERS = [1, 2, 3, 4] as const;
export type Tier = (typeof TIERS)[number];

/** Minimum unit price and minimum negotiation price. */
export const MIN_UNIT_PRICE = 100;
export const MIN_NEGOTIATION_PRICE = 100;
/** Minimum working duration of a service, in days. */
export const MIN_SERVICE_DURATION_DAYS = 1;

/** Five values, one per zone, zone 1 first. */
export type PerZone<T> = readonly [T, T, T, T, T];
/** Four values, one per tier, tier 1 first. */
export type PerTier<T> = readonly [T, T, T, T];

/** One wholesale tier: from `min` units on, the price is `price`. Empty fields are null. */
export interface WholesaleTierInput {
  readonly min: number | null;
  readonly price: number | null;
}

const EMPTY_TIER: WholesaleTierInput = { min: null, price: null };
export const EMPTY_TIERS: PerTier<WholesaleTierInput> = [EMPTY_TIER, EMPTY_TIER, EMPTY_TIER, EMPTY_TIER];

export function zoneValue<T>(values: PerZone<T>, zone: Zone): T {
  return values[zone - 1] as T;
}

export function tierValue<T>(values: PerTier<T>, tier: Tier): T {
  return values[tier - 1] as T;
}

// ---- messages ----

/** Toast of a zone price above the catalogue maximum. */
export function zonePriceAboveMaxMessage(zone: Zone): string {
  return `Harga Zona ${zone} tidak boleh melebihi Harga Maksimal zona ${zone}`;
}

/** Text under a price field above its maximum; `field` names the maximum, e.g. 'zona 1'. */
export function priceAboveMaxFieldText(field: string, max: number): string {
  return `Harga tidak boleh melewati harga maksimal ${field} (${formatRupiah(max)})`;
}

/** Wholesale price above its maximum. */
export function wholesaleAboveMaxMessage(max: number): string {
  return `Harga Grosir tidak boleh melewati ${formatRupiah(max)}`;
}

/** The plain price form of the same rule. */
export function priceAboveMaxMessage(max: number): string {
  return `Harga tidak boleh melewati ${formatRupiah(max)}`;
}

const ZONE_PRICE_EMPTY = 'Harga tidak boleh kosong';
/** The edit form's wording for an empty zone price. */
export const EDIT_ZONE_PRICE_EMPTY = 'Harga tidak boleh empty';
export const TIER_MIN_FIRST = 'Masukan jumlah pembelian minimum terlebih dahulu';
const BOOK_TIER_MIN_NEGATIVE = 'Pembelian minimum tidak boleh kurang dari 0';
const BOOK_TIER_MIN_EMPTY = 'Tidak boleh kosong';
const GOODS_TIER_NEGATIVE = 'Pembelian Minimum tidak boleh kurang dari 1';
const PRICE_NEGATIVE_LOWER = 'Harga tidak boleh kurang dari 0';
export const UNIT_PRICE_HINT = 'Penyedia tidak bisa input harga satuan kurang dari 100!';

// ---- zone prices ----

/**
 * A book zone price: empty or 0 gives 'Harga tidak boleh kosong' (the edit form says 'Harga tidak boleh empty'); above the catalogue maximum of
 * the zone gives the zone toast with the field text. A null maximum (none known) only checks emptiness.
 */
export function checkZonePrice(
  zone: Zone,
  price: number | null,
  max: number | null,
  emptyText = ZONE_PRICE_EMPTY,
): Failure | null {
  if (price !== null && price < 0) return failure(PRICE_NEGATIVE_LOWER);
  if (price === null || price === 0) return failure(emptyText);
  if (max !== null && price > max) {
    return failure(zonePriceAboveMaxMessage(zone), priceAboveMaxFieldText(`zona ${zone}`, max));
  }
  return null;
}

// ---- wholesale tiers ----

/** A tier's price can be typed only once its minimum quantity is above 0. */
export function tierPriceEnabled(tier: WholesaleTierInput): boolean {
  return tier.min !== null && tier.min > 0;
}

export interface TierFailures {
  readonly min: Failure | null;
  readonly price: Failure | null;
}

export type TierVariant = 'book' | 'goods';

/** The minimum quantity of a tier: the book form refuses below 0, the non-book form below 1. */
export function checkTierMin(tier: WholesaleTierInput, variant: TierVariant): Failure | null {
  if (tier.min !== null && tier.min < 0)
    return failure(variant === 'book' ? BOOK_TIER_MIN_NEGATIVE : GOODS_TIER_NEGATIVE);
  if (variant === 'book' && tier.min === null && tier.price !== null && tier.price > 0)
    return failure(BOOK_TIER_MIN_EMPTY);
  return null;
}

/** A tier price with a minus sign. */
export function checkTierPriceNegative(tier: WholesaleTierInput, variant: TierVariant): Failure | null {
  if (tier.price === null || tier.price >= 0) return null;
  return failure(variant === 'book' ? PRICE_NEGATIVE_LOWER : GOODS_TIER_NEGATIVE);
}

/**
 * A tier price typed while the minimum is still empty or 0 (the field is disabled until then). A
 * negative minimum is the minimum's own error, so the price is not marked for it too.
 */
export function checkTierPriceWithoutMin(tier: WholesaleTierInput): Failure | null {
  const noMinimum = tier.min === null || tier.min === 0;
  return tier.price !== null && tier.price > 0 && noMinimum ? failure(TIER_MIN_FIRST) : null;
}

/** A tier price above `max` (the zone maximum for books, the unit price for non-book goods; null: not known). */
export function checkTierPriceMax(tier: WholesaleTierInput, max: number | null): Failure | null {
  return tier.price !== null && max !== null && tier.price > max ? failure(wholesaleAboveMaxMessage(max)) : null;
}

/**
 * The price of a tier, all rules in turn: not negative, typed only after a minimum above 0, and
 * at most `max`.
 */
export function checkTierPrice(tier: WholesaleTierInput, max: number | null, variant: TierVariant): Failure | null {
  return checkTierPriceNegative(tier, variant) ?? checkTierPriceWithoutMin(tier) ?? checkTierPriceMax(tier, max);
}

export function checkWholesaleTier(tier: WholesaleTierInput, max: number | null, variant: TierVariant): TierFailures {
  return { min: checkTierMin(tier, variant), price: checkTierPrice(tier, max, variant) };
}

/** Every tier of a list, tier 1 first. */
export function checkWholesaleTiers(
  tiers: PerTier<WholesaleTierInput>,
  max: number | null,
  variant: TierVariant,
): PerTier<TierFailures> {
  const [a, b, c, d] = tiers;
  return [
    checkWholesaleTier(a, max, variant),
    checkWholesaleTier(b, max, variant),
    checkWholesaleTier(c, max, variant),
    checkWholesaleTier(d, max, variant),
  ];
}

/** What the book form sends per zone: grosir_pricezoneN, a JSON list of four {min, price}. */
export function wholesaleZoneJson(tiers: PerTier<WholesaleTierInput>): string {
  return JSON.stringify(tiers.map((tier) => ({ min: tier.min ?? 0, price: tier.price ?? 0 })));
}

// ---- number normalising ----

/** On the edit form a negative price is reset to 0. */
export function resetNegativePrice(value: number): number {
  return value < 0 ? 0 : value;
}

/** On the edit form a negative minimum purchase becomes 1. */
export function resetNegativeMinimum(value: number): number {
  return value < 0 ? 1 : value;
}

// ---- PPN switch ----

export const PPN_MODE = { nonPpn: 0, includePpn: 1, excludePpn: 2 } as const;
export type PpnMode = (typeof PPN_MODE)[keyof typeof PPN_MODE];

export const PPN_MODE_OPTIONS: readonly { readonly value: PpnMode; readonly label: string }[] = [
  { value: 0, label: 'Non PPN' },
  { value: 1, label: 'Include PPN' },
  { value: 2, label: 'Exclude PPN' },
];

export interface PopupText {
  readonly title: string;
  readonly text: string;
}

/** The info popup shown when the 'PPN 10%' switch is toggled on or off. */
export function ppnSwitchPopup(on: boolean): PopupText {
  return on
    ? { title: 'PPN 10% Diaktifkan', text: 'Pajak akan ditanggung oleh toko!' }
    : { title: 'PPN 10% Tidak Diaktifkan', text: 'Pajak akan ditanggung oleh sekolah!' };
}
