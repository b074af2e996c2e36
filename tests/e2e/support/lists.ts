import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Scrolls an infinite list (web/ui InfiniteList) until it says it has ended: each round brings its
 * end into view and waits for more items or the end text, never for a fixed time.
 */
export async function scrollToEnd(page: Page, endText: string, itemSelector: string): Promise<void> {
  const end = page.getByText(endText);
  for (let round = 0; round < 60; round += 1) {
    if (await end.isVisible()) return;
    const before = await page.locator(itemSelector).count();
    await page.locator('.ui-infinite__end').last().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await end.isVisible()) || (await page.locator(itemSelector).count()) > before, { timeout: 15_000 }).toBe(true);
  }
  throw new Error(`the list never showed '${endText}'`);
}
