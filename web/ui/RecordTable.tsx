import type { HTMLAttributes, Key, ReactNode } from 'react';
import { Button, type ButtonProps } from './Button';
import type { CellComponent } from './DataTable';

/** One column of a RecordTable: its header, and a record's cell as text or as the component that draws it. */
export interface RecordColumn<R> {
  readonly header: string;
  readonly text?: (record: R, index: number) => string | number;
  readonly Cell?: CellComponent<R>;
  /** Classes of the column's header and cells ('ui-table__cell--nowrap'). */
  readonly className?: string;
}

/** One button of a row: what it says, and what it does with the row's record. */
interface RecordAction<R> {
  readonly text: string;
  /** The accessible name where the text alone would repeat on every row ('Hapus Sari'). */
  readonly label?: (record: R) => string;
  readonly variant?: ButtonProps['variant'];
  readonly onPress: (record: R) => void;
}

/** The last column: the same buttons on every row. */
export interface RecordActions<R> {
  readonly header: string;
  readonly className?: string;
  readonly buttons: readonly RecordAction<R>[];
}

/** A row's own attributes: a class, a data-* mark for styles and tests. */
type RecordRowProps = HTMLAttributes<HTMLTableRowElement> & {
  readonly [mark: `data-${string}`]: string | number | undefined;
};

export interface RecordTableProps<R> {
  /** The table's accessible name. */
  readonly label: string;
  readonly columns: readonly RecordColumn<R>[];
  readonly actions?: RecordActions<R>;
  readonly records: readonly R[];
  readonly recordKey: (record: R, index: number) => Key;
  readonly rowProps?: (record: R) => RecordRowProps;
  readonly className?: string;
  /** Shown across the table while there is no record (a spinner, 'No Data Found'); without it, no row. */
  readonly empty?: ReactNode;
  /** On a phone each row is a card, each cell under its column's name (ui-stack-table); false keeps a small table a table. */
  readonly stacked?: boolean;
}

/**
 * A small table of records, a row each, with a cell per column and the row's buttons last: the
 * packet lines, the store's users, a file's errors, the book catalogue. No sorting, selection or
 * paging (DataTable does those for the lists); the rows are few, so React draws them.
 */
export function RecordTable<R>({
  label,
  columns,
  actions,
  records,
  recordKey,
  rowProps,
  className,
  empty,
  stacked = true,
}: RecordTableProps<R>) {
  const classes = [className, stacked ? 'ui-stack-table' : ''].filter(Boolean).join(' ') || undefined;
  // On a phone card the buttons stand side by side, without a name above them (ui.css).
  const actionsClass = ['ui-record-actions', actions?.className].filter(Boolean).join(' ');
  return (
    <table className={classes} aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={column.className}>
              {column.header}
            </th>
          ))}
          {actions ? (
            <th scope="col" className={actions.className}>
              {actions.header}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {records.length === 0 && empty !== undefined ? (
          <tr>
            <td colSpan={columns.length + (actions ? 1 : 0)}>{empty}</td>
          </tr>
        ) : (
          records.map((record, index) => (
            <tr key={recordKey(record, index)} {...rowProps?.(record)}>
              {columns.map(({ header, className, text, Cell }) => (
                <td key={header} className={className} data-label={header}>
                  {Cell ? <Cell row={record} index={index} /> : text?.(record, index)}
                </td>
              ))}
              {actions ? (
                <td className={actionsClass}>
                  {actions.buttons.map((action) => (
                    <Button
                      key={action.text}
                      size="sm"
                      variant={action.variant}
                      aria-label={action.label?.(record)}
                      onClick={() => action.onPress(record)}
                    >
                      {action.text}
                    </Button>
                  ))}
                </td>
              ) : null}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
