import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SELLER, launchPortal, waitForSplash, type LaunchedPortal } from './support/portal';

/**
 * Opens a portal path in a page the service worker controls. The worker (no clients.claim) only
 * controls pages loaded after it became active, and it installs after the first load; so once it is
 * active the page is loaded again if it is not controlled yet. The wait is on the controller itself:
 * a predicate that returns a promise is truthy at once, and waited for nothing.
 */
async function visitControlled(portal: LaunchedPortal, path: string): Promise<void> {
  const { page } = portal;
  await page.goto(portal.url(path));
  await waitForSplash(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) {
    await page.reload();
    await waitForSplash(page);
  }
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/**
 * Logs in by the API and keeps the token where the portal reads it, on the login page, then waits
 * until the worker that page registered is active: no later navigation races its installation.
 */
async function logIn(portal: LaunchedPortal): Promise<void> {
  const res = await fetch(`${portal.sandbox.apiRoot}/user/login/seller`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_SELLER),
  });
  const token = ((await res.json()) as { data: string }).data;
  await portal.page.goto(portal.url('/login'));
  await portal.page.evaluate((value) => window.localStorage.setItem('token', value), token);
  await portal.page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** Repeat visits, offline reloads and updates with the service worker. */
describe('service worker', () => {
  let portal: LaunchedPortal;
  // A copy of the build the test may change, as a new deployment would.
  const webRoot = mkdtempSync(join(tmpdir(), 'penyedia-web-'));

  beforeAll(async () => {
    cpSync('dist/web', webRoot, { recursive: true });
    // No request of this file is routed: Playwright's routing also pauses the worker's own requests,
    // and its documentation warns against routing where a service worker runs.
    portal = await launchPortal({ serviceWorkers: 'allow', webRoot });
    await logIn(portal);
  });
  afterAll(async () => {
    await portal?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('a second visit loads no JavaScript from the network, and API answers are never served by the worker', async () => {
    const { page } = portal;
    await visitControlled(portal, '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    const scripts: Response[] = [];
    const api: Response[] = [];
    const seen = (res: Response) => {
      const path = new URL(res.url()).pathname;
      if (path.endsWith('.js')) scripts.push(res);
      if (path.startsWith('/api/')) api.push(res);
    };
    page.on('response', seen);
    await page.goto(portal.url('/dashboard'));
    await waitForSplash(page);
    await page.getByText('Nilai Transaksi').waitFor();
    page.off('response', seen);

    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((res) => !res.fromServiceWorker()).map((res) => res.url())).toEqual([]);
    expect(api.length).toBeGreaterThan(0);
    expect(api.filter((res) => res.fromServiceWorker()).map((res) => res.url())).toEqual([]);
  });

  it("a repeat visit takes config.json from the worker's cache at once; the network's copy is for the next visit", async () => {
    const { page } = portal;
    await visitControlled(portal, '/dashboard');
    const cachedSuffix = () =>
      page.evaluate(async () => {
        const cached = await (await caches.open('penyedia-config')).match('/penyedia/config.json');
        return ((await cached?.json()) as { sellerSuffix?: string } | undefined)?.sellerSuffix;
      });
    const network = await cachedSuffix();
    expect(network).toBe('Penyedia');
    // The copy a visit before the latest deployment kept: another seller suffix than the network's.
    const old = 'Penyedia Lama';
    await page.evaluate(async (suffix) => {
      const cache = await caches.open('penyedia-config');
      const kept = (await (await cache.match('/penyedia/config.json'))?.json()) as object;
      await cache.put(
        '/penyedia/config.json',
        new Response(JSON.stringify({ ...kept, sellerSuffix: suffix }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }, old);
    const suffixOf = async (res: Response) => ((await res.json()) as { sellerSuffix?: string }).sellerSuffix;

    const first = page.waitForResponse((res) => new URL(res.url()).pathname === '/penyedia/config.json');
    await page.goto(portal.url('/dashboard'));
    const answer = await first;
    // The page had the cached copy, not the network's: it waited for no network.
    expect(answer.fromServiceWorker()).toBe(true);
    expect(await suffixOf(answer)).toBe(old);
    await waitForSplash(page);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // Behind it, the worker has stored the network's copy: the next visit starts from that.
    await expect.poll(cachedSuffix).toBe(network);
    const second = page.waitForResponse((res) => new URL(res.url()).pathname === '/penyedia/config.json');
    await page.goto(portal.url('/dashboard'));
    expect(await suffixOf(await second)).toBe(network);
    await waitForSplash(page);
  });

  it("a reload while offline shows the portal and its own 'You're Offline', not the browser's error page", async () => {
    const { page, context } = portal;
    await visitControlled(portal, '/dashboard');
    await context.setOffline(true);
    try {
      await page.reload();
      await waitForSplash(page);
      await page.getByRole('complementary', { name: 'Menu utama' }).waitFor();
      await page.getByText("You're Offline").waitFor();
    } finally {
      await context.setOffline(false);
    }
  });

  it('a new build is offered with a toast; its reload brings the new worker in', async () => {
    const { page } = portal;
    await visitControlled(portal, '/dashboard');
    const before = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');

    // A new deployment: the worker's bytes change (as its precache list does on every build).
    appendFileSync(join(webRoot, 'sw.js'), '\n// build 2\n');
    await page.evaluate(() => Object.assign(window, { oldPage: true }));
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    const offer = page.getByRole('status').filter({ hasText: 'Versi baru Portal Penyedia tersedia.' });
    await offer.waitFor({ timeout: 30_000 });
    const reloaded = page.waitForEvent('load');
    await offer.getByRole('button', { name: 'Muat Ulang' }).click();
    await reloaded;
    await waitForSplash(page);
    expect(await page.evaluate(() => 'oldPage' in window)).toBe(false);
    const source = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await fetch(registration.active?.scriptURL ?? '', { cache: 'no-store' })).text();
    });
    expect(source).toContain('// build 2');
    expect(before).toContain('/penyedia/sw.js');
  });
});
