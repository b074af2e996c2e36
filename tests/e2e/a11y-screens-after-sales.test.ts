import { describe, it } from 'vitest';
import { checkScreen, listReady, type ScreenCase } from './support/a11y';
import { usePortal } from './support/portal';

/** Negotiations and complaints, lists and details, at 1366 and 390 px. */
const SCREENS: readonly ScreenCase[] = [
  { name: 'negotiations', path: '/negoisasi', ready: listReady },
  // 7015 waits for the seller's answer; 7001 is settled.
  {
    name: 'negotiation-7015',
    path: '/negoisasi/detail/7015',
    ready: (page) => page.getByRole('table', { name: 'Riwayat negosiasi' }).waitFor(),
  },
  {
    name: 'negotiation-7001',
    path: '/negoisasi/detail/7001',
    ready: (page) => page.getByRole('table', { name: 'Riwayat negosiasi' }).waitFor(),
  },
  { name: 'complaints', path: '/komplain', ready: listReady },
  {
    name: 'complaint-9004',
    path: '/komplain/detail/9004',
    ready: (page) => page.getByRole('log', { name: 'Percakapan komplain' }).locator('p').first().waitFor(),
  },
  {
    name: 'complaint-9003',
    path: '/komplain/detail/9003',
    ready: (page) => page.getByRole('log', { name: 'Percakapan komplain' }).locator('p').first().waitFor(),
  },
  // A payment complaint (category 6), settled.
  {
    name: 'complaint-9002',
    path: '/komplain/detail/9002',
    ready: (page) => page.locator('.complaint-type').getByText('Pembayaran').waitFor(),
  },
];

describe('every negotiation and complaint screen, both widths', () => {
  const p = usePortal();
  for (const screen of SCREENS) it(screen.name, () => checkScreen(p, screen));
});
