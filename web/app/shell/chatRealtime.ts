import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { RealtimeConfig } from '@core/config';
import { firebaseUnreadSignal, loadFirebaseSdk } from '@web/platform/firebaseSignal';
import { sseUnreadSignal } from '@web/platform/sseSignal';
import { localTokenStore } from '@web/platform/tokenStore';
import type { UnreadChange, UnreadSignal } from '@web/platform/unreadSignal';
import { chatKeys } from '../api/queryKeys';
import { appConfig } from '../config';
import { chatUnreadQuery } from './badges';

/** Spec 000 §9: the new-chat toast shows 550 ms after the count rises. */
export const CHAT_TOAST_DELAY_MS = 550;
/**
 * The chat API is asked every 15 s (while the tab is shown): the only source without a realtime
 * one (config kind 'none'), and beside the sandbox stream and firebase to catch lost events.
 */
export const UNREAD_POLL_MS = 15_000;

function reportRealtimeError(error: unknown): void {
  // The badge keeps its last value and the adapter retries; the details are for the console.
  console.warn('Realtime chat terputus', error);
}

/** The adapter config.realtime names: firebase (production) or the sandbox's event stream; null for 'none'. */
function realtimeSource(sellerId: number, realtime: RealtimeConfig, read: () => Promise<number | null>): UnreadSignal | null {
  switch (realtime.kind) {
    case 'sse':
      return sseUnreadSignal({ url: realtime.url, getToken: () => localTokenStore.read(), read, onError: reportRealtimeError });
    case 'firebase':
      return firebaseUnreadSignal({ config: realtime, sellerId, read, loadSdk: loadFirebaseSdk, onError: reportRealtimeError });
    case 'none':
      return null;
  }
}

/**
 * Keeps the seller's unread chat total current and the chat screen's queries fresh: the total is
 * polled, and every realtime event sets it and invalidates the conversations and the messages it
 * concerns. `announce` is called when the total rises (not on the first reading: messages that
 * were already waiting are not news).
 */
export function useChatRealtime(sellerId: number | null, announce: () => void): void {
  const client = useQueryClient();
  const unread = useQuery({ ...chatUnreadQuery(sellerId ?? 0), enabled: sellerId !== null, refetchInterval: UNREAD_POLL_MS });
  const pushed = useRef<number | null>(null);

  useEffect(() => {
    if (sellerId === null) return;
    const read = () =>
      client.fetchQuery({ ...chatUnreadQuery(sellerId), staleTime: 0 }).then(
        (total) => total,
        () => null,
      );
    const source = realtimeSource(sellerId, appConfig().realtime, read);
    if (!source) return;
    return source.subscribe((total: number, change: UnreadChange) => {
      pushed.current = total;
      client.setQueryData(chatKeys.unread(sellerId), total);
      void client.invalidateQueries({ queryKey: chatKeys.conversations(sellerId) });
      void client.invalidateQueries({ queryKey: change.customerId === null ? chatKeys.allMessages(sellerId) : chatKeys.messages(sellerId, change.customerId) });
    });
  }, [sellerId, client]);

  const total = unread.data;
  const previous = useRef<number | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    if (total === undefined || sellerId === null) return;
    const before = previous.current;
    previous.current = total;
    if (before === null || before === total) return;
    // A change the poll found (an event was lost, or there is no realtime source): the chat lists follow.
    if (pushed.current !== total) {
      void client.invalidateQueries({ queryKey: chatKeys.conversations(sellerId) });
      void client.invalidateQueries({ queryKey: chatKeys.allMessages(sellerId) });
    }
    if (total > before) {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        announce();
      }, CHAT_TOAST_DELAY_MS);
      timers.current.add(timer);
    }
  }, [total, sellerId, client, announce]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
}
