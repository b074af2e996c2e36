import type { CategoryNode } from '../category/schema';
import {
  checkTierMin,
  checkTierPrice,
  checkTierPriceMax,
  checkTierPriceNegative,
  checkTierPriceWithoutMin,
  checkZonePrice,
  EDIT_ZONE_PRICE_EMPTY,
  priceAboveMaxFieldText,
  TIERS,
  ZONES,
  zonePriceAboveMaxMessage,
  type PerTier,
  type PerZone,
  type Tier,
  type WholesaleTierInput,
  type Zone,
} from '../pricing';
import { parseVatTag, VAT_TAG_INVALID } from '../vatTag';
import { asFailure, failure, validator, type Check, type RuleOutcome, type Validator } from '../validation';
import { serviceName, type ProductKind } from './options';
import {
  categoryPathComplete,
  checkBrand,
  checkDimension,
  checkDuration,
  checkMainPhoto,
  checkNegotiationPrice,
  checkProductCode,
  checkProductName,
  checkPublisher,
  checkStock,
  checkUnitPriceMinimum,
  checkUnitPriceSet,
  checkWeight,
  PRODUCT_MESSAGES,
} from './rules';
import { checkTierSequence } from './tiers';
import {
  chosenId,
  tierPath,
  zonePricePath,
  zoneTierBase,
  type ProductField,
  type NumberField,
  type ProductValues,
  type TierBase,
  withNumber,
} from './values';

/**
 * The whole rule list of each product form, on the form values (values.ts) and named by their
 * paths: the spec's rules of that form in the spec's order, the name and code first, the
 * wholesale sequence and the category last. The forms, the sandbox (on the values it reads back
 * from a request) and the mass upload (on the values of a row) run these lists; nothing maps a
 * field name on the way.
 */

export interface ProductRuleContext {
  /** A book's catalogue maximum of each zone; null where none is known. */
  readonly zoneMax?: PerZone<number | null>;
  /** The publisher of the book's catalogue row: a book's publisher must be it. Absent: not known here. */
  readonly cataloguePublisherId?: number | null;
  /** The category tree the picker offers; absent: the category is checked by the caller (the server, on its tree). */
  readonly categories?: readonly CategoryNode[];
}

type ProductCheck = Check<ProductValues, ProductField>;

const NO_MAX: PerZone<number | null> = [null, null, null, null, null];

const zoneOf = <T>(values: PerZone<T>, zone: Zone): T => values[zone - 1] as T;
const tiersAt = (v: ProductValues, base: TierBase): PerTier<WholesaleTierInput> =>
  base === 'wholesale' ? v.wholesale : zoneOf(v.zoneWholesale, (Number(base.slice(-1)) + 1) as Zone);
const tierOf = (v: ProductValues, base: TierBase, tier: Tier): WholesaleTierInput =>
  tiersAt(v, base)[tier - 1] as WholesaleTierInput;
const everyZoneTier = ZONES.flatMap((zone) => TIERS.map((tier) => [zone, tier] as const));

/** The name as it is stored: a service's carries 'Jasa '. */
const storedName = (kind: ProductKind, v: ProductValues) => (kind === 'service' ? serviceName(v.name) : v.name);

const identityChecks = (kind: ProductKind): ProductCheck[] => [
  { field: 'name', test: (v) => checkProductName(storedName(kind, v), kind) },
  { field: 'code', test: (v) => checkProductCode(v.code) },
];

const dimensionChecks: ProductCheck[] = (['length', 'width', 'height'] as const).map((field) => ({
  field,
  test: (v) => checkDimension(v[field]),
}));

/** The rules that hold a list of tiers together (tiers.ts), on each tier's two fields. */
function tierSequenceChecks(base: TierBase): ProductCheck[] {
  return TIERS.flatMap((tier) => [
    { field: tierPath(base, tier, 'min'), test: (v) => checkTierSequence(tiersAt(v, base))[tier - 1]?.min ?? null },
    {
      field: tierPath(base, tier, 'price'),
      test: (v) => checkTierSequence(tiersAt(v, base))[tier - 1]?.price ?? null,
    },
  ]);
}

/** The VAT tag: one of the 27 (a select offers only those; a request or a file may say anything). */
const vatTagCheck: ProductCheck = {
  field: 'vatTag',
  test: (v) => (parseVatTag(v.vatTag) === null ? VAT_TAG_INVALID : null),
};

function categoryCheck(mode: 'add' | 'edit', context: ProductRuleContext): ProductCheck[] {
  const { categories } = context;
  if (categories === undefined) return [];
  return [
    {
      field: 'categoryPath',
      test: (v) =>
        (mode === 'edit' && !v.categoryChanged) || categoryPathComplete(categories, v.categoryPath)
          ? null
          : PRODUCT_MESSAGES.categoryIncomplete,
    },
  ];
}

// ---- book ----

