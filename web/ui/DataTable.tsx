import { useCallback, useMemo, useRef, type Key, type ReactNode } from 'react';
import { useLocation, useRouter } from 'wouter';
import { usePhoneLayout } from './breakpoints';
import { Icon } from './Icon';
import { SortSelects } from './SortSelects';
import { Spinner } from './Spinner';
import { TableCellsContext, type TableCells } from './tableLayout';
import { TableRows } from './TableRows';
import { useScrollRegion } from './useOverflows';
import './list.css';
import type { ExportKind } from '@core/export/table';

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  readonly field: string;
  readonly dir: SortDirection;
}

/** What a cell of a row is drawn from: the row, and its place on the page. */
export interface CellProps<R> {
  readonly row: R;
  readonly index: number;
}

/**
 * A cell of a table: a component of the row. A module's own constant, so a table drawn again finds
 * the same component and React keeps the cell; what a cell does with the row (open, toggle) it
 * reads from its screen's context.
 */
export type CellComponent<R> = (props: CellProps<R>) => ReactNode;

/** One column of a DataTable: where its value lives, how it is drawn and (optionally) how it is exported. */
export interface DataColumn<R> {
  /** The row key the column shows; also the sort field sent to the server. */
  readonly key: string;
  readonly header: string;
  readonly sortable?: boolean;
  /** The cell as text, shown and exported (unless `csv` says otherwise). */
  readonly text?: (row: R) => string | number;
  /** Draws the cell as elements; without it or `text` the row's value at `key` is printed as text. */
  readonly Cell?: CellComponent<R>;
  /** The cell as CSV text; without it `text`, else the row's value at `key` when it is plain text or a number. */
  readonly csv?: (row: R) => string | number | null;
  /** What the exported value is (an amount, a day...): the workbook writes it as such. Text when unsaid. */
  readonly kind?: ExportKind;
  readonly align?: 'start' | 'end' | 'center';
  /** Kept on one line (amounts, dates). */
  readonly nowrap?: boolean;
  /** The row's actions (a RowActions): on a phone card they sit at the card's foot, unlabelled. */
  readonly actions?: boolean;
}

interface RowSelection<K extends Key> {
  readonly selected: ReadonlySet<K>;
  readonly onChange: (next: ReadonlySet<K>) => void;
}

export interface Paging {
  readonly from: number | null;
  readonly to: number | null;
  readonly total: number;
}

export interface DataTableProps<R, K extends Key> {
  /** The table's accessible name. */
  readonly label: string;
  readonly columns: readonly DataColumn<R>[];
  readonly rows: readonly R[];
  readonly rowKey: (row: R, index: number) => K;
  readonly sort?: SortState | null;
  readonly onSort?: (next: SortState) => void;
  readonly loading?: boolean;
  /** Shown in place of the rows when the list could not be loaded. */
  readonly error?: string | null;
  /** The empty row: 'No Data Found', some lists 'Tidak ada data'. */
  readonly emptyText?: string;
  /** Draws 'Showing X to Y of Z entries' under the table. */
  readonly paging?: Paging | null;
  readonly selection?: RowSelection<K>;
  /**
   * On a phone the headers are hidden (each row is a card), so the table draws 'Urutkan' and
   * 'Arah' above the cards; false where the screen offers them already (ListScreen's filter panel).
   */
  readonly phoneSort?: boolean;
}

