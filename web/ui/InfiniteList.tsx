import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
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
  const more = useEffectEvent(onMore);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || done || loading) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) more();
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

/** What a feed reads of a TanStack infinite query whose pages carry `items`. */
export interface FeedQuery<T> {
  readonly data: { readonly pages: readonly { readonly items: readonly T[] }[] } | undefined;
  readonly error: Error | null;
  readonly isFetching: boolean;
  readonly hasNextPage: boolean;
  readonly isFetchNextPageError: boolean;
  readonly fetchNextPage: () => unknown;
  readonly refetch: () => unknown;
}

export interface Feed<T> {
  readonly items: readonly T[];
  readonly loading: boolean;
  /** The server has answered an empty page: there is nothing more. */
  readonly done: boolean;
  readonly error: Error | null;
  /** The next page, unless one is on its way, the feed has ended or the last call failed. */
  readonly more: () => void;
  /** Asks again for what failed: the next page, or the whole feed when the first page failed. */
  readonly retry: () => void;
}

/** An infinite query as InfiniteList and its retry alert read it. */
export function feedOf<T>(query: FeedQuery<T>): Feed<T> {
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return {
    items,
    loading: query.isFetching,
    done: query.data !== undefined && !query.hasNextPage,
    error: query.error,
    more: () => {
      if (!query.isFetching && query.hasNextPage && !query.error) void query.fetchNextPage();
    },
    retry: () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch()),
  };
}
