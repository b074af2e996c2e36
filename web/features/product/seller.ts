import type { SellerIdentity } from '@core/product/wire';
import { useSeller } from '@web/app/api/profile';

/** The logged-in seller as the product forms send it: id as mall_id, tax status as jenis_pkp. */
export function useSellerIdentity(): SellerIdentity | null {
  const user = useSeller();
  return user ? { sellerId: user.id, sellerType: user.type } : null;
}
