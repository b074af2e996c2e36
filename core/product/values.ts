import { PPN_MODE, type Tier, type Zone } from '../pricing';
import type { DraftValues } from './draftSchema';
import type { SpecKey } from './labels';
import { DEFAULT_UNIT, NEW_PRODUCT_VAT_TAG, PRODUCT_DEFAULTS, type ProductKind } from './options';

/**
 * A product as its forms hold it: one shape for the book, goods, service and edit forms (each
 * uses its part), and the shape every other form of a product is mapped through (wire.ts: the
 * request fields and back; record.ts: the stored product; the mass upload's rows). The form
 * validators (validators.ts) read it and name their fields by its paths, so a failure lands on the
 * input that holds the value. Amounts are numbers; null is an empty field.
 */

/** A photo slot: a chosen file, an already stored image path or URL, or empty. */
export type PhotoValue = Blob | string | null;

/**
 * The specification choices each kind of product's forms carry, in the order they
 * show them: each has a request field, so what is chosen is kept.
 */
export const SPEC_KEYS_OF: Readonly<Record<ProductKind, readonly SpecKey[]>> = {
  book: ['origin', 'producer'],
  goods: [
    'origin',
    'producer',
    'condition',
    'availability',
    'warranty',
    'processor',
    'memory',
    'harddisk',
    'cdDvd',
    'monitor',
    'os',
  ],
  service: [],
};

/**
 * A book's print specification (papers, colours, finishing, binding): the detail answer gives it,
 * but the request fields of the specification have no name for it, so a form could not keep a change;
 * the edit form shows it read-only.
 */
export const BOOK_PRINT_KEYS = [
  'contentPaper',
  'coverPaper',
  'fillColor',
  'coverColor',
  'finishing',
  'binding',
] as const;

export interface ProductValues extends DraftValues {
  readonly mainPhoto: PhotoValue;
  /** Extra photos in slot order (two for goods and books, three for a service). */
  readonly extraPhotos: PhotoValue[];
}

type Tiers = DraftValues['wholesale'];
export const emptyTiers = (): Tiers => [
  { min: null, price: null },
  { min: null, price: null },
  { min: null, price: null },
  { min: null, price: null },
];

/** The empty form: the defaults of the specification (weight 0.2, dimensions 0, unit Eksemplar, brand 501). */
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
    // Built only when not given: a file's rows give their own, and every row would build them for nothing.
    wholesale: overrides.wholesale ?? emptyTiers(),
    zoneWholesale: overrides.zoneWholesale ?? [emptyTiers(), emptyTiers(), emptyTiers(), emptyTiers(), emptyTiers()],
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
    packets: [],
    mainPhoto: null,
    extraPhotos: [null, null],
    ...overrides,
  };
}

/** The values without the photos: a draft never keeps a picture. */
export function draftPart({ mainPhoto: _main, extraPhotos: _extra, ...rest }: ProductValues): DraftValues {
  return rest;
}

// ---- paths: where a value sits, as the validators name their fields ----

export type ZoneIndex = 0 | 1 | 2 | 3 | 4;
export type TierIndex = 0 | 1 | 2 | 3;
type TierPart = 'min' | 'price';
export type ZonePricePath = `zonePrices.${ZoneIndex}`;
export type TierBase = 'wholesale' | `zoneWholesale.${ZoneIndex}`;
export type TierPath = `${TierBase}.${TierIndex}.${TierPart}`;

/** The values a rule can fail on: each names the input that holds it. */
export type ProductField =
  | 'name'
  | 'code'
  | 'mainPhoto'
  | 'price'
  | 'priceNego'
  | 'brandId'
  | 'categoryPath'
  | 'stock'
  | 'weight'
  | 'length'
  | 'width'
  | 'height'
  | 'durationDays'
  | 'vatTag'
  | ZonePricePath
  | TierPath;

const zoneIndex = (zone: Zone): ZoneIndex => (zone - 1) as ZoneIndex;
const tierIndex = (tier: Tier): TierIndex => (tier - 1) as TierIndex;
export const zonePricePath = (zone: Zone): ZonePricePath => `zonePrices.${zoneIndex(zone)}`;
export const zoneTierBase = (zone: Zone): TierBase => `zoneWholesale.${zoneIndex(zone)}`;
export const tierPath = (base: TierBase, tier: Tier, part: TierPart): TierPath => `${base}.${tierIndex(tier)}.${part}`;

/** The number fields of the values, by path. */
export type NumberField = Exclude<ProductField, 'name' | 'code' | 'mainPhoto' | 'brandId' | 'categoryPath' | 'vatTag'>;

/** The values with one number field set: the tier and zone paths reach into their lists. */
export function withNumber(values: ProductValues, field: NumberField, value: number | null): ProductValues {
  const [head, first, second, part] = field.split('.');
  if (head === 'zonePrices') {
    const zonePrices = [...values.zonePrices] as ProductValues['zonePrices'];
    zonePrices[Number(first) as ZoneIndex] = value;
    return { ...values, zonePrices };
  }
  if (head === 'wholesale') {
    const wholesale = values.wholesale.map((tier, i) =>
      i === Number(first) ? { ...tier, [second ?? 'min']: value } : tier,
    ) as ProductValues['wholesale'];
    return { ...values, wholesale };
  }
  if (head === 'zoneWholesale') {
    const zoneWholesale = values.zoneWholesale.map((tiers, z) =>
      z === Number(first)
        ? tiers.map((tier, i) => (i === Number(second) ? { ...tier, [part ?? 'min']: value } : tier))
        : tiers,
    ) as ProductValues['zoneWholesale'];
    return { ...values, zoneWholesale };
  }
  return { ...values, [field]: value };
}

/** A select's value as an id: '' (none chosen) is null. */
export function chosenId(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' || !/^\d+$/.test(trimmed) ? null : Number(trimmed);
}
