import { describe, expect, it } from 'vitest';
import { ONLINE_CHECK_MS } from '@web/app/shell/OnlineIndicator';
import { expectAccessible } from './support/a11y';
import { holdRoute } from './support/holdRoute';
import { DESKTOP, PHONE, usePortal } from './support/portal';

/** Sidebar label -> title of the screen it opens. */
const SIDEBAR: ReadonlyArray<readonly [label: string, path: string, title: string]> = [
  ['Dashboard', '/dashboard', 'Dashboard'],
  ['Profile', '/profile', 'Profile'],
  ['Chat', '/chat', 'Chat'],
  ['Review Product', '/review', 'Review'],
  ['Pemberitahuan', '/pemberitahuan', 'Pemberitahuan'],
  ['User Log', '/userlog', 'User Log'],
  ['Pesanan', '/pesanan', 'Pesanan Saya'],
  ['Perubahan Pesanan', '/changeorder', 'Perubahan Pesanan'],
  ['Pembayaran', '/pembayaran/semuapembayaran', 'Semua Pembayaran'],
  ['Produk', '/product', 'Produk Saya'],
  ['Ekspedisi', '/ekspedisi', 'Ekspedisi'],
  ['Negoisasi', '/negoisasi', 'Negoisasi'],
  ['Komplain', '/komplain', 'Komplain'],
];

/** The authenticated routes without a sidebar link, opened by address. */
const BY_ADDRESS: ReadonlyArray<readonly [path: string, title: string]> = [
  ['/no-network', 'No Network'],
  ['/userlog/user/42', '42'],
  ['/product/detail/2017', 'Detail Produk'],
  ['/product/addproduct', 'Tambah Produk'],
  ['/pesanan/detail/5040', 'Detail Pesanan'],
  ['/penagihan', 'Penagihan'],
  ['/pembayaran/kuranglengkap', 'Pembayaran Kurang Lengkap'],
  ['/pembayaran/verifikasi', 'Verifikasi Pembayaran'],
  ['/pembayaran/diteruskan', 'Pembayaran Diteruskan'],
  ['/negoisasi/detail/7015', 'Detail Negoisasi'],
  ['/komplain/detail/9004', 'Detail Komplain'],
];

const PROFILE = '**/api/user/profile/seller';

