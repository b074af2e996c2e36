/**
 * The paging of every list answer: which rows a page holds and the
 * paging fields around them. A page past the end is empty and says so (from and to null).
 */
export interface Page<T> {
  readonly items: T[];
  readonly currentPage: number;
  readonly lastPage: number;
  readonly nextPage: number | null;
  readonly prevPageUrl: string | null;
  readonly perPage: number;
  /** 1-based position of the first row shown, null on an empty page. */
  readonly from: number | null;
  readonly to: number | null;
  readonly total: number;
}

export function pageOf<T>(rows: readonly T[], page: number, limit: number): Page<T> {
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(limit) || limit < 1)
    throw new RangeError(`pageOf: page ${page}, limit ${limit}`);
  const total = rows.length;
  const lastPage = Math.max(1, Math.ceil(total / limit));
  const start = (page - 1) * limit;
  const items = rows.slice(start, start + limit);
  return {
    items,
    currentPage: page,
    lastPage,
    nextPage: page < lastPage ? page + 1 : null,
    prevPageUrl: page > 1 ? `?page=${Math.min(page - 1, lastPage)}` : null,
    perPage: limit,
    from: items.length ? start + 1 : null,
    to: items.length ? start + items.length : null,
    total,
  };
}
