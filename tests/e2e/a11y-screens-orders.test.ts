import { describe, it } from 'vitest';
import { checkScreen, listReady, type ScreenCase } from './support/a11y';
import { usePortal } from './support/portal';

/** The order, billing and payment screens, detail pages included, at 1366 and 390 px. */
const detailReady: ScreenCase['ready'] = (page) => page.getByRole('list', { name: 'Tahapan pesanan' }).waitFor();

const SCREENS: readonly ScreenCase[] = [
  { name: 'orders', path: '/pesanan', ready: listReady },
  // 5002 waits for confirmation with a change request; 5012 is on its way; 5023 is paid.
  { name: 'order-5002', path: '/pesanan/detail/5002', ready: detailReady },
  { name: 'order-5012', path: '/pesanan/detail/5012', ready: detailReady },
  { name: 'order-5023', path: '/pesanan/detail/5023', ready: detailReady },
  { name: 'changed-orders', path: '/changeorder', ready: listReady },
  { name: 'billing', path: '/penagihan', ready: listReady },
  { name: 'payments-all', path: '/pembayaran/semuapembayaran', ready: listReady },
  { name: 'payments-incomplete', path: '/pembayaran/kuranglengkap', ready: listReady },
  { name: 'payments-verification', path: '/pembayaran/verifikasi', ready: listReady },
  { name: 'payments-passed', path: '/pembayaran/diteruskan', ready: listReady },
];

describe('every order and payment screen, both widths', () => {
  const p = usePortal();
  for (const screen of SCREENS) it(screen.name, () => checkScreen(p, screen));
});
