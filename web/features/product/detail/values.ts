import type { UpdateExtras } from '@core/product/form';
import type { ProductKind } from '@core/product/options';
import type { ProductDetail, SelectOption, WholesaleTier } from '@core/product/schema';
import { SPEC_KEYS } from '@core/product/labels';
import type { DraftValues, ProductValues } from '../form/values';

export function kindOf(detail: ProductDetail): ProductKind {
  return detail.isLayoutBook ? 'book' : detail.isLayoutService ? 'service' : 'goods';
}

function selected(options: readonly SelectOption[]): string {
  const found = options.find((o) => o.isSelected);
  return found === undefined ? '' : String(found.value);
}

function fourTiers(list: readonly WholesaleTier[]): DraftValues['wholesale'] {
  const at = (i: number) => {
    const t = list[i];
    return t && (t.min > 0 || t.price > 0) ? { min: t.min, price: t.price } : { min: null, price: null };
  };
  return [at(0), at(1), at(2), at(3)];
}

/** The edit form's values of a freshly loaded product (spec 001 §3.2). */
export function valuesFromDetail(detail: ProductDetail): ProductValues {
  const info = detail.sectionProductInformation;
  const price = detail.sectionPriceInformation;
  const spec = detail.sectionSpecInformation;
  const media = detail.sectionMediaInformation;
  const zone = (n: number) => price.priceZone.find((z) => z.zone === n)?.price ?? null;
  const zoneTiers = (n: number) => fourTiers(price.priceGrosirZone.find((z) => z.zone === n)?.tiers ?? []);
  const ppn = Number(selected(price.ppn) || 0);
  return {
    name: info.name,
    code: info.sku,
    tags: '',
    seo: '',
    brandId: selected(info.manufacturer),
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
    stock: price.stock,
    weight: spec.weight,
    length: spec.dimension.long,
    width: spec.dimension.wide,
    height: spec.dimension.high,
    durationDays: info.workDuration,
    spec: Object.fromEntries(SPEC_KEYS.map((key) => [key, selected(spec[key])])),
    installedApplications: spec.installedApplication,
    status: selected(spec.status) === '0' ? 0 : 1,
    skKelulusan: info.skKelulusan,
    isbn: info.isbn,
    mainPhoto: media.imagePrimary || null,
    extraPhotos: Array.from({ length: detail.isLayoutService ? 3 : 2 }, (_, i) => media.imageOther[i]?.image ?? null),
  };
}

/** What only the update form carries (spec 001 §3.5), from the product and the edited values. */
export function updateExtras(detail: ProductDetail, values: ProductValues, start: ProductValues): UpdateExtras {
  const imagesChanged =
    values.mainPhoto !== start.mainPhoto || values.extraPhotos.some((photo, i) => photo !== start.extraPhotos[i]);
  return {
    productId: detail.id,
    skKelulusan: values.skKelulusan,
    isbn: values.isbn,
    kelas: detail.sectionProductInformation.kelas,
    semester: detail.sectionProductInformation.semester,
    cdDvd: values.spec['cdDvd'] ?? '',
    operatingSystem: values.spec['os'] ?? '',
    installedApplications: values.installedApplications,
    imagesChanged,
    categoryChanged: values.categoryChanged,
    status: values.status,
    isWaitingConfirm: detail.isWaitingConfirm,
  };
}

/** A detail answer's option list as select options. */
export const optionsOf = (list: readonly SelectOption[]) =>
  list.map((o) => ({ value: String(o.value), label: o.name }));
