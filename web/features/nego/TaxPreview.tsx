import { formatRupiah, simulateTax, type TaxBreakdown } from '@core/rules';
import type { VatTagInput } from '@core/vatTag';

/**
 * The tax simulation of a response price (core/tax.ts, the rounding of DESIGN.md) under the
 * product's VAT tag: an exempt product's price carries no PPN, only the 0.5% income tax.
 */
export function responseTax(price: number | null, vatTag: VatTagInput): TaxBreakdown | null {
  const tax = simulateTax(price ?? 0, vatTag);
  return tax.isOk() ? tax.value : null;
}

export function TaxPreview({ tax }: { readonly tax: TaxBreakdown | null }) {
  if (tax === null) return null;
  const rows: ReadonlyArray<readonly [string, number]> = [
    ['DPP', tax.dpp],
    ['DPP Nilai Lain', tax.dppNilaiLain],
    ['PPN', tax.ppn],
    ['PPh', tax.pph],
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
          <dd>{formatRupiah(tax.danaTerima)}</dd>
        </div>
      </dl>
    </section>
  );
}
