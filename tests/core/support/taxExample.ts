/**
 * DESIGN.md's worked example of the tax simulation, written out once: 100 000 rupiah taxed (VAT
 * tag 0) under the field names a product submission carries.
 */
export const TAXED_100000_FIELDS = {
  dpp_price: 90090,
  dpp_nilai_lain: 82582,
  ppn_price: 9910,
  pph_price: 450,
  dana_terima: 89640,
} as const;
