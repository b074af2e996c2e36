import type { ReactNode } from 'react';
import type { ScreenOfferName } from '@core/account/offers';
import { useOffers } from '@web/app/api/offers';
import { Alert } from '@web/ui/Alert';

/**
 * A profile form as the seller's offers have it: offered, its fields and its actions; not offered,
 * the fields read-only under the server's reason, and no action that would be refused.
 */
export function OfferedFields({
  offer,
  children,
  actions,
}: {
  readonly offer: ScreenOfferName;
  readonly children: ReactNode;
  readonly actions: ReactNode;
}) {
  const offers = useOffers();
  if (offers.has(offer))
    return (
      <>
        {children}
        <div className="profile-form__actions" data-offer={offer}>
          {actions}
        </div>
      </>
    );
  return (
    <>
      <Alert tone="warning">{offers.refusal}</Alert>
      <fieldset className="profile-fieldset" disabled>
        {children}
      </fieldset>
    </>
  );
}
