import { createContext } from 'react';

/**
 * What a DataTable tells its cells, worked out once for all its rows: whether the rows are drawn
 * as phone cards (one media query, not one per row) and how a link of a cell leaves for a route
 * (one router subscription, not one per link). Null outside a table.
 */
export interface TableCells {
  readonly phone: boolean;
  /** The href of a route path under the router's base ('/pesanan/detail/1' -> '/penyedia/pesanan/detail/1'). */
  readonly href: (to: string) => string;
  readonly navigate: (to: string) => void;
}

export const TableCellsContext = createContext<TableCells | null>(null);
