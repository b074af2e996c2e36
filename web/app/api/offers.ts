import { useMemo } from 'react';
import { refusalOf, type SellerFlags } from '@core/account/permissions';
import { sellerOffers, type ScreenOfferName } from '@core/account/offers';
import { useSeller } from './profile';

export interface Offers {
  /** False while the profile is on its way: nothing is offered nor refused yet. */
  readonly known: boolean;
  /** Whether the screen offers it: core's rule, the one the server applies to the call it makes. */
  readonly has: (offer: ScreenOfferName) => boolean;
  /** Why what is not offered is not: the server's refusal of it, said beside the screen's form. */
  readonly refusal: string;
}

const UNKNOWN: Offers = { known: false, has: () => false, refusal: '' };

/** What the screens offer to the seller of this session (nothing while the profile is on its way). */
function offersOf(seller: SellerFlags | null): Offers {
  if (!seller) return UNKNOWN;
  const offered = sellerOffers(seller);
  return { known: true, has: (offer) => offered.has(offer), refusal: refusalOf(seller) };
}

/** The session seller's offers: every screen that offers a change asks this hook. */
export function useOffers(): Offers {
  const seller = useSeller();
  return useMemo(() => offersOf(seller), [seller]);
}
