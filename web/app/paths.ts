/**
 * Paths a screen links to. Apart from routes.ts, which loads the screens: a screen importing the
 * route table would close a loop (routes -> screen -> routes).
 */

/** The detail route of an order (the order, payment and notification screens link to it). */
export function orderDetailPath(id: number): string {
  return `/pesanan/detail/${id}`;
}
