import type { Key, ReactNode } from 'react';
import { isPlain } from './plainCells';
import { PlainRows } from './PlainRows';
import { TableCellsContext, type TableCells } from './tableLayout';

/** What the rows need of a column: its key, its name on a phone card, and whether it holds the row's actions. */
interface RowColumn {
  readonly key: string;
  readonly header: string;
  readonly actions?: boolean;
}

export interface TableRowsProps<K extends Key> {
  readonly columns: readonly RowColumn[];
  /** Each column's classes, worked out once for all rows. */
  readonly classes: readonly (string | undefined)[];
  /** Each row's cells as their columns draw them. */
  readonly cells: readonly (readonly ReactNode[])[];
  readonly keys: readonly K[];
  readonly table: TableCells;
  readonly selection?: { readonly selected: ReadonlySet<K>; readonly toggle: (key: K) => void };
}

/**
 * The body rows of a DataTable. When every cell is plain (text, links, badges, server HTML, buttons
 * and switches with handlers: plainCells.ts) they are built with DOM calls as a plain table's are
 * (PlainRows); a cell with state of its own (a menu) or row selection has React draw them.
 */
export function TableRows<K extends Key>({ columns, classes, cells, keys, table, selection }: TableRowsProps<K>) {
  if (!selection && cells.every((row) => row.every((cell) => isPlain(cell, table)))) {
    const plainColumns = columns.map((column, at) => ({
      className: classes[at],
      label: column.actions ? undefined : column.header,
    }));
    return <PlainRows key="plain" cells={cells} keys={keys} columns={plainColumns} table={table} />;
  }
  return (
    <tbody key="react">
      <TableCellsContext value={table}>
        {cells.map((row, index) => {
          const key = keys[index] as K;
          return (
            <tr key={key} className={selection?.selected.has(key) ? 'ui-table__row--selected' : undefined}>
              {selection ? (
                <td className="ui-table__select" data-label={table.phone ? 'Pilih' : undefined}>
                  <label className="ui-table__check">
                    <input
                      type="checkbox"
                      aria-label={`Pilih baris ${index + 1}`}
                      checked={selection.selected.has(key)}
                      onChange={() => selection.toggle(key)}
                    />
                  </label>
                </td>
              ) : null}
              {row.map((cell, at) => (
                <td
                  key={columns[at]?.key ?? at}
                  className={classes[at]}
                  data-label={table.phone && !columns[at]?.actions ? columns[at]?.header : undefined}
                >
                  {cell}
                </td>
              ))}
            </tr>
          );
        })}
      </TableCellsContext>
    </tbody>
  );
}
