import { use } from 'react';
import { useWatch } from 'react-hook-form';
import { formatRupiah } from '@core/money';
import { simulateTax } from '@core/tax';
import { isTaxedVatTag } from '@core/vatTag';
import { SCREEN_MESSAGES } from '../messages';
import { VocabularyContext, type NumberPath } from './fields';
import type { ProductValues } from '@core/product/values';

interface TaxSimulationProps {
  readonly title: string;
  readonly price: number | null;
  /** The product's VAT tag: tag 0 shows the VAT-inclusive breakdown, an exemption the no-VAT one. */
  readonly vatTag: string;
}

/** The tax simulation beside a price, recomputed as the seller types. */
function TaxSimulation({ title, price, vatTag }: TaxSimulationProps) {
  const result = simulateTax(price ?? 0, vatTag);
  const taxed = isTaxedVatTag(vatTag);
  if (result.isErr()) return <p className="product-tax product-tax--error">{result.error.message}</p>;
  const tax = result.value;
  const rows: [string, number][] = taxed
    ? [
        ['DPP', tax.dpp],
        ['DPP Nilai Lain', tax.dppNilaiLain],
        ['PPN 12%', tax.ppn],
        ['PPh 0,5%', tax.pph],
        ['Dana Diterima', tax.danaTerima],
      ]
    : [
        ['Harga (tanpa PPN)', tax.dpp],
        ['PPh 0,5%', tax.pph],
        ['Dana Diterima', tax.danaTerima],
      ];
  return (
    <section className="product-tax" aria-label={title}>
      <h4 className="product-tax__title">{title}</h4>
      <dl className="product-tax__rows">
        {rows.map(([label, amount]) => (
          <div key={label} className={label === 'Dana Diterima' ? 'product-tax__total' : undefined}>
            <dt>{label}</dt>
            <dd data-tax={label}>{formatRupiah(amount)}</dd>
          </div>
        ))}
      </dl>
      <p className="product-tax__note">{SCREEN_MESSAGES.taxNote}</p>
    </section>
  );
}

export interface TaxSimulationsProps {
  /** The price simulated: the unit price, or a book's first zone price. */
  readonly price: NumberPath;
  /** Without it, named after the form's unit price ('Simulasi Pajak Harga Satuan'). */
  readonly title?: string;
  /** The negotiation price's simulation beside it (not on the book edit form). */
  readonly nego?: boolean;
}

const simulationOf = (price: string) => `Simulasi Pajak ${price}`;

/** The simulation of the form's price (and of its negotiation price), following the VAT tag as typed. */
export function TaxSimulations({ price, title, nego = true }: TaxSimulationsProps) {
  const { labels } = use(VocabularyContext);
  const [amount, negoAmount, vatTag] = useWatch<ProductValues, [NumberPath, 'priceNego', 'vatTag']>({
    name: [price, 'priceNego', 'vatTag'],
  });
  return (
    <div className="product-tax-pair">
      <TaxSimulation title={title ?? simulationOf(labels.price)} price={amount} vatTag={vatTag} />
      {nego ? <TaxSimulation title={simulationOf(labels.priceNego)} price={negoAmount} vatTag={vatTag} /> : null}
    </div>
  );
}
