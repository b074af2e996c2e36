import { SELLER_ZONE, systemClock, type Clock } from '@core/clock';

let zone = SELLER_ZONE;

/**
 * The portal's clock: the browser's "now" (tests fix it with Playwright's clock) and the seller's
 * zone from config.json, so "today" is the seller's day whatever zone the browser is set to.
 */
export const appClock: Clock = {
  now: systemClock().now,
  get zone() {
    return zone;
  },
};

export function setSellerZone(value: string): void {
  zone = value;
}
