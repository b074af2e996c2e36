import { chatUnreadChangeSchema } from '@core/chat/schema';
import { backoffDelay, sleep } from './backoff';
import { createSseParser, type SseEvent } from './sseParser';
import type { UnreadChange, UnreadSignal } from './unreadSignal';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface SseSignalOptions {
  /** The event stream (config.realtime.url, e.g. '/realtime'). */
  readonly url: string;
  /** The raw token; it travels only in the Authorization header, never in the URL. */
  readonly getToken: () => string | null;
  /** Reads the current total (chatUnread), after every (re)connection: events may have been missed. */
  readonly read: () => Promise<number | null>;
  readonly fetch?: FetchLike;
  /** Delay before reconnection attempt n (0-based). */
  readonly retryDelay?: (attempt: number) => number;
  /** Told about stream problems (the caller logs them). */
  readonly onError?: (error: unknown) => void;
}

/** The 'chat' event data, checked at the boundary; anything else is ignored. */
export function parseChatEvent(event: SseEvent): UnreadChange | null {
  if (event.event !== 'chat') return null;
  let json: unknown;
  try {
    json = JSON.parse(event.data);
  } catch {
    return null;
  }
  const parsed = chatUnreadChangeSchema.safeParse(json);
  return parsed.success ? { totalUnread: parsed.data.totalUnread, customerId: parsed.data.customerId } : null;
}

/**
 * The sandbox adapter: reads GET /realtime with fetch (EventSource cannot send the Authorization
 * header) and turns each 'chat' event into a change. A dropped stream reconnects with backoff;
 * a 401 stops it, since the session is over and the gateway's hook takes the seller to Login.
 */
export function sseUnreadSignal(options: SseSignalOptions): UnreadSignal {
  const fetchImpl: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const retryDelay = options.retryDelay ?? ((attempt: number) => backoffDelay(attempt));
  return {
    subscribe(listener) {
      const abort = new AbortController();
      const emitRead = async (): Promise<void> => {
        const total = await options.read();
        if (!abort.signal.aborted && total !== null) listener(total, { totalUnread: total, customerId: null });
      };

      const run = async (): Promise<void> => {
        let attempt = 0;
        while (!abort.signal.aborted) {
          let serverRetry: number | null = null;
          const token = options.getToken();
          if (token === null) return;
          try {
            const res = await fetchImpl(options.url, {
              headers: { Authorization: token, Accept: 'text/event-stream' },
              cache: 'no-store',
              signal: abort.signal,
            });
            if (res.status === 401) return;
            if (!res.ok || !res.body) throw new Error(`Realtime stream answered HTTP ${res.status}`);
            attempt = 0;
            void emitRead();
            const reader = res.body.getReader();
            const decoder = new TextDecoder();
            const parser = createSseParser();
            for (;;) {
              const chunk = await reader.read();
              if (chunk.done) break;
              for (const event of parser.push(decoder.decode(chunk.value, { stream: true }))) {
                const change = parseChatEvent(event);
                if (change && !abort.signal.aborted) listener(change.totalUnread, change);
              }
            }
            serverRetry = parser.retryMs;
          } catch (error) {
            if (abort.signal.aborted) return;
            options.onError?.(error);
          }
          await sleep(serverRetry ?? retryDelay(attempt++), abort.signal);
        }
      };

      void run();
      return () => abort.abort();
    },
  };
}
