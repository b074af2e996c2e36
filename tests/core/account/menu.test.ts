import { describe, expect, it } from 'vitest';
import { SIDEBAR_LINKS, titleCase, visibleSidebarLinks } from '@core/account/menu';
import { sellerMayTrade } from '@core/account/permissions';

const ok = { isMustUpdate: false, inActive: true, isBlocked: false, isBlockedTemporary: false };
const paths = (seller: typeof ok) => visibleSidebarLinks(seller).map((l) => l.path);

describe('sidebar', () => {
  it('shows every link but the hidden billing one to a seller in good standing', () => {
    expect(paths(ok)).toEqual([
      '/dashboard',
      '/profile',
      '/chat',
      '/review',
      '/pemberitahuan',
      '/userlog',
      '/pesanan',
      '/changeorder',
      '/pembayaran/semuapembayaran',
      '/product',
      '/ekspedisi',
      '/negoisasi',
      '/komplain',
    ]);
    expect(SIDEBAR_LINKS.find((l) => l.path === '/penagihan')?.hidden).toBe(true);
  });

  it('a must-update seller that is blocked, temporarily blocked or not active sees only Dashboard and Profile', () => {
    for (const change of [{ isBlocked: true }, { isBlockedTemporary: true }, { inActive: false }]) {
      expect(paths({ ...ok, isMustUpdate: true, ...change })).toEqual(['/dashboard', '/profile']);
    }
  });

  it('a must-update seller that is active and not blocked keeps the links', () => {
    expect(sellerMayTrade({ ...ok, isMustUpdate: true })).toBe(true);
  });

  it('a seller not in must-update keeps the links even when blocked', () => {
    expect(sellerMayTrade({ ...ok, isBlocked: true, inActive: false })).toBe(true);
  });

  it('badges: chat unread, new orders, changed orders', () => {
    const badges = Object.fromEntries(SIDEBAR_LINKS.filter((l) => l.badge).map((l) => [l.path, l.badge]));
    expect(badges).toEqual({ '/chat': 'chatUnread', '/pesanan': 'newOrders', '/changeorder': 'changedOrders' });
  });

  it('the name is shown in title case', () => {
    expect(titleCase('TOKO buku  sinar')).toBe('Toko Buku  Sinar');
  });

  it('capitalises a word that starts with a quote, a bracket or a tag at its first letter', () => {
    expect(titleCase('CV "MAJU JAYA" (PUSAT)')).toBe('Cv "Maju Jaya" (Pusat)');
    expect(titleCase("toko 'BUKU' <b>SINAR</b> «ilmu»")).toBe("Toko 'Buku' <b>Sinar</b> «Ilmu»");
    expect(titleCase('toko 3M 2000an')).toBe('Toko 3m 2000an');
  });
});
