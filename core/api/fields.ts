import { z } from 'zod';
import { parseRupiah, toRupiah } from '../money';

/**
 * Request fields read with core's parsers, so a server that validates with the catalogue refuses
 * what the forms refuse: a rupiah amount goes through the one rupiah parser ('1.250.000' or
 * '1250000'; no '0x10', no '1e9', no decimals, at most MAX_RUPIAH), a JSON number through toRupiah.
 */
export const rupiahField = z.union([z.number(), z.string()]).transform((value, ctx): number => {
  const read = typeof value === 'number' ? toRupiah(value) : parseRupiah(value);
  if (read.isOk()) return read.value;
  ctx.issues.push({ code: 'custom', message: read.error.message, input: value });
  return z.NEVER;
});

/** A whole count (stock, quantity, id) written in digits only: no sign, exponent or hexadecimal. */
export const countField = z
  .union([
    z.number().int().nonnegative(),
    z
      .string()
      .trim()
      .regex(/^\d{1,15}$/, 'Harus angka bulat')
      .transform(Number),
  ])
  .pipe(z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER));

/**
 * A decimal as it travels on the wire (weights, dimensions): what a JavaScript number prints,
 * digits with an optional dot and at most three decimals. No exponent, sign or hexadecimal.
 */
export const decimalWireField = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,9}(\.\d{1,3})?$/, 'Harus angka desimal (contoh 0.25)')
      .transform(Number),
  ])
  .pipe(z.number().nonnegative().max(999_999_999));

/** An optional multipart field: an empty part is the same as no part. */
export function optionalField<T extends z.ZodType>(field: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), field.optional());
}
