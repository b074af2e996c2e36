import { useEffect } from 'react';
import type { RealtimeConfig } from '@core/config';
import { firebaseUnreadSignal, loadFirebaseSdk } from '@web/platform/firebaseSignal';
import { isPageVisible } from '@web/platform/pageVisibility';
import { sseUnreadSignal } from '@web/platform/sseSignal';
import { localTokenStore } from '@web/platform/tokenStore';
import { mergedUnreadSignal, pollingUnreadSignal, sharedUnreadSignal, type UnreadSignal } from '@web/platform/unreadSignal';
import { shellBadgeApi } from '../api/shellBadges';
import { appConfig } from '../config';
import { useBadges } from './badges';

/** Spec 000 §9: the new-chat toast shows 550 ms after the count rises. */
export const CHAT_TOAST_DELAY_MS = 550;
/** The chat API is asked every 15 s without a realtime source (config kind 'none'), and beside the sandbox stream to catch lost events. */
export const UNREAD_POLL_MS = 15_000;

function reportRealtimeError(error: unknown): void {
  // The badge keeps its last value and the adapter retries; the details are for the console.
  console.warn('Realtime chat terputus', error);
}

/** The adapter config.realtime names: firebase (production), the sandbox's event stream, or polling. */
function realtimeSource(sellerId: number, realtime: RealtimeConfig): UnreadSignal {
  const read = async (): Promise<number | null> => {
    const result = await shellBadgeApi.chatUnread({ from: 'customer', id: sellerId });
    return result.isOk() ? result.value.data.total_unread : null;
  };
  switch (realtime.kind) {
    case 'sse':
      return mergedUnreadSignal(
        sseUnreadSignal({ url: realtime.url, getToken: () => localTokenStore.read(), read, onError: reportRealtimeError }),
        pollingUnreadSignal({ intervalMs: UNREAD_POLL_MS, isVisible: isPageVisible, read }),
      );
    case 'firebase':
      return firebaseUnreadSignal({ config: realtime, sellerId, read, loadSdk: loadFirebaseSdk, onError: reportRealtimeError });
    case 'none':
      return pollingUnreadSignal({ intervalMs: UNREAD_POLL_MS, isVisible: isPageVisible, read });
  }
}

const signals = new Map<number, UnreadSignal>();

/** The seller's chat signal, one connection shared by the shell badge, the toast and the chat screen. */
export function chatUnreadSignal(sellerId: number): UnreadSignal {
  let signal = signals.get(sellerId);
  if (!signal) {
    signal = sharedUnreadSignal(realtimeSource(sellerId, appConfig().realtime));
    signals.set(sellerId, signal);
  }
  return signal;
}

/**
 * Keeps the chat badge in step with the unread signal and calls `announce` when the count rises
 * (not on the first reading: messages that were already waiting are not news).
 */
export function useChatUnread(sellerId: number | null, announce: () => void): void {
  useEffect(() => {
    if (sellerId === null) return;
    let previous: number | null = null;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const unsubscribe = chatUnreadSignal(sellerId).subscribe((total) => {
      useBadges.setState({ chatUnread: total });
      if (previous !== null && total > previous) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          announce();
        }, CHAT_TOAST_DELAY_MS);
        timers.add(timer);
      }
      previous = total;
    });
    return () => {
      unsubscribe();
      timers.forEach(clearTimeout);
    };
  }, [sellerId, announce]);
}