/** A header click sorts by that column ascending, or flips the direction when it already sorts. */
export function nextSort(current: SortState | null | undefined, field: string): SortState {
  if (current && current.field === field) return { field, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { field, dir: 'asc' };
}

export function pagingCaption(paging: Paging): string {
  return `Showing ${paging.from ?? 0} to ${paging.to ?? 0} of ${paging.total} entries`;
}

function ariaSort(sort: SortState | null | undefined, key: string): 'ascending' | 'descending' | 'none' {
  if (!sort || sort.field !== key) return 'none';
  return sort.dir === 'asc' ? 'ascending' : 'descending';
}

/**
 * The shared list table: sortable headers, optional row selection, empty and error rows, the
 * paging caption. Below 640 px (list.css) each row is drawn as a card: every cell under its
 * column's name (`data-label`, written only then), the sortable headers as a row of sort buttons
 * above the cards.
 *
 * What is the same for every row (a column's classes, the phone layout, the router) is worked out
 * once per table; each row is a memoised component (TableRows), so a table drawn again redraws
 * only the rows that changed.
 */
export function DataTable<R, K extends Key>({
  label,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  loading = false,
  error = null,
  emptyText = 'No Data Found',
  paging,
  selection,
  phoneSort = true,
}: DataTableProps<R, K>) {
  const scroller = useRef<HTMLDivElement>(null);
  useScrollRegion(scroller, label);
  const phone = usePhoneLayout();
  const router = useRouter();
  const [, navigate] = useLocation();
  const table = useMemo<TableCells>(
    () => ({
      phone,
      navigate: (to) => navigate(to),
      href: (to) => router.hrefs(to.startsWith('~') ? to.slice(1) : `${router.base}${to}`, router),
    }),
    [phone, navigate, router],
  );
  const classes = useMemo(() => columns.map(cellClass), [columns]);
  const span = columns.length + (selection ? 1 : 0);
  const keys = rows.map((row, index) => rowKey(row, index));
  const allSelected = selection !== undefined && keys.length > 0 && keys.every((key) => selection.selected.has(key));

  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const key of keys) {
      if (allSelected) next.delete(key);
      else next.add(key);
    }
    selection.onChange(next);
  };
  const selected = selection?.selected;
  const onSelect = selection?.onChange;
  const toggleOne = useCallback(
    (key: K) => {
      if (!selected || !onSelect) return;
      const next = new Set(selected);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      onSelect(next);
    },
    [selected, onSelect],
  );

  let body: ReactNode;
  if (error) {
    body = (
      <tbody key="message">
        <tr className="ui-table__message ui-table__message--error">
          <td colSpan={span}>
            <span role="alert">{error}</span>
          </td>
        </tr>
      </tbody>
    );
  } else if (rows.length === 0) {
    body = (
      <tbody key="message">
        <tr className="ui-table__message">
          <td colSpan={span}>{loading ? <Spinner label="Memuat data" /> : emptyText}</td>
        </tr>
      </tbody>
    );
  } else {
    body = (
      <TableCellsContext value={table}>
        <TableRows
          key="rows"
          columns={columns}
          classes={classes}
          rows={rows}
          keys={keys}
          phone={phone}
          selection={selected ? { selected, toggle: toggleOne } : undefined}
        />
      </TableCellsContext>
    );
  }

  const sortable = columns.filter((column) => column.sortable);
  return (
    <div className="ui-table">
      {phoneSort && onSort && sortable.length > 0 ? (
        <div className="ui-table__phone-sort" role="group" aria-label={`Urutan ${label}`}>
          <SortSelects
            fields={sortable}
            field={sort?.field ?? ''}
            dir={sort?.dir ?? 'asc'}
            unsorted={sort ? null : 'Bawaan'}
            onField={(field) => onSort({ field, dir: sort?.dir ?? 'asc' })}
            onDir={(dir) => onSort({ field: sort?.field ?? sortable[0]?.key ?? '', dir })}
          />
        </div>
      ) : null}
      {/* A table wider than its box scrolls; the box then becomes a named region with a Tab stop so arrow keys scroll it (useScrollRegion). */}
      <div
        ref={scroller}
        className={`ui-table__scroll${loading && rows.length > 0 ? ' ui-table__scroll--loading' : ''}`}
        aria-busy={loading || undefined}
      >
        <table aria-label={label}>
          <thead>
            <tr>
              {selection ? (
                <th className="ui-table__select" scope="col">
                  <label className="ui-table__check">
                    <input
                      type="checkbox"
                      aria-label="Pilih semua baris"
                      checked={allSelected}
                      onChange={toggleAll}
                      disabled={rows.length === 0}
                    />
                    <span className="ui-table__check-text">Pilih semua</span>
                  </label>
                </th>
              ) : null}
              {columns.map((column, at) => (
                <th
                  key={column.key}
                  scope="col"
                  className={classes[at]}
                  aria-sort={column.sortable ? ariaSort(sort, column.key) : undefined}
                >
                  {column.sortable && onSort ? (
                    <button type="button" className="ui-table__sort" onClick={() => onSort(nextSort(sort, column.key))}>
                      <span>{column.header}</span>
                      <SortMark state={ariaSort(sort, column.key)} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          {body}
        </table>
      </div>
      {paging ? (
        <p className="ui-table__caption" aria-live="polite">
          {pagingCaption(paging)}
        </p>
      ) : null}
    </div>
  );
}

function cellClass<R>(column: DataColumn<R>): string | undefined {
  const classes = [
    column.align ? `ui-table__cell--${column.align}` : '',
    column.nowrap ? 'ui-table__cell--nowrap' : '',
    column.actions ? 'ui-table__cell--actions' : '',
  ].filter(Boolean);
  return classes.length ? classes.join(' ') : undefined;
}

function SortMark({ state }: { readonly state: 'ascending' | 'descending' | 'none' }) {
  if (state === 'ascending') return <Icon name="chevronUp" size={14} />;
  if (state === 'descending') return <Icon name="chevronDown" size={14} />;
  return (
    <span className="ui-table__sort-idle" aria-hidden="true">
      ↕
    </span>
  );
}
