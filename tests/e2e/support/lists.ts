import type { Locator, Page } from 'playwright-core';
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
    await expect
      .poll(async () => (await end.isVisible()) || (await page.locator(itemSelector).count()) > before, {
        timeout: 15_000,
      })
      .toBe(true);
  }
  throw new Error(`the list never showed '${endText}'`);
}

/**
 * The position (1-based, for :nth-child) of a table's column named by its header. DataTable writes
 * `data-label` only on phone cards, so at desktop widths a column is found by its header's place.
 */
export async function columnIndex(table: Locator, header: string): Promise<number> {
  const headers = (await table.locator('thead th').allTextContents()).map((text) => text.trim());
  const exact = headers.indexOf(header);
  const at = exact >= 0 ? exact : headers.findIndex((text) => text.startsWith(header));
  if (at < 0) throw new Error(`no column '${header}' among ${JSON.stringify(headers)}`);
  return at + 1;
}
