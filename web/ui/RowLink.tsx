import { use, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { TableCellsContext } from './tableLayout';

export interface RowLinkProps {
  /** A route path of the portal ('/pesanan/detail/5002'). */
  readonly href: string;
  readonly className?: string;
  readonly title?: string;
  readonly children: ReactNode;
}

/** A plain click on a link: one with a modifier key or another button is the browser's (a new tab, a download). */
function followsInPage(event: {
  readonly defaultPrevented: boolean;
  readonly button: number;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
}): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !event.shiftKey
  );
}

/**
 * A link from a table cell to a route: a plain anchor that leaves through the table's router, so a
 * page of a hundred rows holds no hundred location subscriptions. Like wouter's Link, a click with
 * a modifier key or another button is left to the browser (a new tab). Outside a table it is a Link.
 */
export function RowLink({ href, className, title, children }: RowLinkProps) {
  const table = use(TableCellsContext);
  if (table === null) {
    return (
      <Link href={href} className={className} title={title}>
        {children}
      </Link>
    );
  }
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!followsInPage(event)) return;
    event.preventDefault();
    table.navigate(href);
  };
  return (
    <a href={table.href(href)} className={className} title={title} onClick={follow}>
      {children}
    </a>
  );
}