/** The eight rules of the book form in the spec's order. */
function bookChecks(context: ProductRuleContext): ProductCheck[] {
  const zoneMax = context.zoneMax ?? NO_MAX;
  const expectedPublisher = context.cataloguePublisherId ?? null;
  return [
    { field: 'mainPhoto', test: (v) => checkMainPhoto(v.mainPhoto) },
    ...ZONES.map((zone): ProductCheck => ({
      field: zonePricePath(zone),
      test: (v) => checkZonePrice(zone, zoneOf(v.zonePrices, zone), zoneOf(zoneMax, zone)),
    })),
    ...everyZoneTier.map(([zone, tier]): ProductCheck => ({
      field: tierPath(zoneTierBase(zone), tier, 'min'),
      test: (v) => checkTierMin(tierOf(v, zoneTierBase(zone), tier), 'book'),
    })),
    { field: 'brandId', test: (v) => checkPublisher(chosenId(v.brandId), expectedPublisher) },
    { field: 'stock', test: (v) => checkStock(v.stock) },
    { field: 'weight', test: (v) => checkWeight(v.weight) },
    ...dimensionChecks,
    ...everyZoneTier.map(([zone, tier]): ProductCheck => ({
      field: tierPath(zoneTierBase(zone), tier, 'price'),
      test: (v) => checkTierPrice(tierOf(v, zoneTierBase(zone), tier), zoneOf(zoneMax, zone), 'book'),
    })),
  ];
}

// ---- non-book and service ----

/** Wholesale prices of a non-book product or a service may not exceed its unit price. */
const unitPriceMax = (v: ProductValues): number | null => (v.price !== null && v.price > 0 ? v.price : null);

/** A tier's own rules that come early in the specification's order: a minus sign on the minimum or the price. */
const tierSignChecks: ProductCheck[] = TIERS.flatMap((tier): ProductCheck[] => [
  { field: tierPath('wholesale', tier, 'min'), test: (v) => checkTierMin(tierOf(v, 'wholesale', tier), 'goods') },
  {
    field: tierPath('wholesale', tier, 'price'),
    test: (v) => checkTierPriceNegative(tierOf(v, 'wholesale', tier), 'goods'),
  },
]);

/** A tier's rules that come after the prices: enabled only after its minimum, at most the unit price. */
const tierPriceChecks: ProductCheck[] = [
  ...TIERS.map((tier): ProductCheck => ({
    field: tierPath('wholesale', tier, 'price'),
    test: (v) => checkTierPriceWithoutMin(tierOf(v, 'wholesale', tier)),
  })),
  ...TIERS.map((tier): ProductCheck => ({
    field: tierPath('wholesale', tier, 'price'),
    test: (v) => checkTierPriceMax(tierOf(v, 'wholesale', tier), unitPriceMax(v)),
  })),
];

/**
 * The non-book rules in the order of the specification: photo, price, negative wholesale fields,
 * weight/stock/dimensions, brand, then the hints (at least 100 for the unit and negotiation
 * prices), the tier enabled only after its minimum, and the tier maximum of the specification
 */
const goodsChecks: ProductCheck[] = [
  { field: 'mainPhoto', test: (v) => checkMainPhoto(v.mainPhoto) },
  { field: 'price', test: (v) => checkUnitPriceSet(v.price) },
  ...tierSignChecks,
  { field: 'weight', test: (v) => checkWeight(v.weight) },
  { field: 'stock', test: (v) => checkStock(v.stock) },
  ...dimensionChecks,
  { field: 'brandId', test: (v) => checkBrand(chosenId(v.brandId)) },
  { field: 'price', test: (v) => checkUnitPriceMinimum(v.price) },
  { field: 'priceNego', test: (v) => checkNegotiationPrice(v.priceNego) },
  ...tierPriceChecks,
];

/**
 * The service rules of the specification; the missing-photo message shows and the form still goes on. A
 * service's wholesale tiers (the mass-upload template has one set of tier columns for both
 * kinds) follow the non-book tier rules.
 */
const serviceChecks: ProductCheck[] = [
  { field: 'mainPhoto', test: (v) => checkMainPhoto(v.mainPhoto), blocking: false },
  { field: 'price', test: (v) => checkUnitPriceSet(v.price) },
  ...tierSignChecks,
  { field: 'durationDays', test: (v) => checkDuration(v.durationDays) },
  { field: 'price', test: (v) => checkUnitPriceMinimum(v.price) },
  { field: 'priceNego', test: (v) => checkNegotiationPrice(v.priceNego) },
  ...tierPriceChecks,
];

/** The spec's own rules of a kind's add form, in its order. */
function specAddChecks(kind: ProductKind, context: ProductRuleContext): ProductCheck[] {
  switch (kind) {
    case 'book':
      return bookChecks(context);
    case 'goods':
      return goodsChecks;
    case 'service':
      return serviceChecks;
  }
}

