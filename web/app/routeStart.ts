import type { SellerProfile } from '@core/account/schema';
import { profileQuery } from './api/profile';
import { queryClient } from './api/queryClient';
import { routeAt } from './routes';
import { mustUpdateAllows } from './shell/mustUpdate';

/** Whether the seller may open `path`: while must-update holds, the shell sends the seller away from most routes. */
function opens(seller: SellerProfile, path: string): boolean {
  return !seller.isMustUpdate || mustUpdateAllows(seller, path);
}

/**
 * Starts what a route needs, together: its reads (the route table's `reads`) and its screen's
 * chunk, for `href`, a path of the portal with its query string ('/pesanan?page=2'). The reads
 * first: the chunk's preload adds a link for each of its files, and the request need not wait.
 */
function startRoute(href: string): void {
  const url = new URL(href, 'http://portal.invalid');
  const found = routeAt(url.pathname);
  if (!found) return;
  const start = (seller: SellerProfile) => {
    // A route the seller may not open asks for nothing: the server would refuse its reads.
    if (!opens(seller, url.pathname)) return;
    found.route.reads?.({ params: found.params, search: url.searchParams, client: queryClient });
    void found.route.screen.preload().catch(() => undefined);
  };
  // The seller is known once the shell is up; the first screen of a visit waits for the profile.
  const seller = queryClient.getQueryData(profileQuery.queryKey);
  if (seller) start(seller);
  else void queryClient.ensureQueryData(profileQuery).then(start, () => undefined);
}

/**
 * The routes started since the last navigation by the seller's intent (a pointer on a link, a press
 * on it): the navigation to one of them takes the reads already asked as its own, instead of asking
 * again. A pointer that leaves the link gives the intent up.
 */
const intended = new Set<string>();

/** The pointer is on a link to `href`, or presses it: its chunk and reads are started, once. */
export function routeIntent(href: string): void {
  if (intended.has(href)) return;
  intended.add(href);
  startRoute(href);
}

/** The pointer left the link to `href` without following it: a later navigation asks afresh. */
export function routeIntentGone(href: string): void {
  intended.delete(href);
}

/**
 * The portal goes to `href` (a link followed, a list's page or filter changed, the back button, the
 * first screen): its reads start now, in the task that navigates, before the screen is drawn;
 * unless the seller's intent on the same link has just asked them.
 */
export function routeNavigation(href: string): void {
  const asked = intended.has(href);
  intended.clear();
  if (!asked) startRoute(href);
}
