import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Portal } from './support/portal';

/** Helpers of the account browser tests (not a test file itself). */

/** A toast (react-hot-toast renders each as role=status) with this text. */
function toastWith(page: Page, text: string): Locator {
  return page.locator('[role="status"]').filter({ hasText: text }).last();
}

/** Waits for the toast and checks its text is the whole message (no prefix or suffix). */
export async function expectToast(page: Page, text: string): Promise<void> {
  const toast = toastWith(page, text);
  await toast.waitFor();
  expect((await toast.textContent())?.trim()).toBe(text);
}

/**
 * Empties the portal's local storage and puts `entries` in it (on a page of the sandbox's origin),
 * so a guest test starts from what it names, not from what an earlier test left.
 */
export async function startWithStorage(p: Portal, entries: Readonly<Record<string, string>> = {}): Promise<void> {
  if (!p.page.url().startsWith(p.sandbox.origin)) await p.page.goto(p.url('/config.json'));
  await p.page.evaluate((values) => {
    window.localStorage.clear();
    for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
  }, entries);
}
