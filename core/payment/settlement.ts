import { formatRupiah } from '../money';

/**
 * What happens to an order's bill: the school pays the bill, the partner keeps its service admin
 * fee and passes the rest on to the seller. The one place this is reckoned: the sandbox's payment
 * lists and cards, the order detail's breakdown and the lines that explain it all use it.
 */

/** The partner's service admin fee: this percent of each order's bill, rounded down to whole rupiah. */
const PARTNER_FEE_PERCENT = 1;

export interface Settlement {
  /** What the school pays (goods and shipping), integer rupiah. */
  readonly bill: number;
  /** The partner's service admin fee. */
  readonly fee: number;
  /** What reaches the seller: the bill less the fee. */
  readonly passedOn: number;
}

/** One order's bill, its fee and what is passed on; the fee is floored, so bill = fee + passedOn exactly. */
export function settlementOf(bill: number): Settlement {
  const fee = Math.floor((bill * PARTNER_FEE_PERCENT) / 100);
  return { bill, fee, passedOn: bill - fee };
}

/** Several orders' settlements added up (each fee reckoned on its own order). */
export function totalSettlement(settlements: readonly Settlement[]): Settlement {
  return settlements.reduce(
    (sum, s) => ({ bill: sum.bill + s.bill, fee: sum.fee + s.fee, passedOn: sum.passedOn + s.passedOn }),
    {
      bill: 0,
      fee: 0,
      passedOn: 0,
    },
  );
}

/** The names of the three amounts, on the order detail, the payment lists and the cards alike. */
export const SETTLEMENT_LABELS = {
  bill: 'Total Tagihan',
  fee: `Biaya Admin Mitra (${PARTNER_FEE_PERCENT}%)`,
  passedOn: 'Total Diteruskan',
} as const;

/** How the fee is reckoned, in a sentence. */
export const FEE_RULE = `Biaya admin layanan mitra ${PARTNER_FEE_PERCENT}% dari total tagihan tiap pesanan, dibulatkan ke bawah ke rupiah penuh; sisanya diteruskan ke penyedia.`;

/** The reckoning of one order in figures: 'Rp3.138.200 − Rp31.382 (biaya admin mitra 1%) = Rp3.106.818'. */
export function settlementSum(settlement: Settlement): string {
  const { bill, fee, passedOn } = settlement;
  return `${formatRupiah(bill)} − ${formatRupiah(fee)} (biaya admin mitra ${PARTNER_FEE_PERCENT}%) = ${formatRupiah(passedOn)}`;
}
