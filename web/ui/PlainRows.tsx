import { useLayoutEffect, useRef, type Key, type ReactNode } from 'react';
import { drawPlain, handlersOf, samePlain, type PlainHandlers, type PlainTable } from './plainCells';
import { followsInPage } from './RowLink';
import type { TableCells } from './tableLayout';

/** What every cell of a column shares: its classes, and its name above the value on a phone card. */
export interface PlainColumn {
  readonly className: string | undefined;
  /** data-label on phone cards; undefined for the actions cell. */
  readonly label: string | undefined;
}

/** A drawn cell: what it shows, its element, and its elements with handlers in drawing order. */
interface DrawnCell {
  readonly content: ReactNode;
  readonly td: HTMLTableCellElement;
  readonly handled: readonly Element[];
}

interface DrawnRow {
  readonly tr: HTMLTableRowElement;
  readonly cells: DrawnCell[];
}

interface Drawn {
  readonly phone: boolean;
  readonly href: TableCells['href'];
  readonly rows: ReadonlyMap<Key, DrawnRow>;
}

/** The element at the same place under `to` as `element` is under `from` (a cell drawn again keeps its focus). */
function samePlace(element: Element, from: Element, to: Element): Element | null {
  const path: number[] = [];
  for (let at: Element | null = element; at && at !== from; at = at.parentElement)
    path.unshift(at.parentElement ? [...at.parentElement.children].indexOf(at) : 0);
  let found: Element | null = to;
  for (const index of path) found = found?.children[index] ?? null;
  return found;
}

/**
 * The rows of a table whose cells are all plain (plainCells.ts), built as a plain table is built:
 * a <tr> per row, a <td> per cell, in one fragment. When what they show changes, only the cells
 * that changed are drawn again (a switch turned off redraws its own cell, not a hundred rows); a
 * kept cell gets this render's handlers. Links to routes leave through one click listener on the
 * body; clicks and changes of the cells' controls through one listener of each kind.
 */
export function PlainRows({
  cells,
  keys,
  columns,
  table,
}: {
  readonly cells: readonly (readonly ReactNode[])[];
  readonly keys: readonly Key[];
  readonly columns: readonly PlainColumn[];
  readonly table: TableCells;
}) {
  const body = useRef<HTMLTableSectionElement>(null);
  const drawn = useRef<Drawn | null>(null);
  const routes = useRef(new WeakMap<Element, string>());
  const handlers = useRef(new WeakMap<Element, PlainHandlers>());
  const navigate = useRef(table.navigate);

  useLayoutEffect(() => {
    navigate.current = table.navigate;
    const tbody = body.current;
    if (!tbody) return;
    const page = tbody.ownerDocument;
    const previous = drawn.current;
    // A new layout or router draws every row again; so do rows whose keys repeat (they cannot be told apart).
    const keeps =
      previous !== null &&
      previous.phone === table.phone &&
      previous.href === table.href &&
      new Set(keys).size === keys.length;
    if (!keeps) routes.current = new WeakMap();
    // The elements with handlers of the cell being drawn.
    let handled: Element[] = [];
    const layout: PlainTable = {
      phone: table.phone,
      href: table.href,
      routes: routes.current,
      handle: (element, given) => {
        handled.push(element);
        handlers.current.set(element, given);
      },
    };

    const drawCell = (content: ReactNode, at: number): DrawnCell => {
      const td = page.createElement('td');
      const column = columns[at];
      if (column?.className) td.className = column.className;
      if (table.phone && column?.label !== undefined) td.setAttribute('data-label', column.label);
      handled = [];
      drawPlain(content, td, layout);
      return { content, td, handled };
    };
    const keepCell = (cell: DrawnCell, content: ReactNode): DrawnCell => {
      const fresh: PlainHandlers[] = [];
      handlersOf(content, layout, fresh);
      cell.handled.forEach((element, at) => {
        const given = fresh[at];
        if (given) handlers.current.set(element, given);
      });
      return { ...cell, content };
    };
    const updateCell = (tr: HTMLTableRowElement, cell: DrawnCell, content: ReactNode, at: number): DrawnCell => {
      if (samePlain(cell.content, content, layout)) return keepCell(cell, content);
      const next = drawCell(content, at);
      const focused = page.activeElement;
      tr.replaceChild(next.td, cell.td);
      // The control the seller was on stays focused, as React keeps an element it only updates.
      if (focused && focused !== page.body && cell.td.contains(focused)) {
        const again = samePlace(focused, cell.td, next.td);
        if (again instanceof HTMLElement || again instanceof SVGElement) again.focus({ preventScroll: true });
      }
      return next;
    };

    const rows = new Map<Key, DrawnRow>();
    const order: HTMLTableRowElement[] = [];
    cells.forEach((contents, index) => {
      const key = keys[index] ?? index;
      const old = keeps ? previous.rows.get(key) : undefined;
      let row: DrawnRow;
      if (old && old.cells.length === contents.length) {
        row = {
          tr: old.tr,
          cells: contents.map((content, at) => updateCell(old.tr, old.cells[at] as DrawnCell, content, at)),
        };
      } else {
        const tr = page.createElement('tr');
        row = { tr, cells: contents.map((content, at) => drawCell(content, at)) };
        for (const cell of row.cells) tr.append(cell.td);
      }
      rows.set(key, row);
      order.push(row.tr);
    });
    const children = tbody.children;
    if (order.length !== children.length || order.some((tr, at) => children[at] !== tr)) {
      const fragment = page.createDocumentFragment();
      fragment.append(...order);
      tbody.replaceChildren(fragment);
    }
    drawn.current = { phone: table.phone, href: table.href, rows };
  });

  // Listening starts in the same commit as the first rows are drawn, before paint: no drawn switch or link is ever without its handler.
  useLayoutEffect(() => {
    const tbody = body.current;
    if (!tbody) return;
    const click = (event: MouseEvent) => {
      // As React bubbles a click: every element with a handler from the target up to the body.
      for (let at = event.target instanceof Element ? event.target : null; at && at !== tbody; at = at.parentElement)
        handlers.current.get(at)?.onClick?.(event);
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      const to = anchor ? routes.current.get(anchor) : undefined;
      if (to === undefined || !followsInPage(event)) return;
      event.preventDefault();
      navigate.current(to);
    };
    const change = (event: Event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement)) return;
      const given = handlers.current.get(input);
      given?.onChange?.(event);
      // A controlled checkbox, as React's: it shows what its row says until the row changes.
      if (given?.checked !== undefined) input.checked = given.checked;
    };
    tbody.addEventListener('click', click);
    tbody.addEventListener('change', change);
    return () => {
      tbody.removeEventListener('click', click);
      tbody.removeEventListener('change', change);
    };
  }, []);

  return <tbody ref={body} />;
}
