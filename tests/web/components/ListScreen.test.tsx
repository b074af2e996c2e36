// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { columnsOf, fromServerColumns } from '@web/ui/listColumns';
import { ListScreen, type ListPageLike, type ListScreenConfig } from '@web/ui/ListScreen';
import { listStateSchema, type ListState } from '@web/ui/useListQuery';

afterEach(cleanup);

interface School {
  readonly id: number;
  readonly name: string;
}

const SCHOOLS: School[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  name: `SD Negeri ${String(i + 1).padStart(2, '0')}`,
}));
const schema = listStateSchema({ limit: 10, limits: [5, 10, 25], sort: '', dir: 'asc' }, {});

/** A server stand-in with the list answer's shape: paging, search and sort on the name. */
function answer(state: ListState): ListPageLike<School> {
  const found = SCHOOLS.filter((s) => s.name.toLowerCase().includes(state.search.toLowerCase()));
  const sorted =
    state.sort === 'name'
      ? [...found].sort((a, b) => (state.dir === 'asc' ? 1 : -1) * a.name.localeCompare(b.name))
      : found;
  const start = (state.page - 1) * state.limit;
  const items = sorted.slice(start, start + state.limit);
  return {
    items,
    column: columnsOf([{ name: 'Nama Sekolah', value: 'name' }]),
    filters: [],
    lastPage: Math.max(1, Math.ceil(sorted.length / state.limit)),
    from: items.length ? start + 1 : null,
    to: items.length ? start + items.length : null,
    total: sorted.length,
  };
}

function setup(
  path: string,
  load: (state: ListState) => Promise<ListPageLike<School>> = (state) => Promise.resolve(answer(state)),
) {
  const calls: ListState[] = [];
  const location = memoryLocation({ path, record: true });
  const config: ListScreenConfig<School, ListState, ListPageLike<School>> = {
    label: 'Daftar Sekolah',
    reads: {
      schema,
      query: (state) => ({
        queryKey: ['schools', state],
        queryFn: () => {
          calls.push(state);
          return load(state);
        },
      }),
    },
    columns: (server) => fromServerColumns<School>(server, columnsOf([{ name: 'Nama Sekolah', value: 'name' }])),
    rowKey: (row) => row.id,
    searchDelay: 0,
    csvName: 'sekolah',
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {children}
      </Router>
    </QueryClientProvider>
  );
  render(wrap(<ListScreen title="Sekolah" config={config} />));
  return { calls, history: location.history ?? [] };
}

const names = () =>
  within(screen.getByRole('table', { name: 'Daftar Sekolah' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('ListScreen', () => {
  it('reads its state from the URL and shows the page with its caption', async () => {
    setup('/sekolah?page=2&limit=5');
    await screen.findByText('Showing 6 to 10 of 23 entries');
    expect(names()).toEqual(['SD Negeri 06', 'SD Negeri 07', 'SD Negeri 08', 'SD Negeri 09', 'SD Negeri 10']);
  });

  it('a header sorts, back to page 1, and the URL says so (replacing the entry)', async () => {
    const { history, calls } = setup('/sekolah?page=2');
    await screen.findByText('Showing 11 to 20 of 23 entries');
    await userEvent.click(screen.getByRole('button', { name: /Nama Sekolah/ }));
    await screen.findByText('Showing 1 to 10 of 23 entries');
    expect(history).toEqual(['/sekolah?sort=name']);
    expect(calls.at(-1)).toMatchObject({ page: 1, sort: 'name', dir: 'asc' });
    await userEvent.click(screen.getByRole('button', { name: /Nama Sekolah/ }));
    await waitFor(() => expect(names()[0]).toBe('SD Negeri 23'));
  });

  it('keeps the rows on screen while the next page loads, and the pager waits for it', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    setup('/sekolah', async (state) => {
      if (state.page === 2) await held;
      return answer(state);
    });
    await screen.findByText('Showing 1 to 10 of 23 entries');
    await userEvent.click(screen.getByRole('button', { name: 'Halaman 2' }));
    expect(names()[0]).toBe('SD Negeri 01');
    expect(screen.getByRole('table').closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Halaman berikutnya' }).disabled).toBe(true);
    release();
    await screen.findByText('Showing 11 to 20 of 23 entries');
  });

  it('searches, and a page beyond the end of the result moves to the last page', async () => {
    const { calls } = setup('/sekolah?page=3&search=Negeri%202');
    // 'Negeri 2' matches 4 schools: page 3 does not exist, the list moves to page 1.
    await screen.findByText('Showing 1 to 4 of 4 entries');
    expect(calls.map((c) => c.page)).toEqual([3, 1]);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Cari' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari' }), 'Negeri 1');
    await screen.findByText('Showing 1 to 10 of 10 entries');
  });

  it("a failed load says so with the gateway's sentence, and 'Coba lagi' asks again", async () => {
    const failing = vi
      .fn<(state: ListState) => Promise<ListPageLike<School>>>()
      .mockRejectedValueOnce(new Error('Tidak dapat terhubung ke server. Cek koneksi internet anda.'));
    failing.mockImplementation((state) => Promise.resolve(answer(state)));
    setup('/sekolah', failing);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Data tidak dapat dimuat');
    expect(alert.textContent).toContain('Tidak dapat terhubung ke server. Cek koneksi internet anda.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await screen.findByText('Showing 1 to 10 of 23 entries');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reset goes back to the defaults; at the defaults it asks the server again', async () => {
    const { calls, history } = setup('/sekolah?limit=5&page=2');
    await screen.findByText('Showing 6 to 10 of 23 entries');
    await userEvent.click(screen.getByRole('button', { name: /Reset/ }));
    await screen.findByText('Showing 1 to 10 of 23 entries');
    expect(history.at(-1)).toBe('/sekolah');
    const before = calls.length;
    await userEvent.click(screen.getByRole('button', { name: /Reset/ }));
    await waitFor(() => expect(calls.length).toBe(before + 1));
  });
});
