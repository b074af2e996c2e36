import type { SellerProfile } from '../../../core/account/schema';

type Flags = Pick<SellerProfile, 'isMustUpdate' | 'inActive' | 'isBlocked'>;

/**
 * Spec 000 §4, must-update: confirming logs out unless the seller is not blocked and active
 * (inActive true), in which case the notice just closes; only then is 'Produk' offered.
 */
export function mustUpdateChoices(seller: Flags): { readonly confirmLogsOut: boolean; readonly offerProducts: boolean } {
  const mayStay = !seller.isBlocked && seller.inActive;
  return { confirmLogsOut: !mayStay, offerProducts: seller.isMustUpdate && mayStay };
}

/**
 * While must-update holds, route changes lead back to the dashboard. Our reading keeps reachable
 * what the notices themselves point to: the dashboard, the profile (where the documents are
 * updated and where the invalid-NPWP warning sends the seller) and, when 'Produk' is offered, the products.
 */
export function mustUpdateAllows(seller: Flags, path: string): boolean {
  const under = (base: string) => path === base || path.startsWith(`${base}/`);
  if (under('/dashboard') || under('/profile')) return true;
  return mustUpdateChoices(seller).offerProducts && under('/product');
}
