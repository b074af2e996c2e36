import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { z } from 'zod';
import type { SortDirection, SortState } from './DataTable';

/** The page sizes of most lists. */
export const PAGE_SIZES = [5, 10, 25, 50, 100] as const;

/** The billing, negotiation and complaint lists stop at 50 rows a page. */
export const PAGE_SIZES_TO_50 = [5, 10, 25, 50] as const;

/** The state every list keeps in the URL query. */
export interface ListState {
  readonly page: number;
  readonly limit: number;
  /** The sort field ('' for the server's own order). */
  readonly sort: string;
  readonly dir: SortDirection;
  readonly search: string;
}

export interface ListDefaults {
  readonly limit: number;
  /** The page sizes the screen offers; any other limit in the URL falls back to the default. */
  readonly limits: readonly number[];
  readonly sort: string;
  readonly dir: SortDirection;
  /**
   * The fields the list can sort by; any other sort in the URL (a hand-edited '?sort=xx') falls
   * back to the default instead of asking the server for an order it does not know.
   */
  readonly sorts?: readonly string[];
}

/**
 * The zod schema of a list's URL query: page, limit, sort, dir and search with the screen's
 * defaults, plus the screen's own filters (`extra`, each with a .catch() default). Every field
 * falls back to its default, so a hand-edited or stale URL still opens the list.
 */
export function listStateSchema<E extends z.ZodRawShape>(defaults: ListDefaults, extra: E) {
  return z.object({
    page: z.coerce.number<unknown>().int().min(1).catch(1),
    limit: z.coerce
      .number<unknown>()
      .int()
      .refine((limit) => defaults.limits.includes(limit))
      .catch(defaults.limit),
    sort: z
      .string()
      .refine(
        (sort) =>
          sort === '' || sort === defaults.sort || defaults.sorts === undefined || defaults.sorts.includes(sort),
      )
      .catch(defaults.sort),
    dir: z.enum(['asc', 'desc']).catch(defaults.dir),
    search: z.string().catch(''),
    ...extra,
  });
}

/** The sort fields of a list's columns: those the server sorts by (isOrder). */
export function sortFields(columns: readonly { readonly value: string; readonly isOrder: boolean }[]): string[] {
  return columns.filter((column) => column.isOrder).map((column) => column.value);
}

function parseOr<T>(schema: z.ZodType<T, unknown>, raw: Record<string, string>, fallback: T | null): T {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  if (fallback !== null) return fallback;
  throw new Error(`The list query schema has a field without a default: ${parsed.error.message}`);
}

/** The list state a URL's query asks for; what it does not say (or says wrong) is the default. */
export function listStateOf<T>(schema: z.ZodType<T, unknown>, params: URLSearchParams): T {
  return parseOr(schema, Object.fromEntries(params), parseOr(schema, {}, null));
}

/** The query string of a state: only what differs from the defaults, so a fresh list has a bare URL. */
export function listQueryString(state: object, defaults: object): string {
  const base = defaults as Readonly<Record<string, unknown>>;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state)) {
    if (value === base[key]) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      params.set(key, String(value));
  }
  return params.toString();
}

/**
 * The next state after `patch`: a change of anything but the page (filter, limit, sort, search)
 * goes back to page 1, because the old page may not exist in the new result.
 */
export function patchListState<T extends ListState>(state: T, patch: Partial<T>): T {
  const current = state as Readonly<Record<string, unknown>>;
  const changed = Object.entries(patch).some(([key, value]) => key !== 'page' && value !== current[key]);
  const next = { ...state, ...patch };
  return changed && patch.page === undefined ? { ...next, page: 1 } : next;
}

export interface ListQuery<T extends ListState> {
  readonly state: T;
  readonly defaults: T;
  /** The sort as DataTable reads it; null when the server's own order applies. */
  readonly sort: SortState | null;
  readonly update: (patch: Partial<T>) => void;
  readonly reset: () => void;
  /** Changes whenever the state does: a dependency for the loading effect. */
  readonly key: string;
}

/**
 * The list state (page, limit, sort, search, filters) lives in the URL query, parsed with the
 * screen's zod schema, so a list survives a reload and the back button. Changes replace the
 * history entry: Back leaves the list rather than stepping through every keystroke of a search.
 */
export function useListQuery<T extends ListState>(schema: z.ZodType<T, unknown>): ListQuery<T> {
  const [params, setParams] = useSearchParams();
  const defaults = useMemo(() => parseOr(schema, {}, null), [schema]);
  // The state follows the query text: a new URLSearchParams object with the same text is the same state.
  const key = params.toString();
  const state = useMemo(
    () => parseOr(schema, Object.fromEntries(new URLSearchParams(key)), defaults),
    [schema, key, defaults],
  );

  const update = useCallback(
    (patch: Partial<T>) => {
      const next = patchListState(state, patch);
      setParams(listQueryString(next, defaults), { replace: true });
    },
    [state, defaults, setParams],
  );
  const reset = useCallback(() => setParams('', { replace: true }), [setParams]);
  const sort = state.sort === '' ? null : { field: state.sort, dir: state.dir };
  return { state, defaults, sort, update, reset, key: listQueryString(state, {}) };
}

/** What the last-page rule reads of a list answer. */
interface PagedAnswer {
  readonly items: readonly unknown[];
  readonly total: number;
  readonly lastPage: number;
}

/**
 * A page beyond the end (a hand-edited '?page=999', a stale link, rows gone since) moves to the
 * last page there is, instead of showing 'Showing 0 to 0 of 60' under an empty table.
 */
export function useLastPageClamp<T extends ListState>(list: ListQuery<T>, answer: PagedAnswer | null): void {
  const { update } = list;
  const { page } = list.state;
  useEffect(() => {
    if (answer && answer.items.length === 0 && answer.total > 0 && page > answer.lastPage)
      update({ page: answer.lastPage } as Partial<T>);
  }, [answer, page, update]);
}

/**
 * The list's Reset: back to the defaults, or, already there (the URL would not change), the same
 * page asked of the server again. `resets` counts the presses: the screen keys its search fields on
 * it, so what was typed and not yet searched goes too, its 2 s wait with it.
 */
export function useListReset<T extends ListState>(
  list: ListQuery<T>,
  refetch: () => unknown,
): { readonly resets: number; readonly reset: () => void } {
  const [resets, setResets] = useState(0);
  const reset = () => {
    setResets((count) => count + 1);
    if (list.key === listQueryString(list.defaults, {})) void refetch();
    else list.reset();
  };
  return { resets, reset };
}
