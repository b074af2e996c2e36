import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearToken, loginAsDemo, openPortal, screenshot, storedToken, waitForSplash, type PortalHarness } from './support/browser';

/** Sidebar label -> title of the screen it opens (spec 000 §2, spec 002 §2). */
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
  ['/product/detail/3', 'Detail Produk'],
  ['/product/addproduct', 'Tambah Produk'],
  ['/pesanan/detail/5040', 'Detail Pesanan'],
  ['/penagihan', 'Penagihan'],
  ['/pembayaran/kuranglengkap', 'Pembayaran Kurang Lengkap'],
  ['/pembayaran/verifikasi', 'Verifikasi Pembayaran'],
  ['/pembayaran/diteruskan', 'Pembayaran Diteruskan'],
  ['/negoisasi/detail/7015', 'Detail Negoisasi'],
  ['/komplain/detail/1', 'Detail Komplain'],
];

describe('routes and sidebar (spec 000 §2)', () => {
  let h: PortalHarness;

  beforeAll(async () => {
    h = await openPortal();
    await loginAsDemo(h);
  });
  afterAll(async () => {
    await h?.close();
  });

  const heading = () => h.page.getByRole('heading', { level: 1 });
  const sidebar = () => h.page.getByRole('complementary', { name: 'Menu utama' });

  it('every sidebar link opens its screen, titled with the seller suffix', async () => {
    await sidebar().getByRole('link', { name: 'Komplain' }).waitFor();
    for (const [label, path, title] of SIDEBAR) {
      await sidebar().getByRole('link', { name: label, exact: true }).click();
      await h.page.waitForURL((url) => url.pathname === `/penyedia${path}`);
      await expect.poll(() => heading().textContent()).toBe(title);
      await expect.poll(() => h.page.title()).toBe(`${title} | Penyedia`);
      expect(await sidebar().getByRole('link', { name: label, exact: true }).getAttribute('aria-current')).toBe('page');
    }
  });

  it('hides the billing link but keeps its route', async () => {
    expect(await sidebar().getByRole('link', { name: 'Penagihan' }).count()).toBe(0);
  });

  it('every other authenticated route shows its title', async () => {
    for (const [path, title] of BY_ADDRESS) {
      await h.page.goto(h.url(path));
      await expect.poll(() => heading().textContent()).toBe(title);
      await expect.poll(() => h.page.title()).toBe(`${title} | Penyedia`);
    }
  });

  it('sends / and unknown paths to the dashboard', async () => {
    await h.page.goto(h.url('/'));
    await h.page.waitForURL((url) => url.pathname === '/penyedia/dashboard');
    await h.page.goto(h.url('/tidak/ada/halaman'));
    await h.page.waitForURL((url) => url.pathname === '/penyedia/dashboard');
    await waitForSplash(h.page);
    await heading().filter({ hasText: 'Dashboard' }).waitFor();
    await screenshot(h.page, 'dashboard-shell');
  });

  it('collapses the sidebar to 70 px and widens it back to 260 px', async () => {
    const width = () => sidebar().evaluate((el) => el.getBoundingClientRect().width);
    expect(await width()).toBe(260);
    await h.page.getByRole('button', { name: 'Ciutkan menu' }).click();
    await expect.poll(width).toBe(70);
    await screenshot(h.page, 'sidebar-collapsed');
    await h.page.getByRole('button', { name: 'Lebarkan menu' }).click();
    await expect.poll(width).toBe(260);
  });

  it('hides the collapse controls below 1025 px and closes the mobile menu after navigation', async () => {
    await h.page.setViewportSize({ width: 1024, height: 768 });
    expect(await h.page.getByRole('button', { name: 'Ciutkan menu' }).isVisible()).toBe(false);
    await h.page.setViewportSize({ width: 1025, height: 768 });
    expect(await h.page.getByRole('button', { name: 'Ciutkan menu' }).isVisible()).toBe(true);

    await h.page.setViewportSize({ width: 390, height: 844 });
    const inView = () => sidebar().evaluate((el) => el.getBoundingClientRect().right > 0);
    await expect.poll(inView).toBe(false);
    await h.page.getByRole('button', { name: 'Buka menu' }).click();
    await expect.poll(() => sidebar().evaluate((el) => el.getBoundingClientRect().left)).toBe(0);
    await screenshot(h.page, 'mobile-menu');
    await sidebar().getByRole('link', { name: 'Pesanan', exact: true }).click();
    await h.page.waitForURL((url) => url.pathname === '/penyedia/pesanan');
    await expect.poll(inView).toBe(false);
    await heading().filter({ hasText: 'Pesanan Saya' }).waitFor();
    await screenshot(h.page, 'mobile-screen');
    await h.page.setViewportSize({ width: 1366, height: 768 });
  });

  it('clearing the token sends the user to login on the next route change', async () => {
    await h.page.goto(h.url('/dashboard'));
    await sidebar().getByRole('link', { name: 'Produk', exact: true }).waitFor();
    await clearToken(h.page);
    await sidebar().getByRole('link', { name: 'Produk', exact: true }).click();
    await h.page.waitForURL((url) => url.pathname === '/penyedia/login');
    await h.page.getByRole('heading', { name: 'Login Penjual' }).waitFor();
    // An address typed without a token lands on login too.
    await h.page.goto(h.url('/pesanan/detail/5040'));
    await h.page.waitForURL((url) => url.pathname === '/penyedia/login');
  });

  it('a 401 answer clears the token and sends the user to login', async () => {
    await loginAsDemo(h);
    await h.page.route('**/api/user/profile/seller', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ status: { code: 401, message: 'Unauthorized' }, data: null }) }),
    );
    await h.page.waitForURL((url) => url.pathname === '/penyedia/login', { timeout: 10_000 });
    expect(await storedToken(h.page)).toBeNull();
    await h.page.unroute('**/api/user/profile/seller');
  });

  it('a body status code 401 (HTTP 200) counts as 401 too', async () => {
    await loginAsDemo(h);
    await h.page.route('**/api/user/profile/seller', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: { code: 401, message: 'Token expired' }, data: null }) }),
    );
    await h.page.waitForURL((url) => url.pathname === '/penyedia/login', { timeout: 10_000 });
    expect(await storedToken(h.page)).toBeNull();
    await h.page.unroute('**/api/user/profile/seller');
  });
});
