import { formatRupiah, parseRupiah } from '@core/money';
import { simulateTax, type TaxBreakdown } from '@core/tax';
import { isTaxedVatTag, TAXED_VAT_TAG, type VatTagInput } from '@core/vatTag';

/** `--untaxed` names no tag: every exemption (1..26) simulates alike, so the first stands for them. */
const AN_EXEMPT_VAT_TAG = 1;

/** One line of `penyedia tax --json`. */
interface TaxRow extends TaxBreakdown {
  readonly price: number;
  readonly taxed: boolean;
}

const labels: ReadonlyArray<readonly [keyof TaxBreakdown, string]> = [
  ['dpp', 'DPP'],
  ['dppNilaiLain', 'DPP Nilai Lain'],
  ['ppn', 'PPN'],
  ['pph', 'PPh'],
  ['danaTerima', 'Dana Diterima'],
];

function describe(row: TaxRow): string {
  const head = `Harga ${formatRupiah(row.price)} (${row.taxed ? 'dikenakan PPN' : 'tidak dikenakan PPN'})`;
  const width = Math.max(...labels.map(([, label]) => label.length));
  const lines = labels.map(([key, label]) => `  ${label.padEnd(width)}  ${formatRupiah(row[key])}`);
  return [head, ...lines].join('\n');
}

/**
 * `penyedia tax PRICE... [--untaxed] [--json]`: the seller tax simulation (PPN, PPh, dana diterima) for each
 * price, through core's one tax function under a VAT tag (`tag`, else taxed unless `--untaxed`).
 * Prices may be typed as the forms accept them ('1.250.000'). Any invalid price is reported on
 * stderr and nothing is printed: exit code 1.
 */
export function runTax(
  prices: string[],
  options: { untaxed: boolean; json: boolean; tag?: VatTagInput | undefined },
): number {
  const vatTag = options.tag ?? (options.untaxed ? AN_EXEMPT_VAT_TAG : TAXED_VAT_TAG);
  const taxed = isTaxedVatTag(vatTag);
  const rows: TaxRow[] = [];
  const problems: string[] = [];
  for (const text of prices) {
    const result = parseRupiah(text).andThen((price) =>
      simulateTax(price, vatTag).map((tax) => ({ price, taxed, ...tax })),
    );
    if (result.isOk()) rows.push(result.value);
    else problems.push(`penyedia tax: harga tidak valid "${text}": ${result.error.message}`);
  }
  if (problems.length > 0) {
    process.stderr.write(`${problems.join('\n')}\n`);
    return 1;
  }
  if (options.json) {
    const out = rows.map((r) => ({
      price: r.price,
      taxed: r.taxed,
      dpp: r.dpp,
      dppNilaiLain: r.dppNilaiLain,
      ppn: r.ppn,
      pph: r.pph,
      danaTerima: r.danaTerima,
    }));
    process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  } else {
    process.stdout.write(`${rows.map(describe).join('\n\n')}\n`);
  }
  return 0;
}
