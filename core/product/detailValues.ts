import type { ProductKind } from './options';
import type { ProductDetail, SelectOption, WholesaleTier } from './schema';
import type { UpdateFacts } from './wire';
import type { DraftValues } from './draftSchema';
import { emptyValues, SPEC_KEYS_OF, type ProductValues } from './values';

/**
 * The first step of the product map on the portal's side: a product's detail answer as the
 * values of its edit form, and the facts its update sends back unchanged. Every value
 * the update carries is read from the answer, so an untouched form saves the product as it is.
 */

function kindOfDetail(detail: Pick<ProductDetail, 'isLayoutBook' | 'isLayoutService'>): ProductKind {
  return detail.isLayoutBook ? 'book' : detail.isLayoutService ? 'service' : 'goods';
}

function selected(options: readonly SelectOption[]): string {
  const found = options.find((o) => o.isSelected);
  return found === undefined ? '' : String(found.value);
}

/** A stored tier of {0, 0} is an empty one. */
function fourTiers(list: readonly WholesaleTier[]): DraftValues['wholesale'] {
  const at = (i: number) => {
    const t = list[i];
    return { min: t && t.min > 0 ? t.min : null, price: t && t.price > 0 ? t.price : null };
  };
  return [at(0), at(1), at(2), at(3)];
}

export interface DetailValues {
  readonly kind: ProductKind;
  readonly values: ProductValues;
  readonly facts: UpdateFacts;
}

/** The edit form's values of a freshly loaded product, and what its update sends beside them. */
export function valuesOfDetail(detail: ProductDetail): DetailValues {
  const kind = kindOfDetail(detail);
  const info = detail.sectionProductInformation;
  const price = detail.sectionPriceInformation;
  const spec = detail.sectionSpecInformation;
  const media = detail.sectionMediaInformation;
  const zone = (n: number) => price.priceZone.find((z) => z.zone === n)?.price ?? null;
  const zoneTiers = (n: number) => fourTiers(price.priceGrosirZone.find((z) => z.zone === n)?.tiers ?? []);
  const ppn = Number(selected(price.ppn) || 0);
  const values = emptyValues({
    name: info.name,
    code: info.sku,
    tags: info.tags,
    // The stored slug goes back as it is: a save keeps the product's link.
    seo: detail.slug,
    brandId: kind === 'service' ? '' : selected(info.manufacturer),
    categoryPath: info.categoryChildren.map((c) => c.value),
    categoryChanged: false,
    description: info.description,
    price: price.price,
    priceNego: price.priceNego,
    ppnMode: ppn === 1 ? 1 : ppn === 2 ? 2 : 0,
    vatTag: price.ppnTag.selectedPpnTag,
    unitType: selected(price.unitType),
    zonePrices: [zone(1), zone(2), zone(3), zone(4), zone(5)],
    wholesale: fourTiers(price.priceGrosir),
    zoneWholesale: [zoneTiers(1), zoneTiers(2), zoneTiers(3), zoneTiers(4), zoneTiers(5)],
    stock: kind === 'service' ? null : price.stock,
    weight: kind === 'service' ? null : spec.weight,
    length: kind === 'service' ? null : spec.dimension.long,
    width: kind === 'service' ? null : spec.dimension.wide,
    height: kind === 'service' ? null : spec.dimension.high,
    durationDays: kind === 'service' ? info.workDuration : null,
    spec: Object.fromEntries(SPEC_KEYS_OF[kind].map((key) => [key, selected(spec[key])])),
    installedApplications: kind === 'goods' ? spec.installedApplication : '',
    status: selected(spec.status) === '0' ? 0 : 1,
    skKelulusan: info.skKelulusan,
    isbn: info.isbn,
    mainPhoto: media.imagePrimary || null,
    extraPhotos: Array.from({ length: kind === 'service' ? 3 : 2 }, (_, i) => media.imageOther[i]?.image ?? null),
  });
  return {
    kind,
    values,
    facts: {
      productId: detail.id,
      bookId: info.bookId ?? undefined,
      kelas: info.kelas,
      semester: info.semester,
      isWaitingConfirm: detail.isWaitingConfirm,
    },
  };
}
