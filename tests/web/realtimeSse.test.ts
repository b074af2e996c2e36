import { describe, expect, it, vi } from 'vitest';
import { parseChatEvent, sseUnreadSignal, type FetchLike } from '@web/platform/sseSignal';
import type { UnreadChange } from '@web/platform/unreadSignal';
import { until } from '../support/until';

/** How long a state of the signal may take (its fakes answer at once). */
const SIGNAL_WAIT_MS = 2000;

/** A streamed response whose chunks the test pushes; close() ends it. */
function stream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
  };
}

describe('sandbox event stream signal', () => {
  it('sends the token only in the Authorization header and reports each chat event', async () => {
    const s = stream();
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fetchFake: FetchLike = async (url, init) => {
      calls.push({ url, init });
      return s.response;
    };
    const seen: UnreadChange[] = [];
    const stop = sseUnreadSignal({
      url: '/realtime',
      getToken: () => 'token-rahasia',
      read: async () => 9,
      fetch: fetchFake,
    }).subscribe((_t, change) => seen.push(change));
    await until(() => seen.length === 1, SIGNAL_WAIT_MS);
    expect(calls[0]?.url).toBe('/realtime');
    expect(calls[0]?.url).not.toContain('token');
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe('token-rahasia');
    s.send('retry: 2000\n\nid: 1\nevent: chat\ndata: {"customerId":3001,');
    s.send('"totalUnread":7}\n\nevent: other\ndata: {}\n\nevent: chat\ndata: not json\n\n');
    await until(() => seen.length === 2, SIGNAL_WAIT_MS);
    expect(seen).toEqual([
      { totalUnread: 9, customerId: null },
      { totalUnread: 7, customerId: 3001 },
    ]);
    stop();
  });

  it('reconnects with backoff after the stream fails, and reads the total again', async () => {
    const first = stream();
    const second = stream();
    const answers = [first.response, second.response];
    const fetchFake = vi.fn<FetchLike>(async () => {
      const next = answers.shift();
      if (!next) throw new TypeError('Failed to fetch');
      return next;
    });
    const read = vi.fn(async () => 1);
    const onError = vi.fn();
    const stop = sseUnreadSignal({
      url: '/realtime',
      getToken: () => 't',
      read,
      fetch: fetchFake,
      retryDelay: () => 1,
      onError,
    }).subscribe(() => undefined);
    await until(() => read.mock.calls.length === 1, SIGNAL_WAIT_MS);
    first.close();
    await until(() => fetchFake.mock.calls.length === 2 && read.mock.calls.length === 2, SIGNAL_WAIT_MS);
    second.close();
    await until(() => onError.mock.calls.length >= 1, SIGNAL_WAIT_MS);
    expect(onError).toHaveBeenCalledWith(new TypeError('Failed to fetch'));
    stop();
  });

  it('stops for good on a 401 (the session is over) and without a token', async () => {
    const fetchFake = vi.fn<FetchLike>(async () => new Response('{}', { status: 401 }));
    // Fake timers: every retry the signal could schedule runs now, so a retry after a 401 would show.
    vi.useFakeTimers();
    try {
      const stop = sseUnreadSignal({
        url: '/realtime',
        getToken: () => 't',
        read: async () => 0,
        fetch: fetchFake,
        retryDelay: () => 1,
      }).subscribe(() => undefined);
      await vi.runAllTimersAsync();
      expect(fetchFake).toHaveBeenCalledTimes(1);
      stop();
    } finally {
      vi.useRealTimers();
    }
    const noToken = vi.fn<FetchLike>();
    sseUnreadSignal({ url: '/realtime', getToken: () => null, read: async () => 0, fetch: noToken }).subscribe(
      () => undefined,
    )();
    expect(noToken).not.toHaveBeenCalled();
  });

  it('aborts the request on unsubscribe', async () => {
    let signal: AbortSignal | null | undefined;
    const s = stream();
    const stop = sseUnreadSignal({
      url: '/realtime',
      getToken: () => 't',
      read: async () => 0,
      fetch: async (_url, init) => {
        signal = init.signal;
        return s.response;
      },
    }).subscribe(() => undefined);
    await until(() => signal !== undefined, SIGNAL_WAIT_MS);
    stop();
    expect(signal?.aborted).toBe(true);
  });

  it('accepts only well-formed chat events', () => {
    expect(parseChatEvent({ event: 'chat', data: '{"customerId":1,"totalUnread":2}', id: '' })).toEqual({
      customerId: 1,
      totalUnread: 2,
    });
    expect(parseChatEvent({ event: 'chat', data: '{"customerId":1,"totalUnread":-2}', id: '' })).toBeNull();
    expect(parseChatEvent({ event: 'notification', data: '{"customerId":1,"totalUnread":2}', id: '' })).toBeNull();
  });
});
