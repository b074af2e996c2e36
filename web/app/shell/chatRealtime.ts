import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { create } from 'zustand';
import { unreadRoseOutside } from '@core/chat/rules';
import type { Conversation } from '@core/chat/schema';
import type { RealtimeConfig } from '@core/config';
import { firebaseUnreadSignal, loadFirebaseSdk } from '@web/platform/firebaseSignal';
import { sseUnreadSignal } from '@web/platform/sseSignal';
import { localTokenStore } from '@web/platform/tokenStore';
import type { UnreadChange, UnreadSignal } from '@web/platform/unreadSignal';
import { chatKeys } from '../api/queryKeys';
import { appConfig } from '../config';
import { chatUnreadQuery } from './badges';

/** The new-chat toast shows 550 ms after the count rises. */
export const CHAT_TOAST_DELAY_MS = 550;
/**
 * The chat API is asked every 15 s (while the tab is shown): the only source without a realtime
 * one (config kind 'none'), and beside the sandbox stream and firebase to catch lost events.
 */
export const UNREAD_POLL_MS = 15_000;

/** The conversation the chat screen shows, or null: its new messages are on screen, not news. */
const useShownConversationStore = create<{ readonly customerId: number | null }>(() => ({ customerId: null }));

/** Called by the chat screen: while it shows a conversation, no toast announces that conversation's messages. */
export function useShownConversation(customerId: number | null): void {
  useEffect(() => {
    useShownConversationStore.setState({ customerId });
    return () => useShownConversationStore.setState({ customerId: null });
  }, [customerId]);
}

/** What is known of a rise of the unread total when it is seen. */
interface Rise {
  /** The conversation the realtime event named, or null when the source gave only the total. */
  readonly customerId: number | null;
  /** The conversations as the chat screen held them before the rise, to compare with when no conversation was named. */
  readonly before: readonly Conversation[] | null;
}

/**
 * Whether a rise is news for the seller: always, unless a conversation is on screen
 * and the new messages are in it. A source that names no conversation is checked against the
 * conversations after the rise.
 */
async function isNews(client: QueryClient, sellerId: number, rise: Rise): Promise<boolean> {
  const shown = useShownConversationStore.getState().customerId;
  if (shown === null) return true;
  if (rise.customerId !== null) return rise.customerId !== shown;
  if (rise.before === null) return true;
  const key = chatKeys.conversations(sellerId);
  await client.refetchQueries({ queryKey: key, type: 'active' });
  const after = client.getQueryData<readonly Conversation[]>(key);
  return after === undefined || unreadRoseOutside(rise.before, after, shown);
}

function reportRealtimeError(error: unknown): void {
  // The badge keeps its last value and the adapter retries; the details are for the console.
  console.warn('Realtime chat terputus', error);
}

/** The adapter config.realtime names: firebase (production) or the sandbox's event stream; null for 'none'. */
function realtimeSource(
  sellerId: number,
  realtime: RealtimeConfig,
  read: () => Promise<number | null>,
): UnreadSignal | null {
  switch (realtime.kind) {
    case 'sse':
      return sseUnreadSignal({
        url: realtime.url,
        getToken: () => localTokenStore.read(),
        read,
        onError: reportRealtimeError,
      });
    case 'firebase':
      return firebaseUnreadSignal({
        config: realtime,
        sellerId,
        read,
        loadSdk: loadFirebaseSdk,
        onError: reportRealtimeError,
      });
    case 'none':
      return null;
  }
}

/**
 * Keeps the seller's unread chat total current and the chat screen's queries fresh: the total is
 * polled, and every realtime event sets it and invalidates the conversations and the messages it
 * concerns. `announce` is called when the total rises (not on the first reading: messages that
 * were already waiting are not news), unless the new messages are in the conversation on screen.
 */
export function useChatRealtime(sellerId: number | null, announce: () => void): void {
  const client = useQueryClient();
  const unread = useQuery({
    ...chatUnreadQuery(sellerId ?? 0),
    enabled: sellerId !== null,
    refetchInterval: UNREAD_POLL_MS,
  });
  const pushed = useRef<number | null>(null);
  /** The last realtime change, kept with what the chat screen held before it refreshed. */
  const lastChange = useRef<Rise>({ customerId: null, before: null });

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
      lastChange.current = {
        customerId: change.customerId,
        before: client.getQueryData<readonly Conversation[]>(chatKeys.conversations(sellerId)) ?? null,
      };
      client.setQueryData(chatKeys.unread(sellerId), total);
      void client.invalidateQueries({ queryKey: chatKeys.conversations(sellerId) });
      void client.invalidateQueries({
        queryKey:
          change.customerId === null ? chatKeys.allMessages(sellerId) : chatKeys.messages(sellerId, change.customerId),
      });
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
    const pushedChange = pushed.current === total;
    const rise: Rise = pushedChange
      ? lastChange.current
      : {
          customerId: null,
          before: client.getQueryData<readonly Conversation[]>(chatKeys.conversations(sellerId)) ?? null,
        };
    // A change the poll found (an event was lost, or there is no realtime source): the chat lists follow.
    if (!pushedChange) {
      void client.invalidateQueries({ queryKey: chatKeys.conversations(sellerId) });
      void client.invalidateQueries({ queryKey: chatKeys.allMessages(sellerId) });
    }
    if (total > before) {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        void isNews(client, sellerId, rise).then((news) => {
          if (news) announce();
        });
      }, CHAT_TOAST_DELAY_MS);
      timers.current.add(timer);
    }
  }, [total, sellerId, client, announce]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
}
