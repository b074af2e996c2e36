import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { shiftedClock, type Clock } from '@core/clock';
import { SPLASH_MS } from '@web/app/Splash';
import { DEMO_SELLER, startSandbox, type RunningSandbox } from '../../support/sandbox';

/**
 * The one browser-test harness: a fresh sandbox and a fresh Chromium per test file, both reading
 * time from the same instant, so no test depends on the hour, the machine's zone or the order in
 * which tests run.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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

/** Where every browser test starts, unless it names its own instant: a Tuesday morning in Jakarta. */
export const SUITE_INSTANT = '2026-11-24T10:00:00+07:00';
/**
 * The browser's own zone: far from Jakarta (UTC-11, eighteen hours behind WIB), so a screen that
 * reads the browser's day instead of the seller's shows the wrong day at every hour.
 */
export const BROWSER_ZONE = 'Pacific/Pago_Pago';

export const DESKTOP = { width: 1366, height: 768 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

export interface LaunchOptions {
  /** The instant the sandbox and the page start at (both then run naturally). */
  readonly instant?: string;
  readonly viewport?: { width: number; height: number };
  /**
   * Service workers are blocked unless a test is about them: a worker serves precached files
   * itself, out of reach of page.route, which many tests use to simulate failures.
   */
  readonly serviceWorkers?: 'allow' | 'block';
  /** Another build of the portal to serve (a copy a test may change); dist/web by default. */
  readonly webRoot?: string;
  /** The browser's own zone; BROWSER_ZONE unless a test needs the browser on another side of Jakarta. */
  readonly browserZone?: string;
  /** The sandbox's clock, for a test that moves it on itself; shiftedClock(instant) by default. */
  readonly clock?: Clock;
}

export interface LaunchedPortal {
  readonly sandbox: RunningSandbox;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Core's clock at the same instant the sandbox and the page run on. */
  readonly clock: Clock;
  /** Console errors and uncaught page errors, in order. */
  readonly errors: string[];
  url(path: string): string;
  close(): Promise<void>;
}

/**
 * What Chromium logs for a read that was on its way when the session ended (a logout, a password
 * change): the online check, the shell's badges and chat total, which start once the screen has
 * answered, and the realtime stream's (re)connection. The server refuses the old token (the stream
 * stops on that 401); the portal is already leaving.
 */
export const ENDED_SESSION_READS = /status of 401 \(Unauthorized\) \(http:\/\/[^)]+\/(?:(?:api|chat-api)\/|realtime\b)/;

/** A sandbox on a free loopback port and Debian's Chromium with a fresh user-data dir, on one clock. */
export async function launchPortal(options: LaunchOptions = {}): Promise<LaunchedPortal> {
  const instant = Date.parse(options.instant ?? SUITE_INSTANT);
  const clock = options.clock ?? shiftedClock(instant);
  const sandbox = await startSandbox({
    withPortal: true,
    clock,
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
  });
  const userDataDir = mkdtempSync(join(tmpdir(), 'penyedia-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    viewport: options.viewport ?? DESKTOP,
    locale: 'id-ID',
    timezoneId: options.browserZone ?? BROWSER_ZONE,
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  // The page's Date and timers start at the sandbox's instant and run naturally from there.
  await context.clock.install({ time: clock.now() });
  const page = context.pages()[0] ?? (await context.newPage());
  // Playwright turns on its interception of file choosers when a listener is added, without
  // waiting for the browser to take it: a test that waits for a chooser and presses a key at once
  // could open the browser's own (headless: none) instead. A listener from the start keeps it on.
  page.on('filechooser', () => undefined);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  // Chromium asks the server root for the favicon of a page that names none (the raw config.json
  // the API login opens): that 404 is the browser's own request, not the portal's.
  const browserFavicon = `${sandbox.origin}/favicon.ico`;
  page.on('console', (message) => {
    if (
      message.type() !== 'error' ||
      message.location().url === browserFavicon ||
      isInertParseReport(message.text(), message.location().url)
    )
      return;
    errors.push(`console: ${message.text()} (${message.location().url || page.url()})`);
  });
  return {
    sandbox,
    context,
    page,
    clock,
    errors,
    url: (path) => `${sandbox.origin}/penyedia${path.startsWith('/') ? path : `/${path}`}`,
    close: async () => {
      await context.close();
      await sandbox.stop();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

export interface PortalOptions extends LaunchOptions {
  /** Log in before every test (by the API, the token put where the portal keeps it); false for guests. */
  readonly login?: Credentials | false;
}

export interface Portal {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly sandbox: RunningSandbox;
  readonly clock: Clock;
  readonly errors: string[];
  url(path: string): string;
  /** Opens a portal path and waits until the start-up loader has gone. */
  visit(path: string): Promise<void>;
  /** A token of the sandbox API for `who` (the demo seller unless given). */
  token(who?: Credentials): Promise<string>;
  /** Logs in by the API and keeps the token where the portal reads it (no page is opened). */
  login(who?: Credentials): Promise<void>;
  /** Logs in through the login form and waits for the dashboard. */
  loginByForm(who?: Credentials): Promise<void>;
  /** The token the portal keeps, or null. */
  storedToken(): Promise<string | null>;
  /** GET on the sandbox API (path relative to /api, or /chat-api with chat), as the demo seller. */
  apiGet<T = unknown>(path: string, options?: { chat?: boolean; who?: Credentials }): Promise<T>;
  /** Errors of the page this test provokes on purpose; anything else fails the test. */
  allowErrors(...patterns: RegExp[]): void;
  /** Stops the page's time where it is; returns that instant. Drive it on with page.clock.runFor. */
  freezeTime(): Promise<number>;
  /** Saves a screenshot under test-results/screens/ for a person to look at. */
  screenshot(name: string): Promise<string>;
  /** axe-core with the WCAG 2.1 A and AA tags on the page as it is now; returns the violations. */
  axe(include?: string): Promise<AxeViolation[]>;
  /** Sets the viewport; the shell reads the width at load, so this reloads unless told not to. */
  resize(size: { width: number; height: number }, reload?: boolean): Promise<void>;
}

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly nodes: readonly string[];
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The 800 ms start-up loader of a page just opened or reloaded: its timer runs on
 * the page's clock, so the harness moves that clock past it instead of waiting in real time, then
 * waits until it has gone, so assertions and screenshots see the page itself.
 */
export async function waitForSplash(page: Page): Promise<void> {
  // Either the loader is up, or the app drew something else (the loader had gone, or boot failed).
  await page.waitForFunction(
    () => document.querySelector('.splash') !== null || (document.getElementById('root')?.childElementCount ?? 0) > 0,
    undefined,
    { timeout: 15_000 },
  );
  const splash = page.locator('.splash');
  if ((await splash.count()) === 0) return;
  await page.clock.fastForward(SPLASH_MS);
  await splash.waitFor({ state: 'detached', timeout: 15_000 });
}

/**
 * DOMPurify parses server HTML in an inert document; under the portal's CSP (no inline script)
 * Chromium still reports each `on…=` attribute it meets there as a blocked handler, though none
 * would run without the CSP either (tests/e2e/notifications.test.ts proves nothing runs). Only
 * that report, from the sanitiser's own chunk, is not a page error: DOMPurify sits in SafeHtml's
 * chunk, or in a chunk of its own (purify.es) once the description editor shares it.
 */
function isInertParseReport(text: string, url: string): boolean {
  return (
    text.startsWith('Executing inline event handler violates the following Content Security Policy') &&
    /\/assets\/(SafeHtml|purify\.es)-[\w-]+\.js$/.test(url)
  );
}

async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync('test-results/screens', { recursive: true });
  const path = `test-results/screens/${name}.png`;
  await page.screenshot({ path, fullPage: false });
  return path;
}

/** Console lines every page prints when a request fails on purpose: allowed with allowErrors only. */
const tokens = new Map<string, string>();

/** Empties local and session storage of `origin` (the token, drafts), whatever page is open. */
async function clearPortalStorage(context: BrowserContext, page: Page, origin: string): Promise<void> {
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,session_storage' });
  } finally {
    await cdp.detach();
  }
}

async function apiLogin(origin: string, who: Credentials): Promise<string> {
  const res = await fetch(`${origin}/api/user/login/seller`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(who),
  });
  const body = (await res.json()) as { data?: unknown };
  if (typeof body.data !== 'string') throw new Error(`login as ${who.email} failed: ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * Registers the hooks of one test file (call it inside `describe`): the portal opens once for the
 * file; before each test the routes, the viewport and (with `login`) the session are put back, so
 * every test stands on its own; after each test any page error it did not allow fails it.
 */
export function usePortal(options: PortalOptions = {}): Portal {
  let launched: LaunchedPortal | null = null;
  let allowed: RegExp[] = [];
  const viewport = options.viewport ?? DESKTOP;
  const who = options.login === undefined ? DEMO_SELLER : options.login;

  const current = (): LaunchedPortal => {
    if (!launched) throw new Error('usePortal: the portal is not open (use it inside a test)');
    return launched;
  };

  const portal: Portal = {
    get page() {
      return current().page;
    },
    get context() {
      return current().context;
    },
    get sandbox() {
      return current().sandbox;
    },
    get clock() {
      return current().clock;
    },
    get errors() {
      return current().errors;
    },
    url: (path) => current().url(path),
    async visit(path) {
      await current().page.goto(current().url(path));
      await waitForSplash(current().page);
    },
    async token(as = DEMO_SELLER) {
      const key = `${current().sandbox.origin} ${as.email} ${as.password}`;
      const known = tokens.get(key);
      if (known) {
        const check = await fetch(`${current().sandbox.apiRoot}/user/profile/seller`, {
          headers: { Authorization: known },
        });
        const body = (await check.json()) as { status?: { code?: number } };
        if (check.ok && body.status?.code === 200) return known;
      }
      const fresh = await apiLogin(current().sandbox.origin, as);
      tokens.set(key, fresh);
      return fresh;
    },
    async login(as = DEMO_SELLER) {
      const token = await portal.token(as);
      const page = current().page;
      if (!page.url().startsWith(current().sandbox.origin)) await page.goto(current().url('/config.json'));
      await page.evaluate((value) => window.localStorage.setItem('token', value), token);
    },
    async loginByForm(as = DEMO_SELLER) {
      const page = current().page;
      await page.goto(current().url('/login'));
      await page.getByLabel('Email').fill(as.email);
      await page.getByLabel('Password', { exact: true }).fill(as.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(/\/penyedia\/dashboard/);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    },
    storedToken: () => current().page.evaluate(() => window.localStorage.getItem('token')),
    async apiGet<T>(path: string, opts: { chat?: boolean; who?: Credentials } = {}) {
      const root = opts.chat ? current().sandbox.chatApiRoot : current().sandbox.apiRoot;
      const res = await fetch(`${root}/${path}`, { headers: { Authorization: await portal.token(opts.who) } });
      return (await res.json()) as T;
    },
    allowErrors(...patterns) {
      allowed.push(...patterns);
    },
    async freezeTime() {
      const page = current().page;
      const at = (await page.evaluate(() => Date.now())) + 50;
      try {
        await page.clock.pauseAt(at);
        return at;
      } catch (error) {
        // The running clock passed `at` before the pause reached it (a busy machine); the clock is
        // paused by now, where it stood: stay there.
        if (!String(error).includes('Cannot fast-forward to the past')) throw error;
        const now = await page.evaluate(() => Date.now());
        await page.clock.pauseAt(now);
        return now;
      }
    },
    screenshot: (name) => saveScreenshot(current().page, name),
    async axe(include) {
      // Legacy mode runs axe.run() in the page itself: the default opens a second page per call to
      // merge the frames' results, and the portal has no frame. Passes and inapplicable rules are
      // kept without their nodes, since only the violations are read.
      let builder = new AxeBuilder({ page: current().page })
        .options({ resultTypes: ['violations'] })
        .withTags(WCAG_TAGS)
        .setLegacyMode(true);
      if (include) builder = builder.include(include);
      const result = await builder.analyze();
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        nodes: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    async resize(size, reload = true) {
      const page = current().page;
      await page.setViewportSize(size);
      if (reload && page.url().startsWith(current().sandbox.origin)) {
        await page.reload();
        await waitForSplash(page);
      }
    },
  };

  beforeAll(async () => {
    launched = await launchPortal(options);
  });
  afterAll(async () => {
    await launched?.close();
    launched = null;
  });
  beforeEach(async () => {
    const { page, errors } = current();
    allowed = [];
    // The test before may have left a screen whose reads still run (the shell's badges start after
    // the screen's first answer): the page leaves it, so nothing it does lands in this test.
    if (page.url() !== 'about:blank') await page.goto('about:blank');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await current().context.unrouteAll({ behavior: 'ignoreErrors' });
    await page.clock.resume().catch(() => undefined);
    const size = page.viewportSize();
    if (!size || size.width !== viewport.width || size.height !== viewport.height) await page.setViewportSize(viewport);
    if (who) await portal.login(who);
    // A logged-out file starts each test logged out, whatever the test before it did (shuffled
    // order): the portal's storage for the sandbox's origin is emptied, wherever the page stands.
    else await clearPortalStorage(current().context, page, current().sandbox.origin);
    errors.length = 0;
  });
  afterEach(() => {
    const unexpected = current().errors.filter((line) => !allowed.some((pattern) => pattern.test(line)));
    expect(unexpected, `errors in the page that the test did not expect:\n${unexpected.join('\n')}`).toEqual([]);
  });
  return portal;
}

export { DEMO_SELLER };
