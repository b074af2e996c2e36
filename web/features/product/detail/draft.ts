import { z } from 'zod';
import type { ProductDetail, SelectOption } from '@core/product/schema';
import type { PhotoValue } from '@core/product/rules';

const tier = z.object({ min: z.number().nullable(), price: z.number().nullable() });
const tiers = z.tuple([tier, tier, tier, tier]);

/** What the edit form holds; everything but the photos survives a reload (spec: no lost input). */
const editDraftSchema = z.object({
  name: z.string(),
  skKelulusan: z.string(),
  sku: z.string(),
  isbn: z.string(),
  brandId: z.string(),
  description: z.string(),
  durationDays: z.number().nullable(),
  categoryPath: z.array(z.number()),
  categoryChanged: z.boolean(),
  price: z.number().nullable(),
  priceNego: z.number().nullable(),
  stock: z.number().nullable(),
  ppnMode: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  vatTag: z.string(),
  unitType: z.string(),
  zonePrices: z.tuple([z.number().nullable(), z.number().nullable(), z.number().nullable(), z.number().nullable(), z.number().nullable()]),
  wholesale: tiers,
  zoneWholesale: z.tuple([tiers, tiers, tiers, tiers, tiers]),
  weight: z.string(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  spec: z.record(z.string(), z.string()),
  installedApplications: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
});
export type EditDraft = z.infer<typeof editDraftSchema>;

export interface EditPhotos {
  readonly main: PhotoValue;
  readonly extra: PhotoValue[];
  readonly changed: boolean;
}

/** Spec option lists of the detail answer kept as text choices in the draft. */
export const SPEC_KEYS = [
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
] as const;
export type SpecKey = (typeof SPEC_KEYS)[number];

function selected(options: readonly SelectOption[]): string {
  const found = options.find((o) => o.isSelected);
  return found === undefined ? '' : String(found.value);
}

const EMPTY_TIER = { min: null, price: null };

function fourTiers(list: readonly { min: number; price: number }[]): EditDraft['wholesale'] {
  const at = (i: number) => {
    const t = list[i];
    return t && (t.min > 0 || t.price > 0) ? { min: t.min, price: t.price } : EMPTY_TIER;
  };
  return [at(0), at(1), at(2), at(3)];
}

/** The draft of a freshly loaded product. */
export function draftFromDetail(detail: ProductDetail): EditDraft {
  const info = detail.sectionProductInformation;
  const price = detail.sectionPriceInformation;
  const spec = detail.sectionSpecInformation;
  const zone = (n: number) => price.priceZone.find((z) => z.zone === n)?.price ?? null;
  const zoneTiers = (n: number) => fourTiers(price.priceGrosirZone.find((z) => z.zone === n)?.tiers ?? []);
  const ppn = Number(selected(price.ppn) || 0);
  return {
    name: info.name,
    skKelulusan: info.skKelulusan,
    sku: info.sku,
    isbn: info.isbn,
    brandId: selected(info.manufacturer),
    description: info.description,
    durationDays: info.workDuration,
    categoryPath: info.categoryChildren.map((c) => c.value),
    categoryChanged: false,
    price: price.price,
    priceNego: price.priceNego,
    stock: price.stock,
    ppnMode: ppn === 1 ? 1 : ppn === 2 ? 2 : 0,
    vatTag: price.ppnTag.selectedPpnTag,
    unitType: selected(price.unitType),
    zonePrices: [zone(1), zone(2), zone(3), zone(4), zone(5)],
    wholesale: fourTiers(price.priceGrosir),
    zoneWholesale: [zoneTiers(1), zoneTiers(2), zoneTiers(3), zoneTiers(4), zoneTiers(5)],
    weight: String(spec.weight),
    length: spec.dimension.long,
    width: spec.dimension.wide,
    height: spec.dimension.high,
    spec: Object.fromEntries(SPEC_KEYS.map((key) => [key, selected(spec[key])])),
    installedApplications: spec.installedApplication,
    status: selected(spec.status) === '0' ? 0 : 1,
  };
}

const key = (id: number) => `penyedia.productDraft.${id}`;

/** The unsaved edit of a product, if one was left in this browser. */
export function readDraft(id: number): EditDraft | null {
  try {
    const raw = window.localStorage.getItem(key(id));
    if (raw === null) return null;
    const parsed = editDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveDraft(id: number, draft: EditDraft): void {
  window.localStorage.setItem(key(id), JSON.stringify(draft));
}

export function clearDraft(id: number): void {
  window.localStorage.removeItem(key(id));
}
