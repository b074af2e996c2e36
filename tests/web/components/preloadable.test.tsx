// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Loaded } from '@web/app/Loaded';
import { preloadable } from '@web/app/preloadable';
import { ErrorBoundary } from '@web/ui/ErrorBoundary';

afterEach(cleanup);

function Dashboard({ title }: { readonly title: string }) {
  return <h1>{title}</h1>;
}

describe('preloadable screens', () => {
  it('fetch their chunk once, however often they are preloaded or drawn', async () => {
    let fetches = 0;
    const Screen = preloadable(() => {
      fetches += 1;
      return Promise.resolve(Dashboard);
    });
    expect(Screen.loaded()).toBeNull();
    await Promise.all([Screen.preload(), Screen.preload()]);
    render(<Loaded component={Screen} props={{ title: 'Produk Saya' }} fallback={<p>Memuat halaman</p>} />);
    expect(screen.getByRole('heading', { name: 'Produk Saya' })).toBeTruthy();
    expect(Screen.loaded()).toBe(Dashboard);
    expect(fetches).toBe(1);
  });
});

describe('Loaded: a lazy screen drawn without Suspense', () => {
  it('a chunk fetched ahead draws in the first commit', async () => {
    const Screen = preloadable(() => Promise.resolve(Dashboard));
    await Screen.preload();
    render(<Loaded component={Screen} props={{ title: 'Pesanan' }} fallback={<p>Memuat halaman</p>} />);
    expect(screen.getByRole('heading', { name: 'Pesanan' })).toBeTruthy();
    expect(screen.queryByText('Memuat halaman')).toBeNull();
  });

  it('shows the fallback until the chunk is in, then the screen, as an ordinary update (no Suspense boundary is needed)', async () => {
    let arrive: (component: typeof Dashboard) => void = () => undefined;
    const Screen = preloadable(() => new Promise<typeof Dashboard>((resolve) => (arrive = resolve)));
    render(<Loaded component={Screen} props={{ title: 'Komplain' }} fallback={<p>Memuat halaman</p>} />);
    expect(screen.getByText('Memuat halaman')).toBeTruthy();
    await act(async () => {
      arrive(Dashboard);
      await Screen.preload();
    });
    expect(screen.getByRole('heading', { name: 'Komplain' })).toBeTruthy();
    expect(screen.queryByText('Memuat halaman')).toBeNull();
  });

  it('a chunk that cannot load reaches the error boundary, and the next mount asks for it again', async () => {
    let attempts = 0;
    const Screen = preloadable(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('chunk gagal')) : Promise.resolve(Dashboard);
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = render(
      <ErrorBoundary resetKey="a">
        <Loaded component={Screen} props={{ title: 'Produk' }} fallback={<p>Memuat halaman</p>} />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    first.unmount();
    quiet.mockRestore();
    render(<Loaded component={Screen} props={{ title: 'Produk' }} fallback={<p>Memuat halaman</p>} />);
    expect(await screen.findByRole('heading', { name: 'Produk' })).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