describe('routes and sidebar', () => {
  const p = usePortal();

  const heading = () => p.page.getByRole('heading', { level: 1 });
  // A phone's closed drawer is hidden (visibility), so its links are out of the Tab order until it opens.
  const sidebar = () => p.page.getByRole('complementary', { name: 'Menu utama', includeHidden: true });
  const openDashboard = async () => {
    await p.visit('/dashboard');
    await heading().filter({ hasText: 'Dashboard' }).waitFor();
    await sidebar().getByRole('link', { name: 'Komplain', includeHidden: true }).waitFor({ state: 'attached' });
  };

  it('every sidebar link opens its screen, titled with the seller suffix', async () => {
    await openDashboard();
    for (const [label, path, title] of SIDEBAR) {
      await sidebar().getByRole('link', { name: label, exact: true }).click();
      await p.page.waitForURL((url) => url.pathname === `/penyedia${path}`);
      await expect.poll(() => heading().textContent()).toBe(title);
      await expect.poll(() => p.page.title()).toBe(`${title} | Penyedia`);
      expect(await sidebar().getByRole('link', { name: label, exact: true }).getAttribute('aria-current')).toBe('page');
    }
  });

  it('hides the billing link but keeps its route', async () => {
    await openDashboard();
    expect(await sidebar().getByRole('link', { name: 'Penagihan' }).count()).toBe(0);
    await p.visit('/penagihan');
    await expect.poll(() => heading().textContent()).toBe('Penagihan');
  });

  it('every other authenticated route shows its title', async () => {
    for (const [path, title] of BY_ADDRESS) {
      await p.visit(path);
      await expect.poll(() => heading().textContent()).toBe(title);
      await expect.poll(() => p.page.title()).toBe(`${title} | Penyedia`);
    }
  });

  it('sends / and unknown paths to the dashboard', async () => {
    await p.page.goto(p.url('/'));
    await p.page.waitForURL((url) => url.pathname === '/penyedia/dashboard');
    await p.visit('/tidak/ada/halaman');
    await p.page.waitForURL((url) => url.pathname === '/penyedia/dashboard');
    await heading().filter({ hasText: 'Dashboard' }).waitFor();
    await p.screenshot('dashboard-shell');
  });

  it('collapses the sidebar to 70 px and widens it back to 260 px', async () => {
    await openDashboard();
    const width = () => sidebar().evaluate((el) => el.getBoundingClientRect().width);
    await expect.poll(width).toBe(260);
    await p.page.getByRole('button', { name: 'Ciutkan menu' }).click();
    await expect.poll(width).toBe(70);
    await p.screenshot('sidebar-collapsed');
    await p.page.getByRole('button', { name: 'Lebarkan menu' }).click();
    await expect.poll(width).toBe(260);
  });

  it('hides the collapse controls below 1025 px', async () => {
    await openDashboard();
    const collapse = p.page.getByRole('button', { name: 'Ciutkan menu' });
    await p.page.setViewportSize({ width: 1024, height: DESKTOP.height });
    await expect.poll(() => collapse.isVisible()).toBe(false);
    await p.page.setViewportSize({ width: 1025, height: DESKTOP.height });
    await expect.poll(() => collapse.isVisible()).toBe(true);
  });

  it('closes the mobile menu after navigation', async () => {
    await p.page.setViewportSize(PHONE);
    await openDashboard();
    const inView = () => sidebar().evaluate((el) => el.getBoundingClientRect().right > 0);
    await expect.poll(inView).toBe(false);
    await p.page.getByRole('button', { name: 'Buka menu' }).click();
    await expect.poll(() => sidebar().evaluate((el) => el.getBoundingClientRect().left)).toBe(0);
    await p.screenshot('mobile-menu');
    await sidebar().getByRole('link', { name: 'Pesanan', exact: true }).click();
    await p.page.waitForURL((url) => url.pathname === '/penyedia/pesanan');
    await expect.poll(inView).toBe(false);
    await heading().filter({ hasText: 'Pesanan Saya' }).waitFor();
    await p.screenshot('mobile-screen');
  });

  it('clearing the token sends the user to login on the next route change', async () => {
    // A held call the page gives up on when it leaves may still be refused on its way out.
    p.allowErrors(/status of 401 \(Unauthorized\) \(http:\/\/[^)]+\/(api|chat-api)\//);
    await openDashboard();
    // The route change is what is tested: no read may meet a 401 first and end the session on its
    // own. The page's time stands still (no poll goes out), and the calls that go out anyway (the
    // shell's reads, started once the dashboard has answered; the realtime stream's first read) are
    // left unanswered from the token's removal on.
    await p.freezeTime();
    await p.page.route(/\/(api|chat-api)\//, () => undefined);
    await p.page.evaluate(() => window.localStorage.removeItem('token'));
    await sidebar().getByRole('link', { name: 'Produk', exact: true }).click();
    await p.page.waitForURL((url) => url.pathname === '/penyedia/login');
    await p.page.unrouteAll({ behavior: 'ignoreErrors' });
    await p.page.clock.resume();
    await p.page.getByRole('heading', { name: 'Login Penjual' }).waitFor();
    // An address typed without a token lands on login too.
    await p.page.goto(p.url('/pesanan/detail/5040'));
    await p.page.waitForURL((url) => url.pathname === '/penyedia/login');
  });

  it('a 401 answer clears the token and sends the user to login', async () => {
    p.allowErrors(/status of 401 \(Unauthorized\)/);
    await openDashboard();
    await p.page.route(PROFILE, (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ status: { code: 401, message: 'Unauthorized' }, data: null }),
      }),
    );
    // The next online check (every 1500 ms) meets the 401.
    await p.page.clock.fastForward(ONLINE_CHECK_MS);
    await p.page.waitForURL((url) => url.pathname === '/penyedia/login');
    expect(await p.storedToken()).toBeNull();
  });

  it('a body status code 401 (HTTP 200) counts as 401 too', async () => {
    await openDashboard();
    await p.page.route(PROFILE, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ status: { code: 401, message: 'Token expired' }, data: null }),
      }),
    );
    await p.page.clock.fastForward(ONLINE_CHECK_MS);
    await p.page.waitForURL((url) => url.pathname === '/penyedia/login');
    expect(await p.storedToken()).toBeNull();
  });
});

/**
 * A screen's data is asked for with the click, not after its code has come and run: the route
 * starts the screen's chunk and its reads together, and a list's page, size, sort and filter
 * changes send their request in the event that changes them.
 */
