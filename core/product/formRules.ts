import { ZONES, zoneValue, type PerTier, type PerZone, type WholesaleTierInput } from '../pricing';
import { validator, type Check, type Validator } from '../validation';
import type { ProductKind } from './options';
import {
  bookSubmitValidator,
  bookTierMinField,
  bookTierPriceField,
  editSaveValidator,
  goodsSubmitValidator,
  goodsTierMinField,
  goodsTierPriceField,
  checkProductCode,
  checkProductName,
  serviceSubmitValidator,
  type BookField,
  type BookSubmitInput,
  type EditField,
  type EditSaveInput,
  type GoodsField,
  type GoodsSubmitInput,
  type PhotoValue,
  type ServiceField,
  type ServiceSubmitInput,
} from './rules';
import { tierSequenceChecks } from './tiers';

/**
 * The whole rule list of each product form: the spec's rules of that form in the spec's order
 * (rules.ts), the name first and the wholesale sequence last. Add, edit and the sandbox run these
 * lists; the edit form runs its own spec rules first and then every rule the add form of the same
 * kind runs, so an edit can save nothing the add form would have refused.
 */

export { checkProductName, SERVICE_NAME_TYPED_MAX_LENGTH } from './rules';

interface Named {
  /** The name as it will be stored (a service's with its 'Jasa ' prefix). */
  readonly name: string;
  /** The product code (SKU). */
  readonly code: string;
}

/** The name and the code come first, before the spec's rules of the form. */
const identityChecks = <F extends Named>(kind: ProductKind): Check<F, 'name' | 'code'>[] => [
  { field: 'name', test: (f) => checkProductName(f.name, kind) },
  { field: 'code', test: (f) => checkProductCode(f.code) },
];

export type BookFormInput = BookSubmitInput & Named;
export type BookFormField = BookField | 'name' | 'code';

export const bookFormValidator: Validator<BookFormInput, BookFormField> = validator<BookFormInput, BookFormField>([
  ...identityChecks<BookFormInput>('book'),
  ...bookSubmitValidator.checks,
  ...ZONES.flatMap((zone) =>
    tierSequenceChecks<BookFormInput, BookFormField>(
      (f) => zoneValue(f.wholesale, zone),
      (tier) => bookTierMinField(zone, tier),
      (tier) => bookTierPriceField(zone, tier),
    ),
  ),
]);

export type GoodsFormInput = GoodsSubmitInput & Named;
export type GoodsFormField = GoodsField | 'name' | 'code';

export const goodsFormValidator: Validator<GoodsFormInput, GoodsFormField> = validator<GoodsFormInput, GoodsFormField>([
  ...identityChecks<GoodsFormInput>('goods'),
  ...goodsSubmitValidator.checks,
  ...tierSequenceChecks<GoodsFormInput, GoodsFormField>((f) => f.wholesale, goodsTierMinField, goodsTierPriceField),
]);

export type ServiceFormInput = ServiceSubmitInput & Named;
export type ServiceFormField = ServiceField | 'name' | 'code';

export const serviceFormValidator: Validator<ServiceFormInput, ServiceFormField> = validator<
  ServiceFormInput,
  ServiceFormField
>([...identityChecks<ServiceFormInput>('service'), ...serviceSubmitValidator.checks]);

// ---- edit ----

export interface EditFormInput extends EditSaveInput, Named {
  readonly mainPhoto: PhotoValue;
  readonly priceNego: number | null;
  readonly wholesale: PerTier<WholesaleTierInput>;
  readonly zoneWholesale: PerZone<PerTier<WholesaleTierInput>>;
  readonly length: number | null;
  readonly width: number | null;
  readonly height: number | null;
}

export type EditFormField = EditField | BookFormField | GoodsFormField | ServiceFormField;

/** What every kind's add form checks first: the name, the code and the main photo. */
const named = (f: EditFormInput) => ({ name: f.name, code: f.code, mainPhoto: f.mainPhoto });
const physical = (f: EditFormInput) => ({
  ...named(f),
  stock: f.stock,
  weight: f.weight,
  length: f.length,
  width: f.width,
  height: f.height,
});
const priced = (f: EditFormInput) => ({ price: f.price, priceNego: f.priceNego });

const asBook = (f: EditFormInput): BookFormInput => ({
  ...physical(f),
  zonePrices: f.zonePrices,
  zoneMax: f.zoneMax,
  wholesale: f.zoneWholesale,
  publisherId: f.brandId,
});

const asGoods = (f: EditFormInput): GoodsFormInput => ({
  ...physical(f),
  ...priced(f),
  wholesale: f.wholesale,
  brandId: f.brandId,
});

const asService = (f: EditFormInput): ServiceFormInput => ({
  ...named(f),
  ...priced(f),
  durationDays: f.durationDays,
});

/** The add form's checks of one kind, run on an edit of that kind only. */
function addRulesOf<Input, Field extends EditFormField>(
  kind: ProductKind,
  add: Validator<Input, Field>,
  adapt: (f: EditFormInput) => Input,
): Check<EditFormInput, Field>[] {
  return add.checks.map((check) => ({
    ...check,
    test: (f: EditFormInput) => (f.kind === kind ? check.test(adapt(f)) : null),
  }));
}

/** Spec 001 §5.4 in its order, then whatever the add form of the product's kind refuses. */
export const editFormValidator: Validator<EditFormInput, EditFormField> = validator<EditFormInput, EditFormField>([
  ...editSaveValidator.checks,
  ...addRulesOf('book', bookFormValidator, asBook),
  ...addRulesOf('goods', goodsFormValidator, asGoods),
  ...addRulesOf('service', serviceFormValidator, asService),
]);
