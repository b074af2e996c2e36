// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { buildProfileFileFields } from '@core/account/form';
import { PROFILE_FILE_OFFERS, SCREEN_OFFERS, sellerOffers, type ScreenOfferName } from '@core/account/offers';
import type { SellerFlags } from '@core/account/permissions';
import { sellerProfileSchema, type SellerProfile } from '@core/account/schema';
import { profileKeys } from '@web/app/api/queryKeys';
import { requestConfig, whenConfigured } from '@web/app/config';
import { DashboardScreen } from '@web/features/dashboard/DashboardScreen';
import { AddProductScreen } from '@web/features/product/AddProductScreen';
import { ProductListScreen } from '@web/features/product/ProductListScreen';
import { ProfileScreen } from '@web/features/profile/ProfileScreen';

/*
 * What the screens offer, drawn: for every seller state (the 16 combinations of blocked,
 * temporarily blocked, must-update and active), each screen is rendered for that seller and the
 * offers it draws are read from the page. They must be core's sellerOffers for the state, the
 * set the sandbox's contract test (tests/sandbox/accountPermissions.model.test.ts) shows the
 * server accepts, call by call.
 */

const FLAGS = ['isMustUpdate', 'inActive', 'isBlocked', 'isBlockedTemporary'] as const;
const STATES: SellerFlags[] = Array.from({ length: 16 }, (_, bits) => ({
  isMustUpdate: (bits & 1) !== 0,
  inActive: (bits & 2) !== 0,
  isBlocked: (bits & 4) !== 0,
  isBlockedTemporary: (bits & 8) !== 0,
}));
const describeState = (flags: SellerFlags) => FLAGS.map((flag) => `${flag}=${String(flags[flag])}`).join(' ');

const fixture = JSON.parse(readFileSync('fixtures/api/profile.json', 'utf8')) as { data: unknown };
const demo = sellerProfileSchema.parse(fixture.data);

function sellerIn(flags: SellerFlags): SellerProfile {
  return { ...demo, ...flags };
}

/** The screens a seller opens to change something, by their address. */
const SCREENS: ReadonlyArray<{
  readonly path: string;
  readonly node: ReactNode;
  readonly store?: Partial<SellerProfile>;
}> = [
  // The dashboard of a store with no product yet: its start-selling link.
  { path: '/dashboard', node: <DashboardScreen title="Dashboard" />, store: { totalProduct: 0 } },
  { path: '/profile?tab=identitas', node: <ProfileScreen title="Profile" /> },
  { path: '/profile?tab=legalitas', node: <ProfileScreen title="Profile" /> },
  { path: '/profile?tab=alamat', node: <ProfileScreen title="Profile" /> },
  { path: '/profile?tab=gambar', node: <ProfileScreen title="Profile" /> },
  { path: '/profile?tab=user', node: <ProfileScreen title="Profile" /> },
  { path: '/product/addproduct?layout=1', node: <AddProductScreen title="Tambah Produk" /> },
  { path: '/product/addproduct?layout=5', node: <AddProductScreen title="Tambah Produk" /> },
  { path: '/product', node: <ProductListScreen title="Produk" /> },
];

/** The offers the product list's rows and the product detail draw, which need a product loaded: not drawn here. */
const NOT_DRAWN = new Set<ScreenOfferName>([
  'editProduct',
  'toggleProductStatus',
  'editProductCategory',
  'bulkEditCategory',
  'deleteProduct',
]);

beforeAll(async () => {
  // The screens read config.json's roots; every API call then fails at once (nothing listens there).
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            apiRoot: 'http://127.0.0.1:9/api',
            chatApiRoot: 'http://127.0.0.1:9/chat',
            cdnRoot: 'http://127.0.0.1:9/cdn',
            realtime: { kind: 'none' },
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
      ),
    ),
  );
  requestConfig();
  await whenConfigured();
});
afterEach(cleanup);

async function drawnOffers(seller: SellerProfile, path: string, node: ReactNode): Promise<string[]> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(profileKeys.me(), seller);
  const [pathname = '', search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search });
  const { container, unmount } = render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {node}
      </Router>
    </QueryClientProvider>,
  );
  await act(() => Promise.resolve());
  const offers = [...container.querySelectorAll('[data-offer]')].map((el) => el.getAttribute('data-offer') ?? '');
  unmount();
  client.clear();
  return offers;
}

describe('the screens offer what the rule allows (every seller state)', () => {
  it.each(STATES.map((flags) => [describeState(flags), flags] as const))('%s', async (_, flags) => {
    const seller = sellerIn(flags);
    const drawn = new Set<string>();
    for (const { path, node, store } of SCREENS)
      for (const offer of await drawnOffers({ ...seller, ...store }, path, node)) drawn.add(offer);
    const expected = [...sellerOffers(flags)].filter((offer) => !NOT_DRAWN.has(offer));
    expect([...drawn].sort()).toEqual(expected.sort());
  });

  it("the profile's upload offers name the action their upload sends", () => {
    for (const kind of ['npwp', 'siup', 'logo', 'header'] as const) {
      const offer: { readonly action?: string } = SCREEN_OFFERS[PROFILE_FILE_OFFERS[kind]];
      expect(offer.action).toBe(buildProfileFileFields(1001, kind, new Blob()).action);
    }
  });
});
