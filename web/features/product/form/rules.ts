import type { CategoryNode } from '@core/category/schema';
import type { PerZone } from '@core/pricing';
import {
  bookFormValidator,
  editFormValidator,
  goodsFormValidator,
  serviceFormValidator,
} from '@core/product/formRules';
import { serviceName, type ProductKind } from '@core/product/options';
import { validator, type Check, type Validator } from '@core/validation';
import { cascadeComplete } from '@web/ui/CategoryCascade';
import { CATEGORY_INCOMPLETE } from '../messages';
import type { ProductValues } from './values';

/**
 * The form values in front of core's validators: each form runs its core rule list on what the
 * values hold, and its fields are found again from core's field names. Nothing is decided here.
 */

/** The value path of a core field name ('zonePrice2' -> 'zonePrices.1', 'grosirMin3_2' -> 'zoneWholesale.2.1.min'). */
export function valuePath(field: string): string {
  const zonePrice = /^zonePrice(\d)$/.exec(field);
  if (zonePrice) return `zonePrices.${Number(zonePrice[1]) - 1}`;
  const zoneTier = /^grosir(Min|Price)(\d)_(\d)$/.exec(field);
  if (zoneTier)
    return `zoneWholesale.${Number(zoneTier[2]) - 1}.${Number(zoneTier[3]) - 1}.${zoneTier[1] === 'Min' ? 'min' : 'price'}`;
  const tier = /^grosir(Min|Price)(\d)$/.exec(field);
  if (tier) return `wholesale.${Number(tier[2]) - 1}.${tier[1] === 'Min' ? 'min' : 'price'}`;
  const renamed: Record<string, string> = { duration: 'durationDays', brand: 'brandId', publisher: 'brandId' };
  return renamed[field] ?? field;
}

/** A core validator turned into one on the form values. */
function onValues<Input, Field extends string>(
  core: Validator<Input, Field>,
  input: (values: ProductValues) => Input,
): Check<ProductValues, string>[] {
  return core.checks.map((check) => ({ ...check, test: (values: ProductValues) => check.test(input(values)) }));
}

const chosenId = (text: string): number | null => (text === '' ? null : Number(text));

/** The name as it will be stored: a service's carries 'Jasa ' (spec 001 §3.9). */
const storedName = (kind: ProductKind, name: string): string => (kind === 'service' ? serviceName(name) : name);

const dimensions = (v: ProductValues) => ({ length: v.length, width: v.width, height: v.height });

export interface RuleContext {
  /** The categories the cascade offers; a chosen chain must reach a level without children. */
  readonly roots: readonly CategoryNode[];
  /** Book zone maximums (catalogue), null where none is known. */
  readonly zoneMax?: PerZone<number | null>;
}

const noMax: PerZone<number | null> = [null, null, null, null, null];

/** The whole rule list of a form, on its values; the category chain comes last, as the server takes only the deepest. */
export function formRules(
  kind: ProductKind,
  mode: 'add' | 'edit',
  context: RuleContext,
): Validator<ProductValues, string> {
  const zoneMax = context.zoneMax ?? noMax;
  const core =
    mode === 'edit'
      ? onValues(editFormValidator, (v) => ({
          kind,
          name: storedName(kind, v.name),
          code: v.code,
          mainPhoto: v.mainPhoto,
          price: v.price,
          priceNego: v.priceNego,
          stock: v.stock,
          zonePrices: v.zonePrices,
          zoneMax,
          wholesale: v.wholesale,
          zoneWholesale: v.zoneWholesale,
          durationDays: v.durationDays,
          brandId: kind === 'service' ? 1 : chosenId(v.brandId),
          weight: v.weight,
          ...dimensions(v),
        }))
      : kind === 'book'
        ? onValues(bookFormValidator, (v) => ({
            name: v.name,
            code: v.code,
            mainPhoto: v.mainPhoto,
            zonePrices: v.zonePrices,
            zoneMax,
            wholesale: v.zoneWholesale,
            publisherId: chosenId(v.brandId),
            stock: v.stock,
            weight: v.weight,
            ...dimensions(v),
          }))
        : kind === 'goods'
          ? onValues(goodsFormValidator, (v) => ({ ...v, name: v.name, brandId: chosenId(v.brandId) }))
          : onValues(serviceFormValidator, (v) => ({ ...v, name: storedName('service', v.name) }));
  const category: Check<ProductValues, string> = {
    field: 'categoryPath',
    test: (v) =>
      (mode === 'edit' && !v.categoryChanged) || cascadeComplete(context.roots, v.categoryPath)
        ? null
        : CATEGORY_INCOMPLETE,
  };
  return validator([...core, category]);
}
