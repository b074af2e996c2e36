import { err, type Result } from 'neverthrow';
import { toRupiah, type RupiahError } from './money';
import { isTaxedVatTag, parseVatTag, VAT_TAG_INVALID, type VatTagInput } from './vatTag';

/**
 * The tax simulation, in whole rupiah, of a price under a product's VAT tag: the
 * one function the product forms, the negotiation preview and its confirmation, `penyedia tax`
 * and the sandbox call. The rounding is the one fixed in DESIGN.md "Decisions": dpp rounded down,
 * dppNilaiLain rounded down, ppn rounded up, pph rounded down, and the seller receives the rest.
 */
export interface TaxBreakdown {
  /** Dasar pengenaan pajak: the price without the 11% VAT it includes. */
  readonly dpp: number;
  /** DPP nilai lain: 11/12 of dpp (0 when the item is not taxed). */
  readonly dppNilaiLain: number;
  /** PPN: 12% of dppNilaiLain, rounded up. */
  readonly ppn: number;
  /** PPh: 0.5% of dpp (of the price when not taxed), rounded down. */
  readonly pph: number;
  /** Dana diterima: what reaches the seller. */
  readonly danaTerima: number;
}

/** A price that is not whole rupiah, or a tag that is not one of the 27. */
export type TaxError = RupiahError | { readonly kind: 'vat-tag'; readonly message: string };

// Exact integer division for non-negative safe integers: the remainder is exact, so a - r is a
// multiple of b and the division has no rounding. price x 100 stays below 1e14 < 2^53.
function floorDiv(a: number, b: number): number {
  return (a - (a % b)) / b;
}

function ceilDiv(a: number, b: number): number {
  return floorDiv(a, b) + (a % b === 0 ? 0 : 1);
}

/** The breakdown of one valid price; `taxed` is true only for VAT tag 0. */
function breakdown(price: number, taxed: boolean): TaxBreakdown {
  if (!taxed) {
    const pph = floorDiv(price * 5, 1000);
    return { dpp: price, dppNilaiLain: 0, ppn: 0, pph, danaTerima: price - pph };
  }
  const dpp = floorDiv(price * 100, 111);
  const dppNilaiLain = floorDiv(dpp * 11, 12);
  const ppn = ceilDiv(dppNilaiLain * 12, 100);
  const pph = floorDiv(dpp * 5, 1000);
  return { dpp, dppNilaiLain, ppn, pph, danaTerima: price - ppn - pph };
}

/**
 * Simulates VAT, income tax and the amount received for a price that includes the tax, under the
 * product's VAT tag (12, '12' or '12:Jasa Pendidikan'; only tag 0 is taxed). A price that is not a
 * whole number, is negative or is above 999999999999, or a tag that is not 0..26, is an error,
 * never NaN and never a guess.
 */
export function simulateTax(price: number, vatTag: VatTagInput): Result<TaxBreakdown, TaxError> {
  if (parseVatTag(vatTag) === null) return err({ kind: 'vat-tag', message: VAT_TAG_INVALID });
  return toRupiah(price).map((valid) => breakdown(valid, isTaxedVatTag(vatTag)));
}

/** The multipart names of a breakdown; the negotiation price uses the _nego forms. */
export interface TaxFields {
  readonly dpp_price: number;
  readonly dpp_nilai_lain: number;
  readonly ppn_price: number;
  readonly pph_price: number;
  readonly dana_terima: number;
}

export interface NegoTaxFields {
  readonly dpp_price_nego: number;
  readonly dpp_nilai_lain_nego: number;
  readonly ppn_price_nego: number;
  readonly pph_price_nego: number;
  readonly dana_terima_nego: number;
}

export function taxFields(tax: TaxBreakdown): TaxFields {
  return {
    dpp_price: tax.dpp,
    dpp_nilai_lain: tax.dppNilaiLain,
    ppn_price: tax.ppn,
    pph_price: tax.pph,
    dana_terima: tax.danaTerima,
  };
}

export function negoTaxFields(tax: TaxBreakdown): NegoTaxFields {
  return {
    dpp_price_nego: tax.dpp,
    dpp_nilai_lain_nego: tax.dppNilaiLain,
    ppn_price_nego: tax.ppn,
    pph_price_nego: tax.pph,
    dana_terima_nego: tax.danaTerima,
  };
}

/**
 * Both breakdowns a product form sends: the unit price and the negotiation price. An empty
 * negotiation price simulates as 0 (every _nego field 0), as the form shows before it is typed.
 */
export function simulateProductTax(
  price: number,
  priceNego: number | null,
  vatTag: VatTagInput,
): Result<TaxFields & NegoTaxFields, TaxError> {
  return simulateTax(price, vatTag).andThen((unit) =>
    simulateTax(priceNego ?? 0, vatTag).map((nego) => ({ ...taxFields(unit), ...negoTaxFields(nego) })),
  );
}
