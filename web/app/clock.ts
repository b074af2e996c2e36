import { SELLER_ZONE, systemClock, type Clock } from '@core/clock';
import { configuredZone } from './config';

/**
 * The portal's clock: the browser's "now" (tests fix it with Playwright's clock) and the seller's
 * zone from config.json, so "today" is the seller's day whatever zone the browser is set to.
 */
export const appClock: Clock = {
  now: systemClock().now,
  get zone() {
    return configuredZone() ?? SELLER_ZONE;
  },
};
