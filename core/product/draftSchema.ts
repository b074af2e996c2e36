import { z } from 'zod';
import type { SpecKey } from './labels';

/**
 * What a product form's draft keeps in the browser (everything but the photos), checked when it
 * is read back. Apart from values.ts, so that what reads a product's values (the bulk check among
 * them) does not load zod.
 */

const amount = z.number().nullable();
const tier = z.object({ min: amount, price: amount });
const tiers = z.tuple([tier, tier, tier, tier]);

export const draftValuesSchema = z.object({
  name: z.string(),
  code: z.string(),
  /** Comma-separated tags as typed. */
  tags: z.string(),
  /** The SEO slug as typed; '' means: made from the name. */
  seo: z.string(),
  /** Brand of goods, publisher of books ('' none chosen): a select's value. */
  brandId: z.string(),
  /** The chosen category chain, top level first. */
  categoryPath: z.array(z.number()),
  /** The edit form's 'Ubah Kategori' was used. */
  categoryChanged: z.boolean(),
  /** Rich text. */
  description: z.string(),
  /** Unit price; a book's normal price. */
  price: amount,
  priceNego: amount,
  ppnMode: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** The VAT tag in its 'number:text' form. */
  vatTag: z.string(),
  unitType: z.string(),
  zonePrices: z.tuple([amount, amount, amount, amount, amount]),
  wholesale: tiers,
  zoneWholesale: z.tuple([tiers, tiers, tiers, tiers, tiers]),
  stock: amount,
  /** Kilograms. */
  weight: amount,
  /** Centimetres. */
  length: amount,
  width: amount,
  height: amount,
  durationDays: amount,
  /** Specification choices by key (SPEC_KEYS_OF), kept as their option value. */
  spec: z.partialRecord(
    z.enum([
      'origin',
      'producer',
      'contentPaper',
      'coverPaper',
      'fillColor',
      'coverColor',
      'condition',
      'finishing',
      'binding',
      'processor',
      'memory',
      'harddisk',
      'warranty',
      'cdDvd',
      'monitor',
      'os',
      'availability',
    ] satisfies SpecKey[]),
    z.string(),
  ),
  installedApplications: z.string(),
  /** 1 active, 0 inactive. */
  status: z.union([z.literal(0), z.literal(1)]),
  skKelulusan: z.string(),
  isbn: z.string(),
  /**
   * Packet contents added on a new product's form: they belong to that form, so
   * leaving or cancelling it drops them, and adding one is a change. Sent once the product exists.
   */
  packets: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      image: z.string(),
      quantity: z.number().int().positive(),
    }),
  ),
});
export type DraftValues = z.infer<typeof draftValuesSchema>;
