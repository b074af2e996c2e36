import { z } from 'zod';
import { catalogueBookTypeSchema } from '../catalogue/schema';
import { packetLineSchema } from '../packet/schema';
import { TIERS, ZONES } from '../pricing';
import { slugify, tagify } from '../slug';
import { parseVatTag } from '../vatTag';
import {
  BOOK_UNIT_TYPE,
  canonicalChoice,
  DEFAULT_UNIT,
  SERVICE_FIXED_VALUES,
  serviceName,
  SPEC_DEFAULTS,
  UNIT_OPTIONS,
  type ProductKind,
} from './options';
import { wholesaleTierSchema, type WholesaleTier } from './schema';
import type { DraftValues } from './draftSchema';
import { chosenId } from './values';

/**
 * A product as it is stored (the sandbox keeps these; the list and the detail are views of it),
 * and the last step of the product map: the form values written onto it. Everything the values
 * carry for the product's kind is written, and nothing else, so a save of the values a product's
 * detail gave back changes nothing.
 */

const rupiah = z.number().int().nonnegative();
const fourTiers = z.array(wholesaleTierSchema).length(4);

/** What is kept of a book beyond the common fields; title, ISBN and publisher come from the catalogue. */
const bookFactsSchema = z.object({
  bookId: z.number().int(),
  type: catalogueBookTypeSchema,
  isbn: z.string(),
  skKelulusan: z.string().default(''),
  kelas: z.string().default(''),
  semester: z.string().default(''),
  pages: z.number().int().nullable().default(null),
  contentPaper: z.string().default(SPEC_DEFAULTS.contentPaper),
  coverPaper: z.string().default(SPEC_DEFAULTS.coverPaper),
  fillColor: z.string().default(SPEC_DEFAULTS.fillColor),
  coverColor: z.string().default(SPEC_DEFAULTS.coverColor),
  finishing: z.string().default(SPEC_DEFAULTS.finishing),
  binding: z.string().default(SPEC_DEFAULTS.binding),
});
export type BookFacts = z.output<typeof bookFactsSchema>;

/** Specification fields of non-book goods; '' where not applicable. */
const goodsSpecSchema = z.object({
  processor: z.string().default(''),
  memory: z.string().default(''),
  harddisk: z.string().default(''),
  /** The DVD/CD choice: the add call names it media_player, the update call cd_dvd. */
  cdDvd: z.string().default(''),
  monitor: z.string().default(''),
  os: z.string().default(''),
  installedApplication: z.string().default(''),
  availability: z.string().default(SPEC_DEFAULTS.availability),
});

export const productRecordSchema = z.object({
  id: z.number().int(),
  sellerId: z.number().int(),
  /** 1 book, 2 non-book, 3 service. */
  itemType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** The submitted layout: 1 book, 3 non-book and service. */
  layout: z.number().int(),
  name: z.string().min(1),
  slug: z.string(),
  tags: z.string().default(''),
  model: z.string().default(''),
  brandId: z.number().int(),
  /** 0 = Uncategorized (shown as core's needs-update label). */
  categoryId: z.number().int(),
  /** The category an uncategorized product had before the tree changed. */
  oldCategoryId: z.number().int().nullable().default(null),
  description: z.string().default(''),
  price: rupiah,
  priceNego: rupiah.nullable().default(null),
  /** 0 Non PPN, 1 Include PPN, 2 Exclude PPN. */
  ppn: z.number().int().min(0).max(2).default(0),
  ppnTag: z.number().int().min(0).max(26).default(0),
  unitType: z.string().default(DEFAULT_UNIT),
  zonePrices: z.array(rupiah).length(5).nullable().default(null),
  zoneWholesale: z.array(fourTiers).length(5).nullable().default(null),
  /** The used tiers of a non-book product or a service, tier 1 first. */
  wholesale: z.array(wholesaleTierSchema).max(4).default([]),
  stock: z.number().int().nonnegative(),
  weight: z.number().nonnegative().default(0),
  dimension: z.object({ long: z.number(), wide: z.number(), high: z.number() }).default({ long: 0, wide: 0, high: 0 }),
  origin: z.string().default(SPEC_DEFAULTS.origin),
  producer: z.string().default(SPEC_DEFAULTS.producer),
  condition: z.string().default(SPEC_DEFAULTS.condition),
  warranty: z.string().default(''),
  workDuration: z.number().int().nullable().default(null),
  book: bookFactsSchema.nullable().default(null),
  spec: goodsSpecSchema.default(goodsSpecSchema.parse({})),
  imagePrimary: z.string(),
  imageOther: z.array(z.string()).max(3).default([]),
  isActive: z.boolean(),
  isBlocked: z.boolean().default(false),
  isWaitingConfirm: z.boolean().default(false),
  packets: z.array(packetLineSchema).default([]),
});
export type ProductRecord = z.output<typeof productRecordSchema>;

