import { describe, it } from 'vitest';
import { checkScreen, type ScreenCase } from './support/a11y';
import { usePortal } from './support/portal';

/** The account, shell and after-sales screens at 1366 and 390 px (axe, no sideways scroll, 44 px targets). */
const SCREENS: readonly ScreenCase[] = [
  {
    name: 'dashboard',
    path: '/dashboard',
    ready: (page) => page.locator('.sales-chart canvas, .sales-chart table').first().waitFor(),
  },
  { name: 'no-network', path: '/no-network' },
  ...(['identitas', 'legalitas', 'alamat', 'rekening', 'gambar', 'user'] as const).map((tab): ScreenCase => ({
    name: `profile-${tab}`,
    path: `/profile?tab=${tab}`,
    ready: (page) => page.getByRole('tabpanel').waitFor(),
  })),
  {
    name: 'notifications',
    path: '/pemberitahuan',
    ready: (page) => page.locator('.notif-page__item').first().waitFor(),
  },
  { name: 'userlog', path: '/userlog', ready: (page) => page.locator('.userlog__item').first().waitFor() },
  {
    name: 'userlog-user',
    path: '/userlog/user/1001',
    ready: (page) => page.locator('.userlog__item').first().waitFor(),
  },
  { name: 'chat', path: '/chat', ready: (page) => page.getByRole('list', { name: 'Percakapan' }).waitFor() },
  {
    name: 'review',
    path: '/review',
    ready: (page) => page.getByRole('table', { name: 'Ulasan produk' }).getByRole('link').first().waitFor(),
  },
  { name: 'expedition', path: '/ekspedisi', ready: (page) => page.getByRole('switch').first().waitFor() },
];

describe('every account and shell screen, both widths', () => {
  const p = usePortal();
  for (const screen of SCREENS) it(screen.name, () => checkScreen(p, screen));
});
