import { describe, expect, it } from 'vitest';
import { SIDEBAR_LINKS } from '@core/account/menu';
import { MUST_READ_PATH, mustUpdateAllows } from '@web/app/shell/mustUpdate';

/*
 * The must-update route guard, state by state: every route leads back to the dashboard with the
 * alert, except the dashboard, the profile and the notifications the notices send the seller to,
 * and, for the seller offered 'Produk' (active, not blocked), the products the spec's deny button
 * opens and the orders where the spec puts its 'Segera' banner.
 */
const MUST_UPDATE_STATES = Array.from({ length: 8 }, (_, bits) => ({
  isMustUpdate: true,
  inActive: (bits & 1) !== 0,
  isBlocked: (bits & 2) !== 0,
  isBlockedTemporary: (bits & 4) !== 0,
}));

const PATHS = [
  ...SIDEBAR_LINKS.map((link) => link.path),
  '/profile',
  MUST_READ_PATH.split('?')[0] ?? '',
  '/product/addproduct',
  '/product/12',
  '/pesanan/detail/5035',
  '/pesanan-lain',
];

function expectedOpen(offerProducts: boolean, path: string): boolean {
  const under = (base: string) => path === base || path.startsWith(`${base}/`);
  if (['/dashboard', '/profile', '/pemberitahuan'].some(under)) return true;
  return offerProducts && (under('/product') || under('/pesanan'));
}

describe('the must-update route guard', () => {
  it.each(MUST_UPDATE_STATES.map((s) => [JSON.stringify(s), s] as const))('%s', (_, seller) => {
    const offerProducts = seller.inActive && !seller.isBlocked;
    const opened = PATHS.filter((path) => mustUpdateAllows(seller, path));
    expect(opened).toEqual(PATHS.filter((path) => expectedOpen(offerProducts, path)));
    expect(opened).toContain('/profile');
    expect(opened.includes('/pesanan')).toBe(offerProducts);
  });
});
