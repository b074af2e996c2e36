import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** The way back from a detail page to its list, drawn as a secondary button. */
export function BackLink({ href, children = 'Kembali' }: { readonly href: string; readonly children?: ReactNode }) {
  return (
    <Link href={href} className="ui-button ui-button--secondary">
      {children}
    </Link>
  );
}
