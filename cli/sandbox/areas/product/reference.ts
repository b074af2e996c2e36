import { z } from 'zod';
import { categoryTreeSchema, oldCategorySchema, type CategoryTree, type OldCategory } from '@core/category/schema';
import {
  cataloguePublisherSchema,
  nonTextBookSchema,
  schoolGradeSchema,
  schoolLevelSchema,
  textBookSchema,
  type NonTextBook,
  type SchoolGrade,
  type SchoolLevel,
  type TextBook,
} from '@core/catalogue/schema';
import { formatVatTag, VAT_TAG_TEXTS } from '@core/product/options';
import brandsSeed from '@fixtures/seed/product/brands.json';
import nonTextSeed from '@fixtures/seed/product/catalogue-nontext.json';
import textSeed from '@fixtures/seed/product/catalogue-text.json';
import categoriesSeed from '@fixtures/seed/product/categories.json';
import oldCategoriesSeed from '@fixtures/seed/product/oldCategories.json';
import publishersSeed from '@fixtures/seed/product/publishers.json';
import schoolSeed from '@fixtures/seed/product/school.json';

/** Read-only reference data of the product area: the category tree, the national catalogue, publishers and brands. */
export interface ProductReference {
  readonly categories: CategoryTree;
  readonly oldCategories: readonly OldCategory[];
  readonly textBooks: readonly TextBook[];
  readonly nonTextBooks: readonly NonTextBook[];
  readonly publishers: ReadonlyArray<{ id: number; name: string }>;
  readonly brands: ReadonlyArray<{ id: number; name: string }>;
  readonly levels: readonly SchoolLevel[];
  readonly grades: readonly SchoolGrade[];
  /** 'number:text', 27 entries. */
  readonly ppnTags: readonly string[];
}

let cached: ProductReference | null = null;

/** Parsed once; a fixture that breaks its schema fails the sandbox start, not a request. */
export function productReference(): ProductReference {
  if (cached) return cached;
  const school = z.object({ levels: z.array(schoolLevelSchema), grades: z.array(schoolGradeSchema) }).parse(schoolSeed);
  cached = {
    categories: categoryTreeSchema.parse(categoriesSeed),
    oldCategories: z.array(oldCategorySchema).parse(oldCategoriesSeed),
    textBooks: z.array(textBookSchema).parse(textSeed),
    nonTextBooks: z.array(nonTextBookSchema).parse(nonTextSeed),
    publishers: z.array(cataloguePublisherSchema).parse(publishersSeed),
    brands: z.array(cataloguePublisherSchema).parse(brandsSeed),
    levels: school.levels,
    grades: school.grades,
    ppnTags: VAT_TAG_TEXTS.map((_, id) => formatVatTag(id)),
  };
  return cached;
}

/** Publishers first (the book form matches them to the catalogue table), then brands. */
export function manufacturers(ref: ProductReference = productReference()): ReadonlyArray<{ id: number; name: string }> {
  return [...ref.publishers, ...ref.brands];
}

export function manufacturerName(id: number, ref: ProductReference = productReference()): string {
  return manufacturers(ref).find((m) => m.id === id)?.name ?? '-';
}

/** A catalogue row by its id, with its type; undefined when the catalogue has none. */
export function catalogueBook(
  bookId: number,
  ref: ProductReference = productReference(),
): { type: 'text'; book: TextBook } | { type: 'nontext'; book: NonTextBook } | undefined {
  const text = ref.textBooks.find((b) => b.id === bookId);
  if (text) return { type: 'text', book: text };
  const nonText = ref.nonTextBooks.find((b) => b.id === bookId);
  return nonText ? { type: 'nontext', book: nonText } : undefined;
}

/** The catalogue maximum of each of the five zones of a book; non-text books have one price for all zones. */
export function zoneMaximums(
  book: { bookId: number; type: 'text' | 'nontext' },
  ref: ProductReference = productReference(),
): number[] | null {
  if (book.type === 'text') {
    const found = ref.textBooks.find((b) => b.id === book.bookId);
    return found ? found.book_prices.map((p) => p.price) : null;
  }
  const found = ref.nonTextBooks.find((b) => b.id === book.bookId);
  return found ? [found.price, found.price, found.price, found.price, found.price] : null;
}
