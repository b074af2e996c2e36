import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { sandboxForgotCode } from './support/forgotCode';
import { DEMO_SELLER, type Portal } from './support/portal';

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
 * Empties the portal's local and session storage and puts `entries` in local storage (on a page of the sandbox's origin),
 * so a guest test starts from what it names, not from what an earlier test left.
 */
export async function startWithStorage(p: Portal, entries: Readonly<Record<string, string>> = {}): Promise<void> {
  if (!p.page.url().startsWith(p.sandbox.origin)) await p.page.goto(p.url('/config.json'));
  await p.page.evaluate((values) => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
  }, entries);
}

/**
 * Walks '/forgot' in the page up to `step` for the demo seller, as a seller does: step 0 sends the
 * e-mail, step 1 types the code the sandbox mailed. The page keeps the code in memory only, so a
 * later step is reached no other way.
 */
export async function walkTo(p: Portal, step: 0 | 1 | 2, email: string = DEMO_SELLER.email): Promise<void> {
  await p.visit('/forgot?_stepforgot=0');
  await p.page.waitForURL(/_stepforgot=0/);
  if (step === 0) return;
  await p.page.getByLabel('Email').fill(email);
  await p.page.getByRole('button', { name: 'Kirim Kode' }).click();
  await p.page.waitForURL(/_stepforgot=1/);
  if (step === 1) return;
  const boxes = p.page.getByRole('group', { name: 'Kode verifikasi' }).locator('input');
  for (const [i, digit] of [...sandboxForgotCode(p, email)].entries()) await boxes.nth(i).fill(digit);
  await p.page.getByRole('button', { name: 'Verifikasi' }).click();
  await p.page.waitForURL(/_stepforgot=2/);
}
