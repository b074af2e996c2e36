import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { profileKeys } from '../api/queryKeys';

/**
 * A screen that reads nothing (the offline page) lets the shell's own reads start after this long.
 * The spec gives no figure; it is well under the badges' own poll (60 s).
 */
export const SHELL_READS_FALLBACK_MS = 3000;

/** What is looked at of a cached read. */
interface Read {
  readonly queryKey: readonly unknown[];
  readonly state: { readonly status: string; readonly fetchStatus: string };
}

/** The shell's own first read: the seller's profile, which the layout needs before anything else. */
function isProfile(query: Read): boolean {
  return query.queryKey[0] === profileKeys.all[0];
}

/** A read of the screen that has answered (with data or an error). */
function answered(query: Read): boolean {
  return !isProfile(query) && (query.state.status === 'success' || query.state.status === 'error');
}

/**
 * Whether the screen has had its answers: one of its reads has answered and none is still on its
 * way. The product screen's category tree answers before its page of 100 products; the shell's
 * reads wait for the products too.
 */
function screenAnswered(reads: readonly Read[]): boolean {
  return reads.some(answered) && !reads.some((read) => !isProfile(read) && read.state.fetchStatus === 'fetching');
}

/**
 * Whether the shell may start its secondary reads (the sidebar badges, each a page of 100 orders,
 * and the unread chat total with its realtime stream): once the screen's reads have answered, or
 * after SHELL_READS_FALLBACK_MS. On a slow link the screen's own lists are not made to share the
 * line with two lists of 100 orders the seller did not ask for, and their rows are not drawn
 * behind those lists' parsing. Once true it stays true for the life of the shell.
 */
export function useScreenReadsFirst(): boolean {
  const client = useQueryClient();
  const [ready, setReady] = useState(() => screenAnswered(client.getQueryCache().getAll()));
  useEffect(() => {
    if (ready) return;
    const cache = client.getQueryCache();
    const unsubscribe = cache.subscribe((event) => {
      // As a transition: React draws it in a task of its own, after the screen's rows are drawn
      // from the answer, instead of starting three requests inside the task that draws them.
      if (event.type === 'updated' && answered(event.query) && screenAnswered(cache.getAll()))
        startTransition(() => setReady(true));
    });
    const fallback = setTimeout(() => setReady(true), SHELL_READS_FALLBACK_MS);
    return () => {
      unsubscribe();
      clearTimeout(fallback);
    };
  }, [client, ready]);
  return ready;
}