/** The add form of a kind: name and code, the spec's rules, the tier sequence. */
function addChecks(kind: ProductKind, context: ProductRuleContext): ProductCheck[] {
  const sequence =
    kind === 'book' ? ZONES.flatMap((zone) => tierSequenceChecks(zoneTierBase(zone))) : tierSequenceChecks('wholesale');
  return [...identityChecks(kind), ...specAddChecks(kind, context), ...sequence];
}

// ---- edit save ----

function editZoneCheck(zone: Zone, v: ProductValues, zoneMax: PerZone<number | null>): RuleOutcome {
  const price = zoneOf(v.zonePrices, zone);
  const max = zoneOf(zoneMax, zone);
  if (price === null || price <= 0) return failure(zonePriceAboveMaxMessage(zone), EDIT_ZONE_PRICE_EMPTY);
  if (max !== null && price > max)
    return failure(zonePriceAboveMaxMessage(zone), priceAboveMaxFieldText(`zona ${zone}`, max));
  return null;
}

/** The six rules of the edit form in order, then the weight field rule; each only where the kind has the field. */
function editChecks(kind: ProductKind, context: ProductRuleContext): ProductCheck[] {
  const zoneMax = context.zoneMax ?? NO_MAX;
  const emptyPrice = (v: ProductValues) => v.price === null || v.price <= 0;
  return [
    ...(kind === 'book'
      ? []
      : [{ field: 'price', test: (v) => (emptyPrice(v) ? PRODUCT_MESSAGES.editPriceEmpty : null) } as ProductCheck]),
    ...(kind === 'book'
      ? [{ field: 'price', test: (v) => (emptyPrice(v) ? PRODUCT_MESSAGES.editBookPriceEmpty : null) } as ProductCheck]
      : []),
    ...(kind === 'service'
      ? []
      : [
          {
            field: 'stock',
            test: (v) => (v.stock !== null && v.stock < 0 ? PRODUCT_MESSAGES.stockNegative : null),
          } as ProductCheck,
        ]),
    ...(kind === 'book'
      ? ZONES.map((zone): ProductCheck => ({
          field: zonePricePath(zone),
          test: (v) => editZoneCheck(zone, v, zoneMax),
        }))
      : []),
    ...(kind === 'service'
      ? [
          {
            field: 'durationDays',
            test: (v) => (v.durationDays === null || v.durationDays <= 0 ? PRODUCT_MESSAGES.editDurationEmpty : null),
          } as ProductCheck,
        ]
      : [
          {
            field: 'brandId',
            test: (v) => (chosenId(v.brandId) === null ? PRODUCT_MESSAGES.editBrandMissing : null),
          } as ProductCheck,
          {
            field: 'weight',
            test: (v) => (v.weight === null || !(v.weight > 0) ? PRODUCT_MESSAGES.editWeightEmpty : null),
          } as ProductCheck,
        ]),
  ];
}

/**
 * Only the rules the specification lists for a form, in its order (books, non-book and
 * services, the edit save): the spine of productValidator, whose first message is always the
 * earliest of these that fails.
 */
export function specValidator(
  kind: ProductKind,
  mode: 'add' | 'edit',
  context: ProductRuleContext = {},
): Validator<ProductValues, ProductField> {
  return validator(mode === 'edit' ? editChecks(kind, context) : specAddChecks(kind, context));
}

/**
 * The rule list of a product form. The edit form runs the specification in its order and then every
 * rule the add form of the same kind runs, so an edit can save nothing the add form would refuse.
 */
export function productValidator(
  kind: ProductKind,
  mode: 'add' | 'edit',
  context: ProductRuleContext = {},
): Validator<ProductValues, ProductField> {
  const own = mode === 'edit' ? editChecks(kind, context) : [];
  return validator([...own, ...addChecks(kind, context), vatTagCheck, ...categoryCheck(mode, context)]);
}

// ---- a minus sign typed ----

/** What a negative typed in a number field becomes: a minimum purchase (and a duration) 1, any other amount 0. */
export function negativeReset(field: NumberField): number {
  return field.endsWith('.min') || field === 'durationDays' ? 1 : 0;
}

/**
 * The field's own words for a negative, before it is forced away: the message of the first rule of
 * the kind's add form that refuses the value on that field (the edit form's own list would say
 * 'Harga Tidak Boleh 0 atau Kosong' of a negative price; the add form's rule names the sign).
 */
export function negativeMessage(
  kind: ProductKind,
  values: ProductValues,
  field: NumberField,
  negative: number,
  context: ProductRuleContext = {},
): string {
  const probe = withNumber(values, field, negative);
  for (const check of productValidator(kind, 'add', context).checks) {
    if (check.field !== field) continue;
    const refused = asFailure(check.test(probe));
    if (refused) return refused.message;
  }
  return PRODUCT_MESSAGES.priceNegative;
}
