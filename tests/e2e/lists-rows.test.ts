import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y';
import { DESKTOP, PHONE, usePortal } from './support/portal';

/** Server HTML with a handler, a script and a javascript: link, as a hostile order status. */
const HOSTILE =
  '<span class="badge badge-info">Pesanan Baru</span><img src="x" alt="" onerror="window.__ran = 1"><script>window.__ran = 2</script><a href="javascript:window.__ran = 3">x</a>';

/**
 * The largest pages of the lists, as React draws them (a screenful first, the rest after): server
 * HTML sanitised, accessible, links that stay in the page.
 */
describe("lists' rows", () => {
  const p = usePortal();

  const rows = () => p.page.getByRole('table', { name: 'Daftar Pesanan' }).locator('tbody tr');

  it("the orders list's largest page: server HTML only as DOMPurify leaves it, accessible at 1366 and 390 px", async () => {
    await p.page.route('**/api/seller/order?*', async (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get('limit') !== '100' || url.searchParams.get('filter_status') !== '')
        return route.continue();
      const res = await route.fetch();
      const body = (await res.json()) as { data: { items: Array<Record<string, unknown>> } };
      const items = body.data.items.map((item, at) => (at === 0 ? { ...item, status: HOSTILE } : item));
      await route.fulfill({ response: res, json: { ...body, data: { ...body.data, items } } });
    });
    for (const size of [DESKTOP, PHONE]) {
      await p.page.setViewportSize(size);
      await p.visit('/pesanan?limit=100');
      await p.page.getByText(/^Showing 1 to \d{2} of \d{2} entries$/).waitFor();
      expect(await rows().count()).toBeGreaterThan(40);
      const status = rows().first().locator('.order-status');
      expect(await status.locator('.badge').textContent()).toBe('Pesanan Baru');
      expect(await status.locator('script, [onerror]').count()).toBe(0);
      expect(await status.locator('a').getAttribute('href')).toBeNull();
      // The picture left in the status has loaded or failed by now; nothing of the markup ran.
      await p.page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('.order-status img')].every((img) => img.complete),
      );
      expect(await p.page.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined();
      await p.screenshot(`lists-orders-100-${size.width}`);
      await expectAccessible(p, `/pesanan?limit=100 at ${size.width} px`);
    }
    await p.page.setViewportSize(DESKTOP);
    await p.page.unroute('**/api/seller/order?*');
  });

  it('an invoice link of a row opens the order in the page, without loading it again', async () => {
    await p.visit('/pesanan');
    const link = rows().first().getByRole('link');
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/penyedia\/pesanan\/detail\/\d+$/);
    await p.page.evaluate(() => Object.assign(window, { __samePage: true }));
    await link.click();
    await p.page.waitForURL((url) => url.pathname === href);
    await p.page.getByRole('heading', { level: 1, name: 'Detail Pesanan' }).waitFor();
    expect(await p.page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  it("the product list's largest page (its switches, pictures and actions) is accessible", async () => {
    // The phone layout of this list is checked at its default size by a11y-screens-products.
    for (const size of [DESKTOP]) {
      await p.page.setViewportSize(size);
      await p.visit('/product?limit=100');
      await p.page.getByText(/^Showing 1 to \d{2} of \d{2} entries$/).waitFor();
      // Every product that may be changed has its actions (a group of buttons, or one menu on a phone).
      const table = p.page.getByRole('table', { name: 'Daftar Produk' });
      await expect.poll(() => table.getByRole('group', { name: /^Aksi / }).count()).toBeGreaterThan(40);
      await p.screenshot(`lists-products-100-${size.width}`);
      await expectAccessible(p, `/product?limit=100 at ${size.width} px`);
    }
    await p.page.setViewportSize(DESKTOP);
  });
});
