import type { z } from 'zod';
import { pageOf } from '@core/paging';
import { CATALOGUE_BOOK_TYPES, PRODUCT_SERVER_MESSAGES } from '@core/product/serverMessages';
import type { productEndpoints } from '@core/api/endpoints/product';
import { parseCatalogueBooksUrl, type CatalogueQuery, type NonTextBook, type TextBook } from '@core/catalogue/schema';
import { fail, ok, raw, type Reply } from '../../reply';
import { productReference } from './reference';

type Input<K extends keyof typeof productEndpoints> = z.output<(typeof productEndpoints)[K]['request']>;

interface BookPage {
  readonly books: TextBook[] | NonTextBook[];
  readonly pagination: { page: number; total_pages: number; per_page: number; total_items: number };
}

function titleMatches(title: string, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || title.toLowerCase().includes(needle);
}

function paged<T>(items: T[], query: CatalogueQuery): { items: T[]; pagination: BookPage['pagination'] } {
  const page = pageOf(items, query.page, query.limit);
  return {
    items: page.items,
    pagination: { page: page.currentPage, total_pages: page.lastPage, per_page: page.perPage, total_items: page.total },
  };
}

/** Filters the catalogue as the book search does: name, level, grade, publisher. */
function findBooks(query: CatalogueQuery, publisher: string): BookPage {
  const ref = productReference();
  const byPublisher = (id: number): boolean => publisher === '' || id === Number(publisher);
  if (query.type === 'text') {
    const found = ref.textBooks.filter((b) => {
      const cls = b.subjects.school_class;
      return (
        titleMatches(b.title, query.search) &&
        byPublisher(b.publisher.id) &&
        (query.level === '' || cls.school_level.id === Number(query.level)) &&
        (query.class === '' || cls.id === Number(query.class))
      );
    });
    const { items, pagination } = paged(found, query);
    return { books: items, pagination };
  }
  // Non-text books carry a level only; a grade filter narrows to the grade's level.
  const gradeLevel = query.class === '' ? null : (ref.grades.find((g) => g.id === Number(query.class))?.level_id ?? -1);
  const found = ref.nonTextBooks.filter(
    (b) =>
      titleMatches(b.title, query.search) &&
      byPublisher(b.publisher.id) &&
      (query.level === '' || b.school_level.id === Number(query.level)) &&
      (gradeLevel === null || b.school_level.id === gradeLevel),
  );
  const { items, pagination } = paged(found, query);
  return { books: items, pagination };
}

/** POST config/aggregationBooks. */
export function aggregationBooks(input: Input<'aggregationBooks'>): Reply {
  const query = parseCatalogueBooksUrl(input.url);
  if (!query) return fail(400, `${PRODUCT_SERVER_MESSAGES.catalogueUrlInvalid}: ${input.url}`);
  const { books, pagination } = findBooks(query, input.publisher ?? '');
  return raw({ status: { code: 200, message: 'Success' }, data: books, pagination });
}

/** POST the generic aggregation endpoint: a small proxy over the catalogue paths. */
export function aggregation(input: Input<'aggregation'>): Reply {
  const ref = productReference();
  const url = input.url.trim().replace(/^\/+/, '');
  const [path = '', search = ''] = url.split('?');
  const params = new URLSearchParams(search);
  if (path === 'catalog/levels') return ok(ref.levels);
  if (path === 'catalog/classes') {
    const level = params.get('level') ?? '';
    return ok(ref.grades.filter((g) => level === '' || g.level_id === Number(level)));
  }
  if (path === 'catalog/publishers') return ok(ref.publishers.map((p) => ({ manufacturer_id: p.id, name: p.name })));
  const query = parseCatalogueBooksUrl(url);
  if (query) return ok(findBooks(query, params.get('publisher') ?? '').books);
  const single = /^catalog\/books\/(\d+)$/.exec(path);
  if (single) {
    const id = Number(single[1]);
    const book = ref.textBooks.find((b) => b.id === id) ?? ref.nonTextBooks.find((b) => b.id === id);
    return book ? ok(book) : fail(404, PRODUCT_SERVER_MESSAGES.bookNotInCatalogue);
  }
  return fail(404, `${PRODUCT_SERVER_MESSAGES.catalogueDataMissing}: ${input.url}`);
}

/** POST searchpusbuk: the filters of the book search. */
export function searchPusbuk(): Reply {
  const ref = productReference();
  return raw({
    jenis_kategori: CATALOGUE_BOOK_TYPES.map((t) => ({ ...t })),
    jenjang_default: ref.levels,
    kelas: ref.grades,
  });
}
