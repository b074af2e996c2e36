import type { SellerIdentity } from '@core/product/form';
import { useSession } from '@web/app/session';

/** The logged-in seller as the product forms send it: id as mall_id, tax status as jenis_pkp (spec 001 §6). */
export function useSellerIdentity(): SellerIdentity | null {
  const user = useSession((state) => state.user);
  return user ? { sellerId: user.id, sellerType: user.type } : null;
}
