import { useWatch } from 'react-hook-form';
import { TIER_MIN_FIRST, tierPriceEnabled, TIERS } from '@core/pricing';
import { AmountInput } from './fields';
import type { ProductValues } from './values';

export interface WholesaleTiersProps {
  readonly label: string;
  /** The goods' tiers, or one zone's tiers of a book (zoneWholesale.0 .. zoneWholesale.4). */
  readonly base: 'wholesale' | `zoneWholesale.${0 | 1 | 2 | 3 | 4}`;
}

/**
 * Four wholesale tiers, named as the mass-upload template names them (Grosir Min / Grosir Harga);
 * a tier's price is enabled only once its minimum quantity is above 0 (spec 001 §5.3).
 */
export function WholesaleTiers({ label, base }: WholesaleTiersProps) {
  const tiers = useWatch<ProductValues, typeof base>({ name: base });
  return (
    <fieldset className="product-tiers">
      <legend>{label}</legend>
      {TIERS.map((n, index) => {
        const enabled = tierPriceEnabled(tiers[index] ?? { min: null, price: null });
        const at = index as 0 | 1 | 2 | 3;
        return (
          <div className="product-tiers__row" key={n}>
            <AmountInput name={`${base}.${at}.min`} label={`Grosir Min ${n}`} count />
            <AmountInput name={`${base}.${at}.price`} label={`Grosir Harga ${n}`} disabled={!enabled} hint={enabled ? undefined : TIER_MIN_FIRST} />
          </div>
        );
      })}
    </fieldset>
  );
}
