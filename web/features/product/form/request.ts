import type { PerZone } from '@core/pricing';
import type { ProductFormValues } from '@core/product/form';
import type { ProductKind } from '@core/product/options';
import type { ProductValues } from './values';

/** What the submission knows beside the values: the catalogue book, and an edit's stored slug. */
export interface RequestFacts {
  readonly bookId?: number;
  /** The slug to send; '' makes it from the name (core's builder). */
  readonly seo?: string;
}

const n = (value: number | null) => value ?? 0;

/** The form values as core's request builder takes them (spec 001 §3.5). */
export function coreFormValues(kind: ProductKind, v: ProductValues, facts: RequestFacts = {}): ProductFormValues {
  const spec = (key: string) => v.spec[key] ?? '';
  const common = {
    name: v.name,
    tags: v.tags,
    code: v.code,
    seo: facts.seo ?? v.seo,
    categoryPath: v.categoryPath,
    description: v.description,
    price: kind === 'book' && v.price === null ? n(v.zonePrices[0]) : n(v.price),
    priceNego: v.priceNego,
    ppnMode: v.ppnMode,
    vatTag: v.vatTag,
    mainPhoto: v.mainPhoto,
    extraPhotos: v.extraPhotos,
  };
  const physical = {
    origin: spec('origin'),
    producer: spec('producer'),
    condition: spec('condition') || 'Baru',
    stock: n(v.stock),
    warranty: spec('warranty'),
    weight: n(v.weight),
    length: n(v.length),
    width: n(v.width),
    height: n(v.height),
  };
  switch (kind) {
    case 'book':
      return {
        kind,
        ...common,
        ...physical,
        bookId: facts.bookId ?? 0,
        publisherId: Number(v.brandId || 0),
        zonePrices: v.zonePrices.map(n) as unknown as PerZone<number>,
        wholesale: v.zoneWholesale,
      };
    case 'service':
      return { kind, ...common, unitType: v.unitType, durationDays: n(v.durationDays) };
    case 'goods':
      return {
        kind,
        ...common,
        ...physical,
        brandId: Number(v.brandId || 0),
        unitType: v.unitType,
        wholesale: v.wholesale,
        processor: spec('processor'),
        memory: spec('memory'),
        harddisk: spec('harddisk'),
        mediaPlayer: spec('cdDvd'),
        monitor: spec('monitor'),
        availability: spec('availability'),
        installedApplications: v.installedApplications,
      };
  }
}
