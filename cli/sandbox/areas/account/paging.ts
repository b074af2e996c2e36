import type { FilterOption } from '@core/api/envelope';

/** The paged list answer (core/api/envelope listData) for one page of already filtered rows. */
export function pageOf<T>(rows: readonly T[], page: number, limit: number, filters: ReadonlyArray<{ name: string; items: FilterOption[] }>) {
  const total = rows.length;
  const lastPage = Math.max(1, Math.ceil(total / limit));
  const start = (page - 1) * limit;
  const items = rows.slice(start, start + limit);
  return {
    items,
    column: [],
    filters,
    currentPage: page,
    lastPage,
    nextPage: page < lastPage ? page + 1 : null,
    prevPageUrl: null,
    perPage: limit,
    from: items.length ? start + 1 : null,
    to: items.length ? start + items.length : null,
    total,
  };
}
