import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_SELLER, type RunningSandbox } from '../../support/sandbox';
import { launchPortal, saveScreenshot, waitForSplash } from './portal';

/**
 * The older per-file harness, kept while test files move to `usePortal` (support/portal.ts); it
 * runs on the same launcher, clock and browser zone.
 */
export interface PortalHarness {
  readonly sandbox: RunningSandbox;
  readonly context: BrowserContext;
  readonly page: Page;
  url(path: string): string;
  readonly errors: string[];
  close(): Promise<void>;
}

export async function openPortal(viewport = { width: 1366, height: 768 }): Promise<PortalHarness> {
  return launchPortal({ viewport });
}

/** Logs in through the login form as the demo seller and waits for the dashboard. */
export async function loginAsDemo(h: PortalHarness): Promise<void> {
  await h.page.goto(h.url('/login'));
  await h.page.getByLabel('Email').fill(DEMO_SELLER.email);
  await h.page.getByLabel('Password').fill(DEMO_SELLER.password);
  await h.page.getByRole('button', { name: 'Login' }).click();
  await h.page.waitForURL(/\/penyedia\/dashboard/, { timeout: 20_000 });
  await h.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 20_000 });
}

export const screenshot = saveScreenshot;
export { waitForSplash };

/** Logs in against the sandbox API directly (no browser) and returns the raw token. */
export async function apiToken(h: PortalHarness, who: { email: string; password: string } = DEMO_SELLER): Promise<string> {
  const res = await fetch(`${h.sandbox.apiRoot}/user/login/seller`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(who),
  });
  const body = (await res.json()) as { data?: unknown };
  if (typeof body.data !== 'string') throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data;
}

export async function apiGet(h: PortalHarness, path: string, token: string, chat = false): Promise<unknown> {
  const root = chat ? h.sandbox.chatApiRoot : h.sandbox.apiRoot;
  const res = await fetch(`${root}/${path}`, { headers: { Authorization: token } });
  return (await res.json()) as unknown;
}

export async function clearToken(page: Page): Promise<void> {
  await page.evaluate(() => window.localStorage.removeItem('token'));
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('token'));
}
