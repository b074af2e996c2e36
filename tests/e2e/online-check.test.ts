import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ONLINE_CHECK_MS } from '@web/app/shell/OnlineIndicator';
import { expectAccessible } from './support/a11y';
import { usePortal } from './support/portal';

/** The orders list's own request (the sidebar's badges read the same endpoint with filter_status 0). */
const isOrderList = (url: URL) =>
  url.pathname.endsWith('/api/seller/order') && url.searchParams.get('filter_status') === '';

/**
 * The shell's online check (every 1500 ms against the profile call) stays, but never shares the
 * line with the read a seller is waiting for: the order of the page's requests is asserted, with
 * the page's clock driven past the check's ticks, never a duration.
 */
describe("the shell's online check never delays a screen's own reads", () => {
  const p = usePortal();

  it("no check leaves while the list's request is on its way; the checks go on once it has answered", async () => {
    await p.visit('/dashboard');
    await p.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const events: string[] = [];
    const note = (req: Request) => {
      const url = new URL(req.url());
      if (url.pathname.endsWith('/api/user/profile/seller')) events.push('check');
      else if (isOrderList(url)) events.push('list');
      else if (url.searchParams.has('barrier')) events.push('barrier');
    };
    /**
     * A request sent after whatever the page has sent so far: once it is seen, every request sent
     * before it has been seen too.
     */
    const barrier = async () => {
      const seen = events.filter((event) => event === 'barrier').length;
      await p.page.evaluate(() => fetch('/penyedia/config.json?barrier').then((res) => res.text()));
      await expect.poll(() => events.filter((event) => event === 'barrier').length).toBe(seen + 1);
    };
    p.page.on('request', note);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await p.page.route(isOrderList, async (route) => {
      await held;
      await route.continue();
    });
    const afterList = () => events.slice(events.indexOf('list') + 1);
    try {
      await p.page
        .getByRole('complementary', { name: 'Menu utama' })
        .getByRole('link', { name: 'Pesanan', exact: true })
        .click();
      await expect.poll(() => events.includes('list')).toBe(true);
      // Three of the check's ticks pass while the list's answer is held: none of them sends a check.
      await p.page.clock.runFor(ONLINE_CHECK_MS * 3);
      await barrier();
      expect(afterList()).toEqual(['barrier']);
    } finally {
      release();
    }
    await p.page.getByRole('heading', { level: 1, name: 'Pesanan Saya' }).waitFor();
    await p.page.locator('.ui-table__scroll:not([aria-busy])').waitFor();
    // Answered: the next ticks check again.
    await expect
      .poll(async () => {
        await p.page.clock.runFor(ONLINE_CHECK_MS);
        return afterList().includes('check');
      })
      .toBe(true);
    p.page.off('request', note);
    await p.page.unroute(isOrderList);
    await expectAccessible(p, 'Pesanan Saya');
  });
});
