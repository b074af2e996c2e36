/**
 * The port through which the shell and the chat screen learn of chat changes: the seller's
 * unread total, and (when the source knows it) which customer's conversation changed. Production
 * listens to a realtime database (firebaseSignal.ts), the sandbox streams server-sent events
 * (sseSignal.ts); the polling adapter asks the chat API when neither is configured.
 */
export interface UnreadChange {
  readonly totalUnread: number;
  /** The conversation that changed, or null when the source only knows the total. */
  readonly customerId: number | null;
}

export interface UnreadSignal {
  /** Calls `listener` with every new total; returns the unsubscribe function. */
  subscribe(listener: (totalUnread: number, change: UnreadChange) => void): () => void;
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
        listener(total, { totalUnread: total, customerId: null });
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

/**
 * One source shared by every subscriber (the shell badge and the chat screen): the connection
 * opens with the first subscriber and closes with the last, so the seller holds one stream.
 */
export function sharedUnreadSignal(source: UnreadSignal): UnreadSignal {
  const listeners = new Set<(totalUnread: number, change: UnreadChange) => void>();
  let stop: (() => void) | null = null;
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (stop === null) {
        stop = source.subscribe((total, change) => {
          for (const each of [...listeners]) each(total, change);
        });
      }
      return () => {
        if (!listeners.delete(listener)) return;
        if (listeners.size === 0 && stop !== null) {
          stop();
          stop = null;
        }
      };
    },
  };
}

/**
 * Several sources as one: every change of any of them reaches the listener. The sandbox stream is
 * paired with a slow poll so a lost event (a proxy that buffers, a sleeping laptop) is corrected.
 */
export function mergedUnreadSignal(...sources: readonly UnreadSignal[]): UnreadSignal {
  return {
    subscribe(listener) {
      const stops = sources.map((source) => source.subscribe(listener));
      return () => stops.forEach((stop) => stop());
    },
  };
}
