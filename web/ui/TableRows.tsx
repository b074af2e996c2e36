import { memo, type Key, type ReactNode } from 'react';
import type { DataColumn } from './DataTable';

export interface TableRowsProps<R, K extends Key> {
  readonly columns: readonly DataColumn<R>[];
  /** Each column's classes, worked out once for all rows. */
  readonly classes: readonly (string | undefined)[];
  readonly rows: readonly R[];
  readonly keys: readonly K[];
  /** Rows drawn as phone cards: each cell names its column (data-label). */
  readonly phone: boolean;
  readonly selection?: { readonly selected: ReadonlySet<K>; readonly toggle: (key: K) => void };
}

/**
 * The body rows of a DataTable, each a memoised TableRow, drawn in one render: a page of 100
 * drawn a screenful first and the rest after took longer in all on a slowed CPU (the page is laid
 * out twice), and its first rows came no sooner than the whole page drawn at once.
 */
export function TableRows<R, K extends Key>({ columns, classes, rows, keys, phone, selection }: TableRowsProps<R, K>) {
  return (
    <tbody>
      {rows.map((row, index) => {
        const key = keys[index] as K;
        return (
          <TableRow
            key={key}
            row={row}
            rowKey={key}
            index={index}
            columns={columns}
            classes={classes}
            phone={phone}
            selected={selection?.selected.has(key)}
            toggle={selection?.toggle}
          />
        );
      })}
    </tbody>
  );
}

interface TableRowProps<R, K extends Key> {
  readonly row: R;
  readonly rowKey: K;
  readonly index: number;
  readonly columns: readonly DataColumn<R>[];
  readonly classes: readonly (string | undefined)[];
  readonly phone: boolean;
  /** Whether the row is ticked; undefined when the table has no selection. */
  readonly selected: boolean | undefined;
  readonly toggle: ((key: K) => void) | undefined;
}

/** The row's own value at `key` (rows are plain objects from the API). */
export function cellValue(row: unknown, key: string): unknown {
  return typeof row === 'object' && row !== null && Object.hasOwn(row, key)
    ? (row as Record<string, unknown>)[key]
    : undefined;
}

function plainText(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/**
 * One row: a wide table's row, or on a phone a card whose cells carry their column's name. Drawn
 * again only when its row, its place, the columns or its selection change.
 */
function TableRowOf<R, K extends Key>({
  row,
  rowKey,
  index,
  columns,
  classes,
  phone,
  selected,
  toggle,
}: TableRowProps<R, K>) {
  return (
    <tr className={selected ? 'ui-table__row--selected' : undefined}>
      {selected !== undefined ? (
        <td className="ui-table__select" data-label={phone ? 'Pilih' : undefined}>
          <label className="ui-table__check">
            <input
              type="checkbox"
              aria-label={`Pilih baris ${index + 1}`}
              checked={selected}
              onChange={() => toggle?.(rowKey)}
            />
          </label>
        </td>
      ) : null}
      {columns.map((column, at): ReactNode => {
        const { Cell, text } = column;
        return (
          <td
            key={column.key}
            className={classes[at]}
            data-label={phone && !column.actions ? column.header : undefined}
          >
            {Cell ? <Cell row={row} index={index} /> : text ? text(row) : plainText(cellValue(row, column.key))}
          </td>
        );
      })}
    </tr>
  );
}

const TableRow = memo(TableRowOf) as typeof TableRowOf;
