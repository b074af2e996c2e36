import type { Page } from 'playwright-core';

/**
 * Holds every request to `url` (a Playwright glob), or only those of `method`, until the returned
 * `release` is called, then lets them all go on to the sandbox: an answer kept on its way for as
 * long as a test needs. Requests of other methods to the same path pass at once.
 */
export async function holdRoute(page: Page, url: string, method?: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (method === undefined || route.request().method() === method) await held;
    await route.continue();
  });
  return release;
}
