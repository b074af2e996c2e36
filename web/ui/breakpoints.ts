import { useMediaQuery } from '@web/platform/mediaQuery';

/**
 * Below 640 px the portal is laid out for a phone: lists become cards, tabs a select, row
 * actions one menu. The CSS uses the same width (`@media (max-width: 639.98px)`).
 */
const PHONE_QUERY = '(max-width: 639.98px)';

export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
