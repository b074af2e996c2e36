import { parseRupiah } from '../money';

/** One line of a change request as the order detail sends it: the unit price and both quantities. */
export interface ChangeRequestLine {
  readonly priceCurrencyFormat: string;
  readonly qty: number;
  readonly requestChange: { readonly qty: number };
}

/** The goods' total as ordered and as the customer asks it, in whole rupiah. */
export interface ChangeRequestTotals {
  readonly before: number;
  readonly after: number;
}

/**
 * What the seller agrees to with 'Terima Perubahan': the items' total now and after the change
 * (unit price times quantity, summed). Null when a unit price is not an amount, so no wrong total
 * is ever shown.
 */
export function changeRequestTotals(lines: readonly ChangeRequestLine[]): ChangeRequestTotals | null {
  let before = 0;
  let after = 0;
  for (const line of lines) {
    const price = parseRupiah(line.priceCurrencyFormat);
    if (price.isErr()) return null;
    before += price.value * line.qty;
    after += price.value * line.requestChange.qty;
  }
  return { before, after };
}
