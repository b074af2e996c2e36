// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadable } from '@web/app/preloadable';

afterEach(cleanup);

function Dashboard({ title }: { readonly title: string }) {
  return <h1>{title}</h1>;
}

describe('preloadable screens', () => {
  it('a chunk fetched ahead draws in the first commit: no fallback is ever shown', async () => {
    const Screen = preloadable(() => Promise.resolve(Dashboard));
    await Screen.preload();
    render(
      <Suspense fallback={<p>Memuat halaman</p>}>
        <Screen title="Dashboard" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByText('Memuat halaman')).toBeNull();
  });

  it('a chunk not fetched yet shows the fallback, then the screen; the chunk is fetched once', async () => {
    let fetches = 0;
    const Screen = preloadable(() => {
      fetches += 1;
      return Promise.resolve(Dashboard);
    });
    render(
      <Suspense fallback={<p>Memuat halaman</p>}>
        <Screen title="Produk Saya" />
      </Suspense>,
    );
    expect(screen.getByText('Memuat halaman')).toBeTruthy();
    await act(() => Screen.preload());
    expect(await screen.findByRole('heading', { name: 'Produk Saya' })).toBeTruthy();
    expect(fetches).toBe(1);
  });
});
