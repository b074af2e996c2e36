import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { drawPlain, samePlain } from './plainCells';
import { followsInPage } from './RowLink';
import type { TableCells } from './tableLayout';

/** What every cell of a column shares: its classes, and its name above the value on a phone card. */
export interface PlainColumn {
  readonly className: string | undefined;
  /** data-label on phone cards; undefined for the actions cell. */
  readonly label: string | undefined;
}

interface Shown {
  readonly cells: readonly (readonly ReactNode[])[];
  readonly phone: boolean;
  readonly href: TableCells['href'];
}

function sameRows(a: Shown['cells'], b: Shown['cells']): boolean {
  return a.length === b.length && a.every((row, at) => {
    const other = b[at] ?? [];
    return row.length === other.length && row.every((cell, column) => samePlain(cell, other[column]));
  });
}

/**
 * The rows of a table whose cells are all plain (plainCells.ts), built as a plain table is built:
 * a <tr> per row, a <td> per cell, in one fragment, once per change of what they show. Links to
 * routes leave through one click listener on the body.
 */
export function PlainRows({ cells, columns, table }: { readonly cells: Shown['cells']; readonly columns: readonly PlainColumn[]; readonly table: TableCells }) {
  const body = useRef<HTMLTableSectionElement>(null);
  const shown = useRef<Shown | null>(null);
  const routes = useRef(new WeakMap<Element, string>());
  const navigate = useRef(table.navigate);

  useLayoutEffect(() => {
    navigate.current = table.navigate;
    const tbody = body.current;
    const previous = shown.current;
    if (!tbody || (previous && previous.phone === table.phone && previous.href === table.href && sameRows(previous.cells, cells))) return;
    const links = { href: table.href, routes: new WeakMap<Element, string>() };
    const page = tbody.ownerDocument;
    const rows = page.createDocumentFragment();
    for (const row of cells) {
      const tr = page.createElement('tr');
      row.forEach((cell, at) => {
        const td = page.createElement('td');
        const column = columns[at];
        if (column?.className) td.className = column.className;
        if (table.phone && column?.label !== undefined) td.setAttribute('data-label', column.label);
        drawPlain(cell, td, links);
        tr.append(td);
      });
      rows.append(tr);
    }
    tbody.replaceChildren(rows);
    routes.current = links.routes;
    shown.current = { cells, phone: table.phone, href: table.href };
  });

  useEffect(() => {
    const tbody = body.current;
    if (!tbody) return;
    const follow = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      const to = anchor ? routes.current.get(anchor) : undefined;
      if (to === undefined || !followsInPage(event)) return;
      event.preventDefault();
      navigate.current(to);
    };
    tbody.addEventListener('click', follow);
    return () => tbody.removeEventListener('click', follow);
  }, []);

  return <tbody ref={body} />;
}