describe("routes start their screen's reads with the click", () => {
  const p = usePortal();

  const sidebar = () => p.page.getByRole('complementary', { name: 'Menu utama' });

  /** Every request of the page to the list's endpoint, in order, as the page sends them. */
  function listRequests(path: RegExp): string[] {
    const seen: string[] = [];
    p.page.on('request', (req) => {
      const url = new URL(req.url());
      if (path.test(url.pathname)) seen.push(url.search);
    });
    return seen;
  }

  it.each([
    ['Pesanan', 'OrderListScreen', /\/api\/seller\/order$/, 'Pesanan Saya'],
    ['Produk', 'ProductListScreen', /\/api\/seller\/product$/, 'Produk Saya'],
  ])(
    "sidebar '%s': the list's request leaves while the screen's chunk (%s) is still on its way",
    async (link, chunk, endpoint, heading) => {
      await p.visit('/dashboard');
      await p.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      const chunks: string[] = [];
      p.page.on('request', (req) => {
        if (req.url().includes(`/assets/${chunk}-`)) chunks.push(req.url());
      });
      const release = await holdRoute(p.page, `**/assets/${chunk}-*.js`);
      // The sidebar's badges read the orders list too (filter_status 0, 100 rows): not the screen's read.
      const requests = listRequests(endpoint);
      const screenReads = () => requests.filter((search) => !/filter_status=0/.test(search));
      try {
        await sidebar().getByRole('link', { name: link, exact: true }).click();
        await expect.poll(() => chunks.length).toBeGreaterThan(0);
        // The chunk is held: it has not come, so it has not run; the read has left all the same.
        await expect.poll(() => screenReads().length).toBe(1);
      } finally {
        release();
      }
      await p.page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await p.page.locator('.ui-table__scroll:not([aria-busy])').waitFor();
      // The screen found its page in the cache: it asked for it no second time.
      expect(screenReads()).toHaveLength(1);
      await p.page.unroute(`**/assets/${chunk}-*.js`);
      await expectAccessible(p, heading);
    },
  );

  it("a list's page size, sort, page and filter send their request inside the event that changes them", async () => {
    await p.visit('/pesanan');
    await p.page.getByRole('heading', { level: 1, name: 'Pesanan Saya' }).waitFor();
    await p.page.locator('.ui-table__scroll:not([aria-busy])').waitFor();
    // Every XMLHttpRequest the page sends is noted as it is sent.
    await p.page.evaluate(() => {
      const sent: string[] = [];
      Object.assign(window, { __sent: sent });
      const send = XMLHttpRequest.prototype.send;
      const open = XMLHttpRequest.prototype.open;
      XMLHttpRequest.prototype.open = function (this: XMLHttpRequest & { __url?: string }, ...args: unknown[]) {
        this.__url = String(args[1]);
        return (open as (...given: unknown[]) => void).apply(this, args);
      };
      XMLHttpRequest.prototype.send = function (this: XMLHttpRequest & { __url?: string }, body) {
        sent.push(this.__url ?? '');
        return send.call(this, body);
      };
    });
    /**
     * Changes the control `selector` finds (inside the label that starts with `label`, if given):
     * a select to its last option, anything else by a click. Answers the list requests sent
     * before the change's dispatch returned.
     */
    const sentDuring = (selector: string, label?: string) =>
      p.page.evaluate(
        ({ selector, label }) => {
          const sent = (window as unknown as { __sent: string[] }).__sent;
          sent.length = 0;
          const scope =
            label === undefined
              ? document
              : [...document.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label));
          const element = scope?.querySelector(selector);
          if (element instanceof HTMLSelectElement) {
            element.value = element.options[element.options.length - 1]?.value ?? '';
            element.dispatchEvent(new Event('change', { bubbles: true }));
          } else if (element instanceof HTMLElement) element.click();
          else throw new Error(`nothing to change at ${selector}`);
          return sent.filter((url) => /\/api\/seller\/order\?/.test(url) && !/filter_status=0/.test(url));
        },
        { selector, label },
      );
    const settled = () => p.page.locator('.ui-table__scroll:not([aria-busy])').waitFor();

    expect(await sentDuring('select[aria-label="Jumlah data per halaman"]')).toEqual([
      expect.stringMatching(/[?&]limit=100(&|$)/),
    ]);
    await settled();
    expect(await sentDuring('th[aria-sort] button.ui-table__sort')).toEqual([
      expect.stringMatching(/[?&]sort=[^&]+-asc(&|$)/),
    ]);
    await settled();
    await p.page.getByLabel('Jumlah data per halaman').selectOption('10');
    await settled();
    expect(await sentDuring('.ui-pagination button[aria-label="Halaman 2"]')).toEqual([
      expect.stringMatching(/[?&]page=2(&|$)/),
    ]);
    await settled();
    await p.page.getByRole('button', { name: /^Filter/ }).click();
    expect(await sentDuring('select', 'Status Pesanan')).toEqual([expect.stringMatching(/[?&]filter_status=\d+(&|$)/)]);
  });
});
