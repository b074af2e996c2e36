import type { Key } from 'react';
import type { DataColumn, SortDirection } from './DataTable';
import {
  fromServerColumns,
  type ListPageLike,
  type ListQueryOptions,
  type ListScreenConfig,
  type ServerColumn,
} from './ListScreen';
import { listRequest } from './listRequest';
import { PAGE_SIZES } from './PageSizeSelect';
import { listStateSchema, type ListState } from './useListQuery';

type ListRequest = ReturnType<typeof listRequest>;

export interface UnfilteredListOptions<R> {
  /** The list's name: the card's heading and the table's label. */
  readonly name: string;
  /** The columns before the server's first answer: core's table of the list (columnsOf). */
  readonly columns: readonly ServerColumn[];
  /** How the cells of some columns draw and export, by the column's value; a `key` is the name the API sorts it by. */
  readonly cells?: Readonly<Record<string, Partial<DataColumn<R>>>>;
  /** The page of a request, as the feature's queries.ts builds it. */
  readonly query: (request: ListRequest) => ListQueryOptions<ListPageLike<R>>;
  readonly rowKey: (row: R) => Key;
  readonly csvName: string;
  readonly pageSizes?: readonly number[];
  /** The order before the seller sorts (spec 002 §9); the server's own order without it. */
  readonly sort?: { readonly field: string; readonly dir: SortDirection };
  readonly searchPlaceholder?: string;
}

/**
 * A list with no filter of its own (spec 002 §2.2): the URL state and the request every list
 * shares, the server's columns drawn with the screen's cells, sortable by what its columns sort by.
 */
export function unfilteredList<R>(options: UnfilteredListOptions<R>): ListScreenConfig<R, ListState, ListPageLike<R>> {
  const pageSizes = options.pageSizes ?? PAGE_SIZES;
  const columns = (server: readonly ServerColumn[]) => fromServerColumns(server, options.columns, options.cells);
  // What a hand-edited URL may sort by: the sort keys of the sortable columns.
  const sorts = columns([])
    .filter((column) => column.sortable === true)
    .map((column) => column.key);
  const { field = '', dir = 'asc' } = options.sort ?? {};
  return {
    heading: options.name,
    label: options.name,
    schema: listStateSchema({ limit: 10, limits: pageSizes, sort: field, dir, sorts }, {}),
    query: (state) => options.query(listRequest(state)),
    columns,
    rowKey: options.rowKey,
    pageSizes,
    searchPlaceholder: options.searchPlaceholder,
    csvName: options.csvName,
  };
}
