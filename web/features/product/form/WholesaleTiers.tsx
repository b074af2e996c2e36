import { useWatch } from 'react-hook-form';
import { formatRupiah } from '@core/money';
import { TIER_MIN_FIRST, tierPriceEnabled, TIERS, ZONES, type PerZone } from '@core/pricing';
import {
  PRODUCT_FIELD_LABELS,
  tierMinLabel,
  tierPriceLabel,
  zoneLabel,
  zoneWholesaleLabel,
} from '@core/product/labels';
import { AmountInput } from './fields';
import type { ProductValues } from '@core/product/values';

type ZoneIndex = 0 | 1 | 2 | 3 | 4;

export interface WholesaleTiersProps {
  readonly label?: string;
  /** The goods' tiers, or one zone's tiers of a book (zoneWholesale.0 .. zoneWholesale.4). */
  readonly base: 'wholesale' | `zoneWholesale.${ZoneIndex}`;
}

/**
 * Four wholesale tiers, named as the mass-upload template names them (Grosir Min / Grosir Harga);
 * a tier's price is enabled only once its minimum quantity is above 0.
 */
export function WholesaleTiers({ label = PRODUCT_FIELD_LABELS.wholesale, base }: WholesaleTiersProps) {
  const tiers = useWatch<ProductValues, typeof base>({ name: base });
  return (
    <fieldset className="product-tiers">
      <legend>{label}</legend>
      {TIERS.map((n, index) => {
        const enabled = tierPriceEnabled(tiers[index] ?? { min: null, price: null });
        const at = index as 0 | 1 | 2 | 3;
        return (
          <div className="product-tiers__row" key={n}>
            <AmountInput name={`${base}.${at}.min`} label={tierMinLabel(n)} count />
            <AmountInput
              name={`${base}.${at}.price`}
              label={tierPriceLabel(n)}
              disabled={!enabled}
              hint={enabled ? undefined : TIER_MIN_FIRST}
            />
          </div>
        );
      })}
    </fieldset>
  );
}

/** A book's five zone prices, each with its zone's maximum under it when there is one. */
export function ZonePrices({ max }: { readonly max: PerZone<number | null> }) {
  return ZONES.map((zone, i) => {
    const most = max[i];
    return (
      <AmountInput
        key={zone}
        name={`zonePrices.${i as ZoneIndex}`}
        label={zoneLabel(zone)}
        hint={most ? `Harga Maksimal ${formatRupiah(most)}` : undefined}
      />
    );
  });
}

/** A book's wholesale tiers, four per zone. */
export function ZoneWholesaleTiers() {
  return ZONES.map((zone, i) => (
    <WholesaleTiers key={zone} label={zoneWholesaleLabel(zone)} base={`zoneWholesale.${i as ZoneIndex}`} />
  ));
}
