// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileKeys } from '@web/app/api/queryKeys';
import { SHELL_READS_FALLBACK_MS, useScreenReadsFirst } from '@web/app/shell/screenReadsFirst';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function withClient(client: QueryClient) {
  return ({ children }: { readonly children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe("the shell's secondary reads wait for the screen's answers", () => {
  it("stay off while only the profile has answered, and start once a screen's read answers", async () => {
    const client = new QueryClient();
    const { result } = renderHook(() => useScreenReadsFirst(), { wrapper: withClient(client) });
    expect(result.current).toBe(false);
    await act(() => client.fetchQuery({ queryKey: profileKeys.me(), queryFn: () => ({ id: 1001 }) }));
    expect(result.current).toBe(false);
    await act(() =>
      client.fetchQuery({ queryKey: ['orders', 'list', { query: { limit: 100 } }], queryFn: () => ({ items: [] }) }),
    );
    expect(result.current).toBe(true);
  });

  it("wait for every read of the screen on its way: the category tree's answer does not start them while the product page is loading", async () => {
    const client = new QueryClient();
    const { result } = renderHook(() => useScreenReadsFirst(), { wrapper: withClient(client) });
    let answerProducts: (items: unknown) => void = () => undefined;
    const products = act(() =>
      client.fetchQuery({
        queryKey: ['product', 'list', { limit: 100 }],
        queryFn: () => new Promise((resolve) => (answerProducts = resolve)),
      }),
    );
    await act(() => client.fetchQuery({ queryKey: ['product', 'categories'], queryFn: () => ({ tree: [] }) }));
    expect(result.current).toBe(false);
    answerProducts({ items: [] });
    await products;
    expect(result.current).toBe(true);
  });

  it("a screen's read that fails counts as its answer too", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => useScreenReadsFirst(), { wrapper: withClient(client) });
    await act(() =>
      client.prefetchQuery({ queryKey: ['complaint', 'list'], queryFn: () => Promise.reject(new Error('500')) }),
    );
    expect(result.current).toBe(true);
  });

  it('a screen that reads nothing lets them start after the fallback', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const { result } = renderHook(() => useScreenReadsFirst(), { wrapper: withClient(client) });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SHELL_READS_FALLBACK_MS - 1);
    });
    expect(result.current).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(result.current).toBe(true);
  });

  it('a shell mounted after a screen answered (a second login) starts them at once', async () => {
    const client = new QueryClient();
    await client.fetchQuery({ queryKey: ['dashboard', 'detail', 'cards'], queryFn: () => ({ cards: [] }) });
    const { result } = renderHook(() => useScreenReadsFirst(), { wrapper: withClient(client) });
    expect(result.current).toBe(true);
  });
});
