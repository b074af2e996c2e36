/**
 * Paths a screen links to. Apart from routes.ts, which loads the screens: a screen importing the
 * route table would close a loop (routes -> screen -> routes).
 */

/** The detail route of an order (the order, payment and notification screens link to it). */
export function orderDetailPath(id: number): string {
  return `/pesanan/detail/${id}`;
}

/** The four payment lists, in the order a payment goes through them: path and title. */
export const PAYMENT_LISTS = [
  { path: '/pembayaran/semuapembayaran', title: 'Semua Pembayaran' },
  { path: '/pembayaran/kuranglengkap', title: 'Pembayaran Kurang Lengkap' },
  { path: '/pembayaran/verifikasi', title: 'Verifikasi Pembayaran' },
  { path: '/pembayaran/diteruskan', title: 'Pembayaran Diteruskan' },
] as const;
