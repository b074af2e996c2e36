import { formatRupiah, simulateTax } from '@core/rules';

/**
 * The tax simulation of the response price (core/tax.ts, the rounding of DESIGN.md): the price
 * includes VAT, so the seller sees what reaches them. The negotiation answer does not say whether
 * the product is VAT-exempt, so the taxed reading is shown.
 */
export function TaxPreview({ price }: { readonly price: number | null }) {
  const tax = simulateTax(price ?? 0, true);
  if (tax.isErr()) return null;
  const t = tax.value;
  const rows: ReadonlyArray<readonly [string, number]> = [
    ['DPP', t.dpp],
    ['DPP Nilai Lain', t.dppNilaiLain],
    ['PPN', t.ppn],
    ['PPh', t.pph],
  ];
  return (
    <section className="nego-tax" aria-label="Simulasi pajak harga tanggapan">
      <p className="nego-tax__title">Simulasi pajak harga tanggapan</p>
      <dl className="nego-tax__list">
        {rows.map(([label, amount]) => (
          <div key={label} className="nego-tax__row">
            <dt>{label}</dt>
            <dd>{formatRupiah(amount)}</dd>
          </div>
        ))}
        <div className="nego-tax__row nego-tax__row--total">
          <dt>Dana Diterima</dt>
          <dd>{formatRupiah(t.danaTerima)}</dd>
        </div>
      </dl>
    </section>
  );
}
