import { notifyManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { useSession } from '../session';
import { ApiQueryError } from './query';

declare module '@tanstack/react-query' {
  interface Register {
    /** `errorLog`: the console line of a failed load that is only logged, never shown. */
    queryMeta: { readonly errorLog?: string };
  }
}

/**
 * The portal's one QueryClient. Calls are never retried behind the seller's back (a failure shows
 * at once with its 'Coba lagi'); they run whatever navigator.onLine says, because the gateway
 * reports a lost network itself and the online check must keep asking. Refetching on window focus
 * is off: data refreshes on mount, on invalidation after a write, and where a screen polls.
 */
// Query results reach the screens in a microtask rather than a 0 ms timer (the library's default),
// so a paused clock (Playwright's page.clock) or a throttled background tab does not hold them back.
notifyManager.setScheduler(queueMicrotask);

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      // A contract mismatch is already logged by the gateway, with its zod issues.
      const contract = error instanceof ApiQueryError && error.apiError.kind === 'contract';
      if (query.meta?.errorLog && !contract) console.error(query.meta.errorLog, error);
    },
  }),
  defaultOptions: {
    queries: { retry: false, networkMode: 'always', refetchOnWindowFocus: false },
    mutations: { retry: false, networkMode: 'always' },
  },
});

// Nothing of one seller stays in memory for the next: the cache empties when the session ends.
useSession.subscribe((state, previous) => {
  if (previous.token !== null && state.token !== previous.token) queryClient.clear();
});
