import { z } from 'zod';
import { DEFAULT_UNIT, SPEC_DEFAULTS } from '@core/product/options';
import { catalogueBookTypeSchema } from '@core/catalogue/schema';
import { packetLineSchema } from '@core/packet/schema';
import { wholesaleTierSchema } from '@core/product/schema';
import productsSeed from '@fixtures/seed/product/products.json';

const rupiah = z.number().int().nonnegative();
const fourTiers = z.array(wholesaleTierSchema).length(4);

/** What the sandbox keeps of a book beyond the common fields; title, ISBN and publisher come from the catalogue. */
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

/** Specification fields of non-book goods (spec 001 §3.6); '' where not applicable. */
const goodsSpecSchema = z.object({
  processor: z.string().default(''),
  memory: z.string().default(''),
  harddisk: z.string().default(''),
  cdDvd: z.string().default(''),
  monitor: z.string().default(''),
  os: z.string().default(''),
  installedApplication: z.string().default(''),
  mediaPlayer: z.string().default(''),
  availability: z.string().default(SPEC_DEFAULTS.availability),
});

/** One product as the sandbox stores it; rows and details are views of it. */
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
export type BookFacts = z.output<typeof bookFactsSchema>;

export const productStateSchema = z.object({
  nextProductId: z.number().int(),
  nextPacketId: z.number().int(),
  products: z.array(productRecordSchema),
  /** Packet lines added before their product exists, by seller id. */
  tempPackets: z.record(z.string(), z.array(packetLineSchema)),
});
export type ProductState = z.output<typeof productStateSchema>;

export function seedProductState(): ProductState {
  const products = z.array(productRecordSchema).parse(productsSeed);
  const packetIds = products.flatMap((p) => p.packets.map((line) => line.packet_did));
  return {
    nextProductId: Math.max(2000, ...products.map((p) => p.id)) + 1,
    nextPacketId: Math.max(5000, ...packetIds) + 1,
    products,
    tempPackets: {},
  };
}

/** The seller's product, or undefined (another seller's product is as good as missing). */
export function findProduct(state: ProductState, sellerId: number, id: number): ProductRecord | undefined {
  return state.products.find((p) => p.id === id && p.sellerId === sellerId);
}

export function sellerProducts(state: ProductState, sellerId: number): ProductRecord[] {
  return state.products.filter((p) => p.sellerId === sellerId);
}
