import { z } from 'zod';
import { PPN_MODE } from '@core/pricing';
import { DEFAULT_UNIT, NEW_PRODUCT_VAT_TAG, PRODUCT_DEFAULTS } from '@core/product/options';
import type { PhotoValue } from '@core/product/rules';

/**
 * What every product form holds: one shape for the book, goods, service and edit forms (each
 * uses its part), so the validators' mapping, the draft and the list of changed fields are
 * written once. Amounts are numbers read by core's parsers; null is an empty field.
 */

const amount = z.number().nullable();
const tier = z.object({ min: amount, price: amount });
const tiers = z.tuple([tier, tier, tier, tier]);

/** Everything but the photos: what a draft keeps in the browser. */
export const draftValuesSchema = z.object({
  name: z.string(),
  code: z.string(),
  tags: z.string(),
  /** The SEO slug as typed; '' means: made from the name. */
  seo: z.string(),
  /** Brand of goods, publisher of books ('' none chosen). */
  brandId: z.string(),
  categoryPath: z.array(z.number()),
  /** The edit form's 'Ubah Kategori' was used. */
  categoryChanged: z.boolean(),
  description: z.string(),
  price: amount,
  priceNego: amount,
  ppnMode: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  vatTag: z.string(),
  unitType: z.string(),
  zonePrices: z.tuple([amount, amount, amount, amount, amount]),
  wholesale: tiers,
  zoneWholesale: z.tuple([tiers, tiers, tiers, tiers, tiers]),
  stock: amount,
  weight: amount,
  length: amount,
  width: amount,
  height: amount,
  durationDays: amount,
  /** Specification choices (origin, producer, paper ... os) by name, kept as their option text. */
  spec: z.record(z.string(), z.string()),
  installedApplications: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  skKelulusan: z.string(),
  isbn: z.string(),
});
export type DraftValues = z.infer<typeof draftValuesSchema>;

export interface ProductValues extends DraftValues {
  readonly mainPhoto: PhotoValue;
  readonly extraPhotos: PhotoValue[];
}

type Tiers = DraftValues['wholesale'];
const emptyTiers = (): Tiers => [
  { min: null, price: null },
  { min: null, price: null },
  { min: null, price: null },
  { min: null, price: null },
];

/** The empty form: the defaults of spec 001 §9 (weight 0.2, dimensions 0, unit Eksemplar, brand 501). */
export function emptyValues(overrides: Partial<ProductValues> = {}): ProductValues {
  return {
    name: '',
    code: '',
    tags: '',
    seo: '',
    brandId: String(PRODUCT_DEFAULTS.brandId),
    categoryPath: [],
    categoryChanged: false,
    description: '',
    price: null,
    priceNego: null,
    ppnMode: PPN_MODE.includePpn,
    vatTag: NEW_PRODUCT_VAT_TAG,
    unitType: DEFAULT_UNIT,
    zonePrices: [null, null, null, null, null],
    wholesale: emptyTiers(),
    zoneWholesale: [emptyTiers(), emptyTiers(), emptyTiers(), emptyTiers(), emptyTiers()],
    stock: null,
    weight: PRODUCT_DEFAULTS.weightKg,
    length: PRODUCT_DEFAULTS.dimensionCm,
    width: PRODUCT_DEFAULTS.dimensionCm,
    height: PRODUCT_DEFAULTS.dimensionCm,
    durationDays: null,
    spec: {},
    installedApplications: '',
    status: 1,
    skKelulusan: '',
    isbn: '',
    mainPhoto: null,
    extraPhotos: [null, null],
    ...overrides,
  };
}

/** The values without the photos: a draft never keeps a picture. */
export function draftPart({ mainPhoto: _main, extraPhotos: _extra, ...rest }: ProductValues): DraftValues {
  return rest;
}
