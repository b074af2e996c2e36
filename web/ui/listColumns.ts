import type { DataColumn } from './DataTable';

/** A column as the list answers announce it (core/api/envelope listColumnSchema). */
export interface ServerColumn {
  readonly name: string;
  readonly value: string;
  readonly isOrder: boolean;
  readonly order: string | null;
}

/** How the cells of some columns draw and export, by the column's value (a module's constant: its Cells stay the same). */
export type ListCells<R> = Readonly<Record<string, Partial<Omit<DataColumn<R>, 'key'>>>>;

/**
 * The server's columns as table columns: header and sortability from the answer, cell drawing
 * from `cells`, the sort field from `sortKeys` where the API sorts a column by another name.
 * Before the first answer `fallback` stands in, so the headers show while loading.
 */
export function fromServerColumns<R>(
  server: readonly ServerColumn[],
  fallback: readonly ServerColumn[],
  cells: ListCells<R> = {},
  sortKeys: Readonly<Record<string, string>> = {},
): DataColumn<R>[] {
  const source = server.length > 0 ? server : fallback;
  return source.map((column) => ({
    key: sortKeys[column.value] ?? column.value,
    header: column.name,
    sortable: column.isOrder,
    ...cells[column.value],
  }));
}

/**
 * The columns a screen shows before the server answers: core's table of the list, the one the
 * sandbox serves. The row number and the named columns do not sort.
 */
export function columnsOf(
  columns: readonly { readonly name: string; readonly value: string }[],
  unsortable: readonly string[] = [],
): ServerColumn[] {
  return columns.map(({ name, value }) => ({
    name,
    value,
    isOrder: value !== 'no' && !unsortable.includes(value),
    order: null,
  }));
}
