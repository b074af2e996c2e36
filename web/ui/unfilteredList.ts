import type { Key } from 'react';
import type { SortDirection } from './DataTable';
import { fromServerColumns, type ListCells, type ServerColumn } from './listColumns';
import type { ListPageLike, ListQueryOptions, ListReads, ListScreenConfig } from './ListScreen';
import { listRequest } from './listRequest';
import { listStateSchema, PAGE_SIZES, type ListState } from './useListQuery';

type ListRequest = ReturnType<typeof listRequest>;

export interface UnfilteredReadsOptions<R> {
  /** The columns before the server's first answer: core's table of the list (columnsOf). */
  readonly columns: readonly ServerColumn[];
  /** The name the API sorts a column by, where it is not the column's value. */
  readonly sortKeys?: Readonly<Record<string, string>>;
  /** The page of a request, as the feature's queries.ts builds it. */
  readonly query: (request: ListRequest) => ListQueryOptions<ListPageLike<R>>;
  readonly pageSizes?: readonly number[];
  /** The order before the seller sorts; the server's own order without it. */
  readonly sort?: { readonly field: string; readonly dir: SortDirection };
}

/** What a list with no filter of its own reads, with what its screen needs of its columns. */
export interface UnfilteredReads<R> extends ListReads<ListState, ListPageLike<R>> {
  readonly columns: readonly ServerColumn[];
  readonly sortKeys: Readonly<Record<string, string>>;
  readonly pageSizes: readonly number[];
}

/**
 * The reads of a list with no filter of its own: the URL state and the request every list shares,
 * sortable by what its columns sort by (a hand-edited URL asking another order gets the default).
 */
export function unfilteredReads<R>(options: UnfilteredReadsOptions<R>): UnfilteredReads<R> {
  const pageSizes = options.pageSizes ?? PAGE_SIZES;
  const sortKeys = options.sortKeys ?? {};
  const sorts = options.columns
    .filter((column) => column.isOrder)
    .map((column) => sortKeys[column.value] ?? column.value);
  const { field = '', dir = 'asc' } = options.sort ?? {};
  return {
    schema: listStateSchema({ limit: 10, limits: pageSizes, sort: field, dir, sorts }, {}),
    query: (state) => options.query(listRequest(state)),
    columns: options.columns,
    sortKeys,
    pageSizes,
  };
}

export interface UnfilteredListOptions<R> {
  /** The list's name: the card's heading and the table's label. */
  readonly name: string;
  readonly reads: UnfilteredReads<R>;
  /** How the cells of some columns draw and export, by the column's value. */
  readonly cells?: ListCells<R>;
  readonly rowKey: (row: R) => Key;
  readonly csvName: string;
  readonly searchPlaceholder?: string;
}

/** The screen of a list with no filter of its own: the server's columns drawn with the screen's cells. */
export function unfilteredList<R>(options: UnfilteredListOptions<R>): ListScreenConfig<R, ListState, ListPageLike<R>> {
  const { reads } = options;
  return {
    heading: options.name,
    label: options.name,
    reads,
    columns: (server) => fromServerColumns(server, reads.columns, options.cells, reads.sortKeys),
    rowKey: options.rowKey,
    pageSizes: reads.pageSizes,
    searchPlaceholder: options.searchPlaceholder,
    csvName: options.csvName,
  };
}
