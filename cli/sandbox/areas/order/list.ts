import type { FilterOption } from '@core/api/envelope';
import { listSortMessages } from '@core/api/listMessages';
import { pageOf, type Page } from '@core/paging';
import { fail, ok, type Reply } from '../../reply';

type SortDir = 'asc' | 'desc';
type SortValue = string | number | null;

/** How one sandbox list is served: which columns it announces, how it sorts, searches and numbers rows. */
export interface ListSpec<S, R> {
  /** The column list of the answer; `value` is the row key the portal renders. */
  readonly columns: ReadonlyArray<{ readonly name: string; readonly value: string }>;
  /** Sortable keys (row keys, plus aliases such as the API's 'm.date_added'). */
  readonly sortKeys: Readonly<Record<string, (source: S) => SortValue>>;
  /** Alias -> the column it sorts, so the column shows the active direction. */
  readonly aliases?: Readonly<Record<string, string>>;
  readonly search: (source: S) => ReadonlyArray<string | null>;
  readonly defaultSort: { readonly key: string; readonly dir: SortDir } | null;
  readonly toRow: (source: S, no: number) => R;
}

export interface ListQuery {
  readonly page: number;
  readonly limit: number;
  readonly sort: string;
  readonly search: string;
}

export interface ListPage<R> extends Page<R> {
  readonly column: Array<{ name: string; value: string; isOrder: boolean; order: string | null }>;
  readonly filters: Array<{ name: string; items: FilterOption[] }>;
}

export type ListOutcome<R> =
  { readonly ok: true; readonly page: ListPage<R> } | { readonly ok: false; readonly message: string };

/**
 * Reads a sort parameter. The orders list sends 'm.date_added desc' style values, the payment lists
 * '{field}-{dir}'; both (and a bare field, ascending) are accepted. Null means "no sort asked".
 */
function parseSort(sort: string): { key: string; dir: SortDir } | null | 'invalid' {
  const text = sort.trim();
  if (text === '') return null;
  const found = /^([A-Za-z_][A-Za-z0-9_.]*)(?:[\s:,-]+(asc|desc))?$/i.exec(text);
  if (!found) return 'invalid';
  return { key: found[1] ?? '', dir: (found[2]?.toLowerCase() as SortDir | undefined) ?? 'asc' };
}

function compare(a: SortValue, b: SortValue): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'id');
}

/** The sources whose searchable texts contain `search` (case-insensitive); all of them for ''. */
export function searchSources<S>(
  sources: readonly S[],
  search: string,
  texts: (source: S) => ReadonlyArray<string | null>,
): S[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...sources];
  return sources.filter((s) => texts(s).some((v) => v !== null && v.toLowerCase().includes(needle)));
}

/** Searches, sorts and pages on the server side, as the real lists do. */
export function serveList<S, R>(
  sources: readonly S[],
  query: ListQuery,
  spec: ListSpec<S, R>,
  filters: ListPage<R>['filters'] = [],
): ListOutcome<R> {
  const parsed = parseSort(query.sort);
  if (parsed === 'invalid') return { ok: false, message: listSortMessages.unknownFormat(query.sort) };
  const sort = parsed ?? spec.defaultSort;
  const sortBy = sort ? spec.sortKeys[sort.key] : undefined;
  if (sort && !sortBy) return { ok: false, message: listSortMessages.unknownColumn(sort.key) };

  const found = searchSources(sources, query.search, spec.search);
  if (sort && sortBy) {
    const sign = sort.dir === 'desc' ? -1 : 1;
    found.sort((a, b) => sign * compare(sortBy(a), sortBy(b)));
  }
  const page = pageOf(found, query.page, query.limit);
  const first = page.from ?? 1;
  const activeColumn = sort ? (spec.aliases?.[sort.key] ?? sort.key) : null;
  return {
    ok: true,
    page: {
      ...page,
      items: page.items.map((s, i) => spec.toRow(s, first + i)),
      column: spec.columns.map((c) => ({
        name: c.name,
        value: c.value,
        isOrder: Object.hasOwn(spec.sortKeys, c.value),
        order: c.value === activeColumn && sort ? sort.dir : null,
      })),
      filters,
    },
  };
}

/** The list answer, or 400 with the reason (unknown sort column or form). */
export function listReply<R>(outcome: ListOutcome<R>): Reply {
  return outcome.ok ? ok(outcome.page) : fail(400, outcome.message);
}
