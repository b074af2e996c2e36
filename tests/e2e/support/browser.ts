import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { DEMO_SELLER, startSandbox, type RunningSandbox } from '../../support/sandbox';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface PortalHarness {
  readonly sandbox: RunningSandbox;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Absolute URL of a portal path, e.g. url('/dashboard'). */
  url(path: string): string;
  /** Collected console errors and uncaught page errors. */
  readonly errors: string[];
  close(): Promise<void>;
}

/**
 * Debian's Chromium with a fresh user-data dir, on a fresh sandbox serving the built portal.
 * A persistent context is what takes a user-data dir; it gives one browser per harness.
 */
export async function openPortal(viewport = { width: 1366, height: 768 }): Promise<PortalHarness> {
  const sandbox = await startSandbox({ withPortal: true });
  const userDataDir = mkdtempSync(join(tmpdir(), 'penyedia-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    viewport,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return {
    sandbox,
    context,
    page,
    errors,
    url: (path) => `${sandbox.origin}/penyedia${path.startsWith('/') ? path : `/${path}`}`,
    close: async () => {
      await context.close();
      await sandbox.stop();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Logs in through the login form as the demo seller and waits for the dashboard. */
export async function loginAsDemo(h: PortalHarness): Promise<void> {
  await h.page.goto(h.url('/login'));
  await h.page.getByLabel('Email').fill(DEMO_SELLER.email);
  await h.page.getByLabel('Password').fill(DEMO_SELLER.password);
  await h.page.getByRole('button', { name: 'Login' }).click();
  await h.page.waitForURL(/\/penyedia\/dashboard/, { timeout: 20_000 });
  // The shell is a lazy chunk: wait until it has drawn the dashboard's heading.
  await h.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 20_000 });
}

/** Saves a screenshot under test-results/screens/ for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync('test-results/screens', { recursive: true });
  const path = `test-results/screens/${name}.png`;
  await page.screenshot({ path, fullPage: false });
  return path;
}

export type { Browser };

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

/** A GET on the sandbox API (path relative to the API root, or to the chat root with chat: true). */
export async function apiGet(h: PortalHarness, path: string, token: string, chat = false): Promise<unknown> {
  const root = chat ? h.sandbox.chatApiRoot : h.sandbox.apiRoot;
  const res = await fetch(`${root}/${path}`, { headers: { Authorization: token } });
  return (await res.json()) as unknown;
}

/** Forgets the session in the browser (as an expired login would) without touching the server. */
export async function clearToken(page: Page): Promise<void> {
  await page.evaluate(() => window.localStorage.removeItem('token'));
}

/** The token the portal keeps in local storage, or null. */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('token'));
}

/** Waits until the 800 ms start-up loader has gone, so screenshots show the page itself. */
export async function waitForSplash(page: Page): Promise<void> {
  await page.locator('.splash').waitFor({ state: 'detached', timeout: 10_000 });
}
