import { describe, expect, it, vi } from 'vitest';
import { parseChatEvent, sseUnreadSignal, type FetchLike } from '@web/platform/sseSignal';
import { mergedUnreadSignal, pollingUnreadSignal, sharedUnreadSignal, type UnreadChange, type UnreadSignal } from '@web/platform/unreadSignal';

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

const until = async (check: () => boolean): Promise<void> => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('sandbox event stream signal', () => {
  it('sends the token only in the Authorization header and reports each chat event', async () => {
    const s = stream();
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fetchFake: FetchLike = async (url, init) => {
      calls.push({ url, init });
      return s.response;
    };
    const seen: UnreadChange[] = [];
    const stop = sseUnreadSignal({ url: '/realtime', getToken: () => 'token-rahasia', read: async () => 9, fetch: fetchFake }).subscribe((_t, change) =>
      seen.push(change),
    );
    await until(() => seen.length === 1);
    expect(calls[0]?.url).toBe('/realtime');
    expect(calls[0]?.url).not.toContain('token');
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe('token-rahasia');
    s.send('retry: 2000\n\nid: 1\nevent: chat\ndata: {"customerId":3001,');
    s.send('"totalUnread":7}\n\nevent: other\ndata: {}\n\nevent: chat\ndata: not json\n\n');
    await until(() => seen.length === 2);
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
    const stop = sseUnreadSignal({ url: '/realtime', getToken: () => 't', read, fetch: fetchFake, retryDelay: () => 1, onError }).subscribe(() => undefined);
    await until(() => read.mock.calls.length === 1);
    first.close();
    await until(() => fetchFake.mock.calls.length === 2 && read.mock.calls.length === 2);
    second.close();
    await until(() => onError.mock.calls.length >= 1);
    expect(onError).toHaveBeenCalledWith(new TypeError('Failed to fetch'));
    stop();
  });

  it('stops for good on a 401 (the session is over) and without a token', async () => {
    const fetchFake = vi.fn<FetchLike>(async () => new Response('{}', { status: 401 }));
    const stop = sseUnreadSignal({ url: '/realtime', getToken: () => 't', read: async () => 0, fetch: fetchFake, retryDelay: () => 1 }).subscribe(() => undefined);
    await new Promise((r) => setTimeout(r, 30));
    expect(fetchFake).toHaveBeenCalledTimes(1);
    stop();
    const noToken = vi.fn<FetchLike>();
    sseUnreadSignal({ url: '/realtime', getToken: () => null, read: async () => 0, fetch: noToken })
      .subscribe(() => undefined)();
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
    await until(() => signal !== undefined);
    stop();
    expect(signal?.aborted).toBe(true);
  });

  it('accepts only well-formed chat events', () => {
    expect(parseChatEvent({ event: 'chat', data: '{"customerId":1,"totalUnread":2}', id: '' })).toEqual({ customerId: 1, totalUnread: 2 });
    expect(parseChatEvent({ event: 'chat', data: '{"customerId":1,"totalUnread":-2}', id: '' })).toBeNull();
    expect(parseChatEvent({ event: 'notification', data: '{"customerId":1,"totalUnread":2}', id: '' })).toBeNull();
  });
});

describe('shared and polling signals', () => {
  it('opens the source once for many subscribers and closes it with the last one', () => {
    let emit: (total: number) => void = () => undefined;
    const stopSource = vi.fn();
    const source: UnreadSignal = {
      subscribe: vi.fn((listener) => {
        emit = (total) => listener(total, { totalUnread: total, customerId: null });
        return stopSource;
      }),
    };
    const shared = sharedUnreadSignal(source);
    const a = vi.fn();
    const b = vi.fn();
    const offA = shared.subscribe(a);
    const offB = shared.subscribe(b);
    emit(3);
    expect(source.subscribe).toHaveBeenCalledTimes(1);
    expect(a).toHaveBeenCalledWith(3, { totalUnread: 3, customerId: null });
    expect(b).toHaveBeenCalledWith(3, { totalUnread: 3, customerId: null });
    offA();
    offA();
    expect(stopSource).not.toHaveBeenCalled();
    offB();
    expect(stopSource).toHaveBeenCalledTimes(1);
  });

  it('merges sources: each one reaches the listener, and unsubscribe stops them all', () => {
    const emitters: Array<(total: number) => void> = [];
    const stops = [vi.fn(), vi.fn()];
    const source = (index: number): UnreadSignal => ({
      subscribe: (listener) => {
        emitters[index] = (total) => listener(total, { totalUnread: total, customerId: index });
        return stops[index] ?? (() => undefined);
      },
    });
    const listener = vi.fn();
    const off = mergedUnreadSignal(source(0), source(1)).subscribe(listener);
    emitters[0]?.(4);
    emitters[1]?.(5);
    expect(listener.mock.calls).toEqual([
      [4, { totalUnread: 4, customerId: 0 }],
      [5, { totalUnread: 5, customerId: 1 }],
    ]);
    off();
    expect(stops.map((stop) => stop.mock.calls.length)).toEqual([1, 1]);
  });

  it('polling reports only changed totals and skips hidden tabs', async () => {
    vi.useFakeTimers();
    try {
      const totals = [1, 1, 2];
      let visible = true;
      const listener = vi.fn();
      const stop = pollingUnreadSignal({ intervalMs: 15_000, isVisible: () => visible, read: async () => totals.shift() ?? null }).subscribe(listener);
      await vi.advanceTimersByTimeAsync(15_000);
      visible = false;
      await vi.advanceTimersByTimeAsync(15_000);
      visible = true;
      await vi.advanceTimersByTimeAsync(15_000);
      expect(listener.mock.calls.map((c) => c[0])).toEqual([1, 2]);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
