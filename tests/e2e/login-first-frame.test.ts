import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y';
import { DEMO_SELLER, usePortal } from './support/portal';

/**
 * A login that is ready before its script has finished everything else: the form takes input in
 * the first frame it is drawn in, with the page's clock standing still (no start-up loader over it,
 * nothing that waits for time), and the login leads into the shell without the loader again.
 */
describe('the login page takes input from its first frame', () => {
  const p = usePortal({ login: false });

  /** Whether the element is the one a tap at its centre reaches (nothing covers it). */
  const reachable = (selector: string) =>
    p.page.evaluate((selector) => {
      const element = document.querySelector(selector);
      if (!element) return false;
      const box = element.getBoundingClientRect();
      return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === element;
    }, selector);

  it('no start-up loader covers the form: with time standing still, the seller types into it', async () => {
    await p.page.goto(p.url('/login'));
    await p.page.evaluate(() => window.localStorage.removeItem('token'));
    await p.freezeTime();
    await p.page.goto(p.url('/login'));
    await p.page.getByRole('heading', { level: 1, name: 'Login Penjual' }).waitFor();
    expect(await p.page.locator('.splash').count()).toBe(0);
    expect(await reachable('form input[name="email"]')).toBe(true);
    await p.page.getByLabel('Email').fill(DEMO_SELLER.email);
    await p.page.getByLabel('Password', { exact: true }).fill(DEMO_SELLER.password);
    expect(await p.page.getByLabel('Email').inputValue()).toBe(DEMO_SELLER.email);
    // axe runs on timers of its own.
    await p.page.clock.resume();
    await expectAccessible(p, 'Login Penjual');
  });

  it('the login leads into the shell without the start-up loader: the seller has waited already', async () => {
    await p.page.goto(p.url('/login'));
    await p.page.evaluate(() => window.localStorage.removeItem('token'));
    await p.visit('/login');
    // Notes whether a loader is ever drawn from here on.
    await p.page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector('.splash')) Object.assign(window, { __splash: true });
      }).observe(document, { childList: true, subtree: true });
    });
    await p.page.getByLabel('Email').fill(DEMO_SELLER.email);
    await p.page.getByLabel('Password', { exact: true }).fill(DEMO_SELLER.password);
    await p.page.getByRole('button', { name: 'Login' }).click();
    await p.page.waitForURL(/\/penyedia\/dashboard$/);
    await p.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await p.page.evaluate(() => '__splash' in window)).toBe(false);
  });
});

/**
 * The login page comes drawn in its HTML (login.html, drawn at build time): on a slow phone the
 * seller types while the page's script is still on its way, keeps what was typed when the script
 * takes the form over, and cannot send the form before that (the browser would put the password in
 * the address).
 */
describe('the login page is drawn before its script runs', () => {
  const p = usePortal({ login: false });

  it('the form takes input with every script held back; the typing survives the script taking over', async () => {
    await p.page.goto(p.url('/login'));
    await p.page.evaluate(() => window.localStorage.removeItem('token'));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await p.page.route('**/penyedia/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await p.page.goto(p.url('/login'), { waitUntil: 'commit' });
    await p.page.getByRole('heading', { level: 1, name: 'Login Penjual' }).waitFor();
    const login = p.page.getByRole('button', { name: 'Login' });
    expect(await login.isDisabled()).toBe(true);
    await p.page.getByLabel('Email').fill(DEMO_SELLER.email);
    await p.page.getByLabel('Password', { exact: true }).fill(DEMO_SELLER.password);
    // A form the browser sent itself would be a navigation with the password in its address.
    const sent: string[] = [];
    p.page.on('request', (request) => {
      if (request.isNavigationRequest()) sent.push(request.url());
    });
    await p.page.getByLabel('Password', { exact: true }).press('Enter');
    release();
    await expect.poll(() => login.isEnabled()).toBe(true);
    expect(await p.page.getByLabel('Email').inputValue()).toBe(DEMO_SELLER.email);
    await login.click();
    await p.page.waitForURL(/\/penyedia\/dashboard$/);
    await p.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(sent).toEqual([]);
    await p.page.unroute('**/penyedia/assets/*.js');
  });

  it('a seller still logged in who opens /login goes on to the dashboard, not to the drawn form', async () => {
    await p.page.goto(p.url('/login'));
    await p.page.evaluate(() => window.localStorage.removeItem('token'));
    await p.visit('/login');
    await p.page.getByLabel('Email').fill(DEMO_SELLER.email);
    await p.page.getByLabel('Password', { exact: true }).fill(DEMO_SELLER.password);
    await p.page.getByRole('button', { name: 'Login' }).click();
    await p.page.waitForURL(/\/penyedia\/dashboard$/);
    await p.page.goto(p.url('/login'));
    await p.page.waitForURL(/\/penyedia\/dashboard$/);
    await p.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });
});
