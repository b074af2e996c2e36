import { PPN_MODE_OPTIONS } from '@core/pricing';
import {
  BOOK_SPEC_OPTIONS,
  GOODS_SPEC_OPTIONS,
  SERVICE_STATUS_OPTIONS,
  UNIT_OPTIONS,
  type Option,
} from '@core/product/options';
import type { ProductDetail, SelectOption, WholesaleTier } from '@core/product/schema';
import { categoryChain } from './categories';
import { productReference, zoneMaximums } from './reference';
import type { ProductRecord } from './state';

/** The select lists of the detail answer with the product's value marked; only the first equal option is marked. */
function choose(options: readonly Option<string | number>[], selected: string | number | null): SelectOption[] {
  const wanted = selected === null ? null : String(selected).toLowerCase();
  const index = wanted === null ? -1 : options.findIndex((o) => String(o.value).toLowerCase() === wanted);
  return options.map((o, i) => ({ name: o.label, value: o.value, isSelected: i === index }));
}

function padTiers(tiers: readonly WholesaleTier[]): WholesaleTier[] {
  return [0, 1, 2, 3].map((i) => tiers[i] ?? { min: 0, price: 0 });
}

function manufacturerOptions(product: ProductRecord): SelectOption[] {
  if (product.itemType === 3) return [];
  const ref = productReference();
  const list = product.itemType === 1 ? ref.publishers : ref.brands;
  return list.map((m) => ({ name: m.name, value: m.id, isSelected: m.id === product.brandId }));
}

/** The detail answer of spec 001 §3.2. */
export function productDetail(product: ProductRecord): ProductDetail {
  const ref = productReference();
  const isBook = product.itemType === 1;
  const isService = product.itemType === 3;
  const book = product.book;
  const maximums = book ? zoneMaximums(book) : null;
  const spec = product.spec;
  const specLists = isBook ? BOOK_SPEC_OPTIONS : GOODS_SPEC_OPTIONS;
  return {
    id: product.id,
    slug: product.slug,
    layout: product.layout,
    itemType: product.itemType,
    isActive: product.isActive,
    isLayoutBook: isBook,
    isLayoutService: isService,
    isWaitingConfirm: product.isWaitingConfirm,
    isBlocked: product.isBlocked,
    sectionProductInformation: {
      name: product.name,
      skKelulusan: book?.skKelulusan ?? '',
      sku: product.model,
      isbn: book?.isbn ?? '',
      bookId: book?.bookId ?? null,
      kelas: book?.kelas ?? '',
      semester: book?.semester ?? '',
      manufacturer: manufacturerOptions(product),
      description: product.description,
      workDuration: product.workDuration,
      categoryId: product.categoryId,
      categoryChildren: categoryChain(product.categoryId),
    },
    sectionPriceInformation: {
      price: product.price,
      priceNego: product.priceNego,
      stock: product.stock,
      ppn: choose(PPN_MODE_OPTIONS, product.ppn),
      ppnTag: { selectedPpnTag: ref.ppnTags[product.ppnTag] ?? '', options: [...ref.ppnTags] },
      priceZone: (product.zonePrices ?? []).map((price, i) => ({
        zone: i + 1,
        price,
        maxPrice: maximums?.[i] ?? null,
      })),
      priceGrosir: isBook ? [] : padTiers(product.wholesale),
      priceGrosirZone: (product.zoneWholesale ?? []).map((tiers, i) => ({ zone: i + 1, tiers: padTiers(tiers) })),
      unitType: choose(UNIT_OPTIONS, product.unitType),
    },
    sectionMediaInformation: {
      imagePrimary: product.imagePrimary,
      imageOther: product.imageOther.map((image) => ({ image })),
    },
    sectionSpecInformation: {
      pages: book?.pages ?? null,
      weight: product.weight,
      stock: product.stock,
      dimension: product.dimension,
      origin: choose(specLists.origin, product.origin),
      producer: choose(specLists.producer, product.producer),
      contentPaper: choose(BOOK_SPEC_OPTIONS.contentPaper, book?.contentPaper ?? null),
      coverPaper: choose(BOOK_SPEC_OPTIONS.coverPaper, book?.coverPaper ?? null),
      fillColor: choose(BOOK_SPEC_OPTIONS.fillColor, book?.fillColor ?? null),
      coverColor: choose(BOOK_SPEC_OPTIONS.coverColor, book?.coverColor ?? null),
      condition: choose(GOODS_SPEC_OPTIONS.condition, product.condition),
      status: choose(isService ? SERVICE_STATUS_OPTIONS : specLists.status, product.isActive ? 1 : 0),
      finishing: choose(BOOK_SPEC_OPTIONS.finishing, book?.finishing ?? null),
      binding: choose(BOOK_SPEC_OPTIONS.binding, book?.binding ?? null),
      processor: choose(GOODS_SPEC_OPTIONS.processor, spec.processor),
      memory: choose(GOODS_SPEC_OPTIONS.memory, spec.memory),
      harddisk: choose(GOODS_SPEC_OPTIONS.harddisk, spec.harddisk),
      warranty: choose(GOODS_SPEC_OPTIONS.warranty, product.warranty),
      cdDvd: choose(GOODS_SPEC_OPTIONS.cdDvd, spec.cdDvd),
      monitor: choose(GOODS_SPEC_OPTIONS.monitor, spec.monitor),
      os: choose(GOODS_SPEC_OPTIONS.os, spec.os),
      availability: choose(GOODS_SPEC_OPTIONS.availability, spec.availability),
      installedApplication: spec.installedApplication,
    },
    packet: product.packets,
  };
}
