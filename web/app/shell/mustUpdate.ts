import { mustUpdateDialog, type SellerFlags } from '@core/account/rules';

/**
 * While must-update holds, route changes lead back to the dashboard. Our reading
 * keeps reachable what the notices themselves point to: the dashboard, the notifications they ask
 * the seller to read, the profile (where the documents are updated and where the invalid-NPWP
 * warning sends the seller) and, when 'Produk' is offered (active, not blocked), the products and
 * the orders: the must-update rule shows the 'Segera' banner on /pesanan while isMustUpdate is set, so that
 * seller must be able to reach it.
 */
export function mustUpdateAllows(seller: SellerFlags, path: string): boolean {
  const under = (base: string) => path === base || path.startsWith(`${base}/`);
  if (under('/dashboard') || under('/profile') || under('/pemberitahuan')) return true;
  return mustUpdateDialog(seller).offerProducts && (under('/product') || under('/pesanan'));
}

/** Where the notice's notifications choice leads: the tab of what needs follow-up, which the notice counts. */
export const MUST_READ_PATH = '/pemberitahuan?isNotifReminder=1';
