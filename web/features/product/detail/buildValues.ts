import type { PerZone } from '@core/pricing';
import type { ProductFormValues, UpdateExtras } from '@core/product/form';
import type { ProductKind } from '@core/product/options';
import type { ProductDetail } from '@core/product/schema';
import { decimalOrNull } from '../form/fields';
import type { EditDraft, EditPhotos } from './draft';

export function kindOf(detail: ProductDetail): ProductKind {
  return detail.isLayoutBook ? 'book' : detail.isLayoutService ? 'service' : 'goods';
}

const n = (value: number | null) => value ?? 0;

/** The typed form values of core's update builder from the edit draft. */
export function formValues(detail: ProductDetail, draft: EditDraft, photos: EditPhotos): ProductFormValues {
  const common = {
    name: draft.name,
    tags: '',
    code: draft.sku,
    seo: detail.slug,
    categoryPath: draft.categoryPath,
    description: draft.description,
    price: n(draft.price),
    priceNego: draft.priceNego,
    ppnMode: draft.ppnMode,
    vatTag: draft.vatTag,
    mainPhoto: photos.main,
    extraPhotos: photos.extra,
  };
  const physical = {
    origin: draft.spec['origin'] ?? '',
    producer: draft.spec['producer'] ?? '',
    condition: draft.spec['condition'] || 'Baru',
    stock: n(draft.stock),
    warranty: draft.spec['warranty'] ?? '',
    weight: decimalOrNull(draft.weight) ?? 0,
    length: n(draft.length),
    width: n(draft.width),
    height: n(draft.height),
  };
  switch (kindOf(detail)) {
    case 'book':
      return {
        kind: 'book',
        ...common,
        ...physical,
        bookId: detail.sectionProductInformation.bookId ?? 0,
        publisherId: Number(draft.brandId || 0),
        zonePrices: draft.zonePrices.map(n) as unknown as PerZone<number>,
        wholesale: draft.zoneWholesale,
      };
    case 'service':
      return { kind: 'service', ...common, unitType: draft.unitType, durationDays: n(draft.durationDays) };
    case 'goods':
      return {
        kind: 'goods',
        ...common,
        ...physical,
        brandId: Number(draft.brandId || 0),
        unitType: draft.unitType,
        wholesale: draft.wholesale,
        processor: draft.spec['processor'] ?? '',
        memory: draft.spec['memory'] ?? '',
        harddisk: draft.spec['harddisk'] ?? '',
        mediaPlayer: draft.spec['cdDvd'] ?? '',
        monitor: draft.spec['monitor'] ?? '',
        availability: draft.spec['availability'] ?? '',
        installedApplications: draft.installedApplications,
      };
  }
}

export function updateExtras(detail: ProductDetail, draft: EditDraft, photos: EditPhotos): UpdateExtras {
  return {
    productId: detail.id,
    skKelulusan: draft.skKelulusan,
    isbn: draft.isbn,
    kelas: detail.sectionProductInformation.kelas,
    semester: detail.sectionProductInformation.semester,
    cdDvd: draft.spec['cdDvd'] ?? '',
    operatingSystem: draft.spec['os'] ?? '',
    installedApplications: draft.installedApplications,
    imagesChanged: photos.changed,
    categoryChanged: draft.categoryChanged,
    status: draft.status,
    isWaitingConfirm: detail.isWaitingConfirm,
  };
}
