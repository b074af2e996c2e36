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
}

/** Saves a screenshot under test-results/screens/ for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync('test-results/screens', { recursive: true });
  const path = `test-results/screens/${name}.png`;
  await page.screenshot({ path, fullPage: false });
  return path;
}

export type { Browser };
