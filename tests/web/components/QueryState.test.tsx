// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiQueryError, fromResult } from '@web/app/api/query';
import { QueryState } from '@web/ui/QueryState';
import { errAsync, okAsync } from 'neverthrow';
import { describeApiError, type ApiError } from '@core/api/errors';

afterEach(cleanup);

const down: ApiError = { kind: 'network', endpoint: 'dashboard', message: 'offline' };

function Screen({ load }: { readonly load: () => Promise<readonly string[]> }) {
  const query = useQuery({ queryKey: ['items'], queryFn: load });
  return (
    <QueryState
      query={query}
      loadingLabel="Memuat dashboard"
      errorTitle="Dashboard gagal dimuat"
      refreshErrorTitle="Data belum diperbarui"
    >
      {(items) => (
        <ul aria-label="Isi">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function show(load: () => Promise<readonly string[]>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Screen load={load} />
    </QueryClientProvider>,
  );
  return client;
}

describe('QueryState with the gateway adapter', () => {
  it('a spinner named for the screen until the first answer, then the data', async () => {
    show(() => fromResult(okAsync(['Nilai Transaksi'])));
    expect(screen.getByRole('status', { name: 'Memuat dashboard' })).toBeTruthy();
    await screen.findByText('Nilai Transaksi');
    expect(screen.queryByRole('status', { name: 'Memuat dashboard' })).toBeNull();
  });

  it("a failure shows what failed with describeApiError's sentence, and 'Coba lagi' asks again", async () => {
    const load = vi.fn<() => Promise<readonly string[]>>().mockImplementationOnce(() => fromResult(errAsync(down)));
    load.mockImplementation(() => fromResult(okAsync(['Nilai Transaksi'])));
    show(load);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Dashboard gagal dimuat')).toBeTruthy();
    expect(within(alert).getByText(describeApiError(down))).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await screen.findByText('Nilai Transaksi');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failed refresh keeps the data on screen under a notice', async () => {
    const load = vi
      .fn<() => Promise<readonly string[]>>()
      .mockImplementationOnce(() => fromResult(okAsync(['Nilai Transaksi'])));
    load.mockImplementation(() => fromResult(errAsync(down)));
    const client = show(load);
    await screen.findByText('Nilai Transaksi');
    await client.refetchQueries({ queryKey: ['items'] });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Data belum diperbarui');
    expect(screen.getByText('Nilai Transaksi')).toBeTruthy();
  });

  it('the adapter keeps the ApiError for screens that branch on its kind', async () => {
    const failure = await fromResult(errAsync({ kind: 'unauthorized', endpoint: 'profile' } satisfies ApiError)).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiQueryError);
    expect(failure instanceof ApiQueryError && failure.apiError.kind).toBe('unauthorized');
    expect(failure instanceof Error && failure.message).toBe('Sesi Anda telah berakhir. Silakan login kembali.');
  });
});
