import { PPN_MODE_OPTIONS } from '@core/pricing';
import {
  BOOK_SPEC_OPTIONS,
  GOODS_SPEC_OPTIONS,
  SERVICE_STATUS_OPTIONS,
  UNIT_OPTIONS,
  type Option,
  type ProductKind,
} from '@core/product/options';
import type { SpecKey } from '@core/product/labels';
import { kindOfRecord } from '@core/product/record';
import type { ProductDetail, SelectOption, WholesaleTier } from '@core/product/schema';
import { BOOK_PRINT_KEYS, SPEC_KEYS_OF } from '@core/product/values';
import { categoryChain } from './categories';
import { manufacturers, productReference, zoneMaximums } from './reference';
import type { ProductRecord } from './state';

/**
 * The select lists of the detail answer with the product's value marked; only the first equal
 * option (in any case) is marked. A stored value no option names (a file's Garansi '1 tahun') is
 * offered as it is, marked: the edit form shows it and an untouched save keeps it.
 */
function choose(options: readonly Option<string | number>[], selected: string | number | null): SelectOption[] {
  const wanted = selected === null ? '' : String(selected).trim();
  const index = wanted === '' ? -1 : options.findIndex((o) => String(o.value).toLowerCase() === wanted.toLowerCase());
  const listed = options.map((o, i) => ({ name: o.label, value: o.value, isSelected: i === index }));
  return index < 0 && wanted !== '' ? [...listed, { name: wanted, value: wanted, isSelected: true }] : listed;
}

/** A specification list of the detail: only the choices the product's kind has (a book's print facts too), the rest empty. */
function specChoice(
  kind: ProductKind,
  key: SpecKey,
  options: readonly Option<string | number>[],
  selected: string | null,
): SelectOption[] {
  const own =
    SPEC_KEYS_OF[kind].includes(key) || (kind === 'book' && (BOOK_PRINT_KEYS as readonly string[]).includes(key));
  return own ? choose(options, selected) : [];
}

function padTiers(tiers: readonly WholesaleTier[]): WholesaleTier[] {
  return [0, 1, 2, 3].map((i) => tiers[i] ?? { min: 0, price: 0 });
}

/** A book's publisher is one of the catalogue's publishers; goods take any brand the add form offers. */
function manufacturerOptions(product: ProductRecord): SelectOption[] {
  if (product.itemType === 3) return [];
  const list = product.itemType === 1 ? productReference().publishers : manufacturers();
  return list.map((m) => ({ name: m.name, value: m.id, isSelected: m.id === product.brandId }));
}

/** The product detail answer. */
export function productDetail(product: ProductRecord): ProductDetail {
  const ref = productReference();
  const isBook = product.itemType === 1;
  const isService = product.itemType === 3;
  const book = product.book;
  const maximums = book ? zoneMaximums(book) : null;
  const spec = product.spec;
  const kind = kindOfRecord(product);
  const specLists = isBook ? BOOK_SPEC_OPTIONS : GOODS_SPEC_OPTIONS;
  const pick = (key: SpecKey, options: readonly Option<string | number>[], selected: string | null) =>
    specChoice(kind, key, options, selected);
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
      tags: product.tags,
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
      origin: pick('origin', specLists.origin, product.origin),
      producer: pick('producer', specLists.producer, product.producer),
      contentPaper: pick('contentPaper', BOOK_SPEC_OPTIONS.contentPaper, book?.contentPaper ?? null),
      coverPaper: pick('coverPaper', BOOK_SPEC_OPTIONS.coverPaper, book?.coverPaper ?? null),
      fillColor: pick('fillColor', BOOK_SPEC_OPTIONS.fillColor, book?.fillColor ?? null),
      coverColor: pick('coverColor', BOOK_SPEC_OPTIONS.coverColor, book?.coverColor ?? null),
      condition: pick('condition', GOODS_SPEC_OPTIONS.condition, product.condition),
      status: choose(isService ? SERVICE_STATUS_OPTIONS : specLists.status, product.isActive ? 1 : 0),
      finishing: pick('finishing', BOOK_SPEC_OPTIONS.finishing, book?.finishing ?? null),
      binding: pick('binding', BOOK_SPEC_OPTIONS.binding, book?.binding ?? null),
      processor: pick('processor', GOODS_SPEC_OPTIONS.processor, spec.processor),
      memory: pick('memory', GOODS_SPEC_OPTIONS.memory, spec.memory),
      harddisk: pick('harddisk', GOODS_SPEC_OPTIONS.harddisk, spec.harddisk),
      warranty: pick('warranty', GOODS_SPEC_OPTIONS.warranty, product.warranty),
      cdDvd: pick('cdDvd', GOODS_SPEC_OPTIONS.cdDvd, spec.cdDvd),
      monitor: pick('monitor', GOODS_SPEC_OPTIONS.monitor, spec.monitor),
      os: pick('os', GOODS_SPEC_OPTIONS.os, spec.os),
      availability: pick('availability', GOODS_SPEC_OPTIONS.availability, spec.availability),
      installedApplication: spec.installedApplication,
    },
    packet: product.packets,
  };
}
