import type { ReactNode } from 'react';
import { RowLink } from './RowLink';
import './list.css';

/** A list cell that leads to the row's detail screen. */
export function DetailLink({
  href,
  title,
  children,
}: {
  readonly href: string;
  readonly title?: string;
  readonly children: ReactNode;
}) {
  return (
    <RowLink href={href} className="list-detail-link" title={title}>
      {children}
    </RowLink>
  );
}
