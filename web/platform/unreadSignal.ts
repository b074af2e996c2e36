/**
 * The port through which the shell learns the seller's unread chat count. Production listens to
 * a realtime database, the sandbox to server-sent events; for now a polling adapter asks the chat API.
 */
export interface UnreadSignal {
  /** Calls `listener` with every new total; returns the unsubscribe function. */
  subscribe(listener: (totalUnread: number) => void): () => void;
}

export interface PollingOptions {
  /** Reads the current total; null when it could not be read this time. */
  readonly read: () => Promise<number | null>;
  readonly intervalMs: number;
  /** Skips a tick while the tab is hidden, so a background tab costs nothing. */
  readonly isVisible?: () => boolean;
}

export function pollingUnreadSignal(options: PollingOptions): UnreadSignal {
  return {
    subscribe(listener) {
      let stopped = false;
      let last: number | null = null;
      const tick = async (): Promise<void> => {
        if (options.isVisible && !options.isVisible()) return;
        const total = await options.read();
        if (stopped || total === null || total === last) return;
        last = total;
        listener(total);
      };
      void tick();
      const timer = setInterval(() => void tick(), options.intervalMs);
      return () => {
        stopped = true;
        clearInterval(timer);
      };
    },
  };
}
