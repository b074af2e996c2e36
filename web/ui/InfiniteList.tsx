import { useEffect, useRef, type ReactNode } from 'react';
import { Spinner } from './Spinner';
import './fields.css';

export interface InfiniteListProps {
  readonly children: ReactNode;
  /** Asks for the next page; not called while `loading` or after `done`. */
  readonly onMore: () => void;
  readonly loading: boolean;
  /** An empty page has marked the end. */
  readonly done: boolean;
  /** Shown under the list once it has ended and is not empty. */
  readonly endText?: string;
  readonly label: string;
}

/**
 * A list that asks for its next page when its end scrolls into view (IntersectionObserver on a
 * sentinel), so it works in the page's scroll as well as in a scroll box.
 */
export function InfiniteList({ children, onMore, loading, done, endText, label }: InfiniteListProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || done || loading) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) more.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [done, loading]);
  return (
    <div className="ui-infinite" aria-label={label} aria-busy={loading}>
      {children}
      <div ref={sentinel} className="ui-infinite__end">
        {loading ? <Spinner label="Memuat" /> : done && endText ? <span>{endText}</span> : null}
      </div>
    </div>
  );
}
