import { TIER_MIN_FIRST, tierPriceEnabled, TIERS, type PerTier, type WholesaleTierInput } from '@core/pricing';
import { CurrencyInput } from '@web/ui/CurrencyInput';

export interface WholesaleTiersProps {
  readonly label: string;
  readonly tiers: PerTier<WholesaleTierInput>;
  readonly onChange: (tiers: PerTier<WholesaleTierInput>) => void;
  /** Field errors keyed by tier (1..4). */
  readonly minErrors?: Partial<Record<number, string>>;
  readonly priceErrors?: Partial<Record<number, string>>;
  readonly disabled?: boolean;
}

function replace(tiers: PerTier<WholesaleTierInput>, index: number, tier: WholesaleTierInput): PerTier<WholesaleTierInput> {
  const next = [...tiers] as WholesaleTierInput[];
  next[index] = tier;
  return next as unknown as PerTier<WholesaleTierInput>;
}

/** Four wholesale tiers; a tier's price is enabled only once its minimum quantity is above 0 (spec 001 §5.3). */
export function WholesaleTiers({ label, tiers, onChange, minErrors = {}, priceErrors = {}, disabled }: WholesaleTiersProps) {
  return (
    <fieldset className="product-tiers">
      <legend>{label}</legend>
      {TIERS.map((n, index) => {
        const tier = tiers[index] ?? { min: null, price: null };
        const enabled = tierPriceEnabled(tier);
        return (
          <div className="product-tiers__row" key={n}>
            <CurrencyInput
              label={`Min. Pembelian ${n}`}
              value={tier.min}
              disabled={disabled}
              error={minErrors[n] ?? null}
              onValueChange={(min) => onChange(replace(tiers, index, { ...tier, min }))}
            />
            <CurrencyInput
              label={`Harga Grosir ${n}`}
              prefix="Rp"
              value={tier.price}
              disabled={disabled || !enabled}
              error={priceErrors[n] ?? null}
              hint={enabled ? undefined : TIER_MIN_FIRST}
              onValueChange={(price) => onChange(replace(tiers, index, { ...tier, price }))}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
