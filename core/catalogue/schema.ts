import { z } from 'zod';

/** The national book catalogue, reached through the aggregation endpoints. */

export const schoolLevelSchema = z.object({ id: z.number().int(), name: z.string() });
export type SchoolLevel = z.infer<typeof schoolLevelSchema>;

/** A grade of the level/class reference data (I..XII), keyed to its level. */
export const schoolGradeSchema = z.object({ id: z.number().int(), name: z.string(), level_id: z.number().int() });
export type SchoolGrade = z.infer<typeof schoolGradeSchema>;

/** A publisher as catalogue books carry it. */
export const cataloguePublisherSchema = z.object({ id: z.number().int(), name: z.string() });

/** A publisher or brand as the product form lists it (`listpenerbit`). */
export const publisherOptionSchema = z.object({ manufacturer_id: z.number().int(), name: z.string() });
export type PublisherOption = z.infer<typeof publisherOptionSchema>;

/** The maximum price of a text book in one of the five price zones. */
const bookPriceSchema = z.object({ zone: z.number().int().min(1).max(5), price: z.number().int().nonnegative() });

export const textBookSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  isbn: z.string(),
  publisher: cataloguePublisherSchema,
  subjects: z.object({
    name: z.string(),
    school_class: z.object({
      id: z.number().int(),
      class: z.string(),
      school_level: schoolLevelSchema,
    }),
  }),
  book_prices: z.array(bookPriceSchema).length(5),
  cover_image: z.string(),
  author: z.string(),
  descriptions: z.string(),
});
export type TextBook = z.infer<typeof textBookSchema>;

export const nonTextBookSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  isbn: z.string(),
  publisher: cataloguePublisherSchema,
  price: z.number().int().nonnegative(),
  classification: z.object({ name: z.string() }),
  school_level: schoolLevelSchema,
  cover_image: z.string(),
  author: z.string(),
  descriptions: z.string(),
  synopsis: z.string(),
});
export type NonTextBook = z.infer<typeof nonTextBookSchema>;

export const catalogueBookTypeSchema = z.enum(['text', 'nontext']);
export type CatalogueBookType = z.infer<typeof catalogueBookTypeSchema>;

/**
 * A catalogue book's SKU, derived from its row as the seeded books carry it ('BK-T001' for text
 * book 7001, 'BK-N002' for non-text book 8002): the book forms show it read-only (the catalogue-derived fields,
 * catalogue-derived fields) and the server stores it.
 */
export function catalogueSku(type: CatalogueBookType, bookId: number): string {
  return `BK-${type === 'text' ? 'T' : 'N'}${String(bookId % 1000).padStart(3, '0')}`;
}

export const cataloguePaginationSchema = z.object({
  page: z.number().int(),
  total_pages: z.number().int(),
  per_page: z.number().int(),
  total_items: z.number().int(),
});
export type CataloguePagination = z.infer<typeof cataloguePaginationSchema>;

/** The catalogue query carried inside the `url` form field of config/aggregationBooks. */
export const catalogueQuerySchema = z.object({
  type: catalogueBookTypeSchema,
  page: z.coerce.number<number>().int().min(1).default(1),
  limit: z.coerce.number<number>().int().min(1).max(100).default(10),
  search: z.string().default(''),
  level: z.string().regex(/^\d*$/).default(''),
  class: z.string().regex(/^\d*$/).default(''),
});
export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;

const BOOKS_URL = /^catalog\/books\/types\/(text|nontext)(?:\?(.*))?$/;

/** 'catalog/books/types/{type}?page=&limit=&search=&level=&class=' as the portal sends it. */
export function catalogueBooksUrl(query: z.input<typeof catalogueQuerySchema>): string {
  const q = catalogueQuerySchema.parse(query);
  const params = new URLSearchParams({
    page: String(q.page),
    limit: String(q.limit),
    search: q.search,
    level: q.level,
    class: q.class,
  });
  return `catalog/books/types/${q.type}?${params.toString()}`;
}

/** Reads a books url back into a query; null when it is not one. */
export function parseCatalogueBooksUrl(url: string): CatalogueQuery | null {
  const match = BOOKS_URL.exec(url.trim().replace(/^\/+/, ''));
  if (!match) return null;
  const params = Object.fromEntries(new URLSearchParams(match[2] ?? ''));
  const parsed = catalogueQuerySchema.safeParse({ ...params, type: match[1] });
  return parsed.success ? parsed.data : null;
}

/** Answer of searchpusbuk: the book types, school levels and grades of the catalogue filters. */
export const catalogueFilterReferenceSchema = z.object({
  jenis_kategori: z.array(z.object({ id: catalogueBookTypeSchema, name: z.string() })),
  jenjang_default: z.array(schoolLevelSchema),
  kelas: z.array(schoolGradeSchema),
});