export function kindOfRecord(record: Pick<ProductRecord, 'itemType'>): ProductKind {
  return record.itemType === 1 ? 'book' : record.itemType === 3 ? 'service' : 'goods';
}

const amount = (value: number | null) => value ?? 0;
const text = (value: string | undefined) => (value ?? '').trim();

/** A non-book product's used tiers: a tier with no minimum is unused, and so is every tier after it. */
function usedTiers(tiers: DraftValues['wholesale']): WholesaleTier[] {
  const used: WholesaleTier[] = [];
  for (const tier of tiers) {
    if (tier.min === null || tier.min <= 0) break;
    used.push({ min: tier.min, price: amount(tier.price) });
  }
  return used;
}

function zoneTiers(values: DraftValues): WholesaleTier[][] {
  return ZONES.map((zone) =>
    TIERS.map((tier) => {
      const found = values.zoneWholesale[zone - 1]?.[tier - 1];
      return { min: amount(found?.min ?? null), price: amount(found?.price ?? null) };
    }),
  );
}

/**
 * The values of a form (or a request or a file row read back as one) written onto a stored
 * product of `kind`. A service keeps its fixed values; a book's catalogue facts
 * (title source, ISBN, class, SKU) are the catalogue's and stay. The photos, the category, the
 * slug and the status need the server (uploads, the tree, the other products) and are its part.
 */
export function writeValues(record: ProductRecord, kind: ProductKind, values: DraftValues): void {
  record.name = (kind === 'service' ? serviceName(values.name) : values.name).trim();
  record.tags = tagify(values.tags);
  if (kind !== 'book') record.model = values.code.trim();
  record.description = values.description;
  record.price = kind === 'book' && values.price === null ? amount(values.zonePrices[0]) : amount(values.price);
  record.priceNego = values.priceNego !== null && values.priceNego > 0 ? values.priceNego : null;
  record.ppn = values.ppnMode;
  record.ppnTag = parseVatTag(values.vatTag)?.id ?? record.ppnTag;
  record.unitType =
    kind === 'book'
      ? BOOK_UNIT_TYPE
      : (canonicalChoice(UNIT_OPTIONS, values.unitType) ?? (values.unitType.trim() || DEFAULT_UNIT));
  if (kind === 'service') {
    record.brandId = SERVICE_FIXED_VALUES.l_merk;
    record.condition = SERVICE_FIXED_VALUES.kondisi;
    record.stock = SERVICE_FIXED_VALUES.s_gudang;
    record.weight = SERVICE_FIXED_VALUES.berat;
    record.dimension = { long: 0, wide: 0, high: 0 };
    record.workDuration = values.durationDays;
    record.wholesale = usedTiers(values.wholesale);
    return;
  }
  record.brandId = chosenId(values.brandId) ?? record.brandId;
  record.stock = amount(values.stock);
  record.weight = amount(values.weight);
  record.dimension = { long: amount(values.length), wide: amount(values.width), high: amount(values.height) };
  record.origin = text(values.spec.origin) || record.origin;
  record.producer = text(values.spec.producer) || record.producer;
  if (kind === 'book') {
    record.zonePrices = values.zonePrices.map(amount);
    record.zoneWholesale = zoneTiers(values);
    if (record.book) record.book.skKelulusan = values.skKelulusan.trim();
    return;
  }
  record.condition = text(values.spec.condition) || record.condition;
  record.warranty = text(values.spec.warranty);
  record.wholesale = usedTiers(values.wholesale);
  record.spec = {
    processor: text(values.spec.processor),
    memory: text(values.spec.memory),
    harddisk: text(values.spec.harddisk),
    cdDvd: text(values.spec.cdDvd),
    monitor: text(values.spec.monitor),
    os: text(values.spec.os),
    installedApplication: values.installedApplications.trim(),
    availability: text(values.spec.availability) || record.spec.availability,
  };
}

/** The slug a product is stored under when the seller typed none: made from the name. */
export function wantedSlug(kind: ProductKind, values: Pick<DraftValues, 'seo' | 'name'>): string {
  const typed = values.seo.trim();
  return slugify(typed === '' ? (kind === 'service' ? serviceName(values.name) : values.name) : typed);
}
