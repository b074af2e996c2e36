import { useEffect } from 'react';
import { pollingUnreadSignal, type UnreadSignal } from '../../platform/unreadSignal';
import { isPageVisible } from '../../platform/pageVisibility';
import { shellBadgeApi } from '../api/shellBadges';
import { useBadges } from './badges';

/** Spec 000 §9: the new-chat toast shows 550 ms after the count rises. */
export const CHAT_TOAST_DELAY_MS = 550;
/** Until the realtime adapters arrive, the chat API is asked every 15 s. */
export const UNREAD_POLL_MS = 15_000;

export function chatUnreadSignal(sellerId: number): UnreadSignal {
  return pollingUnreadSignal({
    intervalMs: UNREAD_POLL_MS,
    isVisible: isPageVisible,
    read: async () => {
      const result = await shellBadgeApi.chatUnread({ from: 'customer', id: sellerId });
      return result.isOk() ? result.value.data.total_unread : null;
    },
  });
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
