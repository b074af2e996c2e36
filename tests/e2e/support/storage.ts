import type { Page } from 'playwright-core';

/** Where the portal keeps the session token (the harness puts it there). */
const SESSION_KEY = 'token';

/**
 * Forgets what earlier tests left in the browser's storage (form drafts, a packet being built),
 * keeping the session, so a test starts from a seller who has nothing half-done. Call it on a page
 * of the portal's origin (usePortal's login leaves the page there).
 */
export async function forgetLocalState(page: Page): Promise<void> {
  await page.evaluate((keep) => {
    for (const key of Object.keys(window.localStorage)) if (key !== keep) window.localStorage.removeItem(key);
    window.sessionStorage.clear();
  }, SESSION_KEY);
}
