import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { profileKeys } from '../api/queryKeys';
import { ONLINE_CHECK_MS } from './OnlineIndicator';

/** Whether a read other than the profile is on its way: a screen's own, which the check must not delay. */
function screenReadOnItsWay(client: QueryClient): boolean {
  return client.isFetching({ predicate: (query) => query.queryKey[0] !== profileKeys.all[0] }) > 0;
}

/**
 * The online check: every ONLINE_CHECK_MS while the tab is shown, the profile is read again (which
 * also keeps the sidebar's seller fresh). A tick that finds a screen's read on its way lets it be:
 * on a slow link the check would share the line with the read the seller waits for, and that read's
 * own answer tells whether the server is reached. The next tick checks again.
 */
export function useOnlineCheck(enabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'hidden' || screenReadOnItsWay(client)) return;
      void client.refetchQueries({ queryKey: profileKeys.me(), exact: true }, { cancelRefetch: false });
    }, ONLINE_CHECK_MS);
    return () => clearInterval(timer);
  }, [client, enabled]);
}
