import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '@core/clock';
import { SPLASH_MS } from '@web/app/Splash';
import { DEMO_SELLER } from '../support/sandbox';
import { apiGet, apiToken, loginAsDemo, screenshot, storedToken, waitForSplash } from './support/browser';
import { launchPortal, type LaunchedPortal } from './support/portal';

const PROFILE = '**/api/user/profile/seller';
const MUST_UPDATE_SELLER = { email: 'diblokir@contoh.id', password: 'Penyedia2026' } as const;

interface Listed {
  data: { items: unknown[] };
}

/** The shell of spec 000 §2, §4, §8, §9 around the demo seller of the sandbox. */
describe('shell', () => {
  let h: LaunchedPortal;

  beforeAll(async () => {
    h = await launchPortal();
    await loginAsDemo(h);
  });
  afterAll(async () => {
    await h?.close();
  });

  const sidebar = () => h.page.getByRole('complementary', { name: 'Menu utama' });
  const dialog = () => h.page.getByRole('dialog');

  async function loginAs(who: { email: string; password: string }): Promise<void> {
    await h.page.goto(h.url('/login'));
    await h.page.getByLabel('Email').fill(who.email);
    await h.page.getByLabel('Password', { exact: true }).fill(who.password);
    await h.page.getByRole('button', { name: 'Login' }).click();
    await h.page.waitForURL(/\/penyedia\/dashboard$/);
  }

  /** Serves the real profile with some fields changed. */
  async function patchProfile(patch: Record<string, unknown>): Promise<void> {
    await h.page.route(PROFILE, async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: Record<string, unknown> };
      await route.fulfill({ response: res, json: { ...body, data: { ...body.data, ...patch } } });
    });
  }

  it('shows the 800 ms start-up loader, then the shell with the footer of the current year', async () => {
    // The page's clock stands still: the loader must still be there at 799 ms and gone at 800 ms.
    await h.page.clock.pauseAt((await h.page.evaluate(() => Date.now())) + 50);
    await h.page.goto(h.url('/dashboard'));
    const loader = h.page.getByRole('status', { name: 'Memuat Portal Penyedia' });
    await loader.waitFor();
    await h.page.clock.runFor(SPLASH_MS - 1);
    expect(await loader.isVisible()).toBe(true);
    await h.page.clock.runFor(1);
    await loader.waitFor({ state: 'detached' });
    await h.page.clock.resume();
    // The seller's year (Jakarta), whatever the browser's zone says.
    await h.page.getByRole('contentinfo').getByText(`© ${today(h.clock).year} Portal Penyedia`).waitFor();
  });

  it('shows the seller photo, the name in title case and the Seller badge', async () => {
    await sidebar().getByText('Cv Mitra Pustaka Nusantara').waitFor();
    await sidebar().getByText('Seller', { exact: true }).waitFor();
    const photo = sidebar().locator('img.sidebar__photo');
    expect(await photo.getAttribute('src')).toBe('/cdn/mall/logo-mitra-pustaka.jpg');
  });

  it('counts new orders, changed orders and unread chats in the sidebar badges', async () => {
    const token = await apiToken(h);
    const newOrders = (await apiGet(h, 'seller/order?page=1&limit=100&filter_status=0&sort=&search=', token)) as Listed;
    const changed = (await apiGet(h, 'seller/order/changed?page=1&limit=100&sort=&search=', token)) as Listed;
    const unread = (await apiGet(h, 'get-unread-message?from=customer&id=1001', token, true)) as { data: { total_unread: number } };
    const badge = (key: string) => sidebar().locator(`[data-badge="${key}"]`).getAttribute('data-count');
    await expect.poll(() => badge('newOrders')).toBe(String(newOrders.data.items.length));
    await expect.poll(() => badge('changedOrders')).toBe(String(changed.data.items.length));
    await expect.poll(() => badge('chatUnread')).toBe(String(unread.data.total_unread));
    expect(newOrders.data.items.length).toBeGreaterThan(0);
  });

  it("flips between \"You're Online\" and \"You're Offline\" with the profile check", async () => {
    await h.page.getByText("You're Online").waitFor();
    await h.page.route(PROFILE, (route) => route.abort('internetdisconnected'));
    await h.page.getByText("You're Offline").waitFor({ timeout: 5_000 });
    await h.page.unroute(PROFILE);
    await h.page.getByText("You're Online").waitFor({ timeout: 5_000 });
  });

  it("blocks the portal with 'Oops! Kami tidak dapat menemukan server di {host}.' when the profile call fails on the network", async () => {
    await h.page.route(PROFILE, (route) => route.abort('internetdisconnected'));
    await h.page.reload();
    const host = new URL(h.sandbox.origin).host;
    const oops = dialog().filter({ hasText: `Oops! Kami tidak dapat menemukan server di ${host}.` });
    await oops.waitFor();
    await oops.getByText('Coba beberapa saat lagi.').waitFor();
    await oops.getByText('Cek koneksi internet anda.').waitFor();
    await waitForSplash(h.page);
    await screenshot(h.page, 'network-error');
    await h.page.keyboard.press('Escape');
    expect(await oops.isVisible()).toBe(true);
    await h.page.unroute(PROFILE);
    await oops.getByRole('button', { name: 'Refresh' }).click();
    await h.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expect.poll(() => dialog().count()).toBe(0);
  });

  it('a malformed profile answer shows a message naming the call, keeps the screen and logs the zod issues', async () => {
    h.errors.length = 0;
    await h.page.route(PROFILE, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: { code: 200, message: 'OK' }, data: { id: 'bukan angka' } }) }),
    );
    await h.page.reload();
    const alert = h.page.getByRole('alert').filter({ hasText: 'NetworkError from container' });
    await alert.getByText('Data dari server tidak sesuai format (profile). Silakan coba lagi nanti.').waitFor();
    await h.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(h.errors.some((line) => line.includes('Jawaban API tidak sesuai kontrak: profile'))).toBe(true);
    await h.page.unroute(PROFILE);
    await alert.getByRole('button', { name: 'Coba lagi' }).click();
    await alert.waitFor({ state: 'detached' });
    await sidebar().getByText('Cv Mitra Pustaka Nusantara').waitFor();
  });

  it("warns 'NPWP Tidak Valid' / 'Silakan perbaiki nomor NPWP Anda.' and confirming opens /profile", async () => {
    await patchProfile({ isNpwpValid: false });
    await h.page.goto(h.url('/dashboard'));
    const warning = dialog().filter({ hasText: 'NPWP Tidak Valid' });
    await warning.getByText('Silakan perbaiki nomor NPWP Anda.').waitFor();
    await warning.getByRole('button', { name: 'OK' }).click();
    await h.page.waitForURL((url) => url.pathname === '/penyedia/profile');
    await h.page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await h.page.unroute(PROFILE);
  });

  it("must-update, active and not blocked: the notice offers 'Produk', /pesanan shows 'Segera', other routes lead back to the dashboard with the alert", async () => {
    const alert = { title: 'Segera Lengkapi Data Toko', message: 'Perbarui data legalitas toko Anda sebelum 30 Juni.' };
    await patchProfile({ isMustUpdate: true, alert });
    await h.page.goto(h.url('/dashboard'));
    const notice = dialog().filter({ hasText: 'pemberitahuan yang harus dibaca' });
    await notice.getByText(/Anda memiliki \d+ pemberitahuan yang harus dibaca\./).waitFor();
    // Every link stays: the seller is active and not blocked (spec 000 §2).
    await sidebar().getByRole('link', { name: 'Komplain' }).waitFor();
    await notice.getByRole('button', { name: 'Produk' }).click();
    await h.page.waitForURL((url) => url.pathname === '/penyedia/product');
    await h.page.getByRole('heading', { level: 1, name: 'Produk Saya' }).waitFor();

    // The orders stay reachable, with the sticky 'Segera' banner of spec 000 §4.
    await sidebar().getByRole('link', { name: 'Pesanan', exact: true }).click();
    await h.page.waitForURL((url) => url.pathname === '/penyedia/pesanan');
    await h.page.getByText(`Segera ${alert.title}`).waitFor();

    await sidebar().getByRole('link', { name: 'Komplain' }).click();
    await h.page.waitForURL((url) => url.pathname === '/penyedia/dashboard');
    const routeAlert = dialog().filter({ hasText: alert.title });
    await routeAlert.getByText(alert.message).waitFor();
    expect(await routeAlert.getByRole('button', { name: 'Produk' }).count()).toBe(1);
    await screenshot(h.page, 'must-update-alert');
    await routeAlert.getByRole('button', { name: 'OK' }).click();
    await h.page.waitForURL((url) => url.pathname === '/penyedia/login');
    expect(await storedToken(h.page)).toBeNull();
    await h.page.unroute(PROFILE);
  });

  it('must-update and blocked (diblokir@contoh.id): only Dashboard and Profile, no Produk, confirming logs out', async () => {
    await loginAs(MUST_UPDATE_SELLER);
    const notice = dialog().filter({ hasText: 'Anda memiliki 2 pemberitahuan yang harus dibaca.' });
    await notice.waitFor();
    expect(await notice.getByRole('button', { name: 'Produk' }).count()).toBe(0);
    const links = await sidebar().getByRole('link').allTextContents();
    expect(links.map((text) => text.trim())).toEqual(['Dashboard', 'Profile']);

    await h.page.goto(h.url('/pesanan'));
    await h.page.waitForURL((url) => url.pathname === '/penyedia/dashboard');
    const routeAlert = dialog().filter({ hasText: 'Perbarui Dokumen Legalitas Anda' });
    await routeAlert.getByText('Akun Anda diblokir karena dokumen NPWP dan SIUP/NIB belum diperbarui.', { exact: false }).waitFor();
    await routeAlert.getByRole('button', { name: 'OK' }).click();
    await h.page.waitForURL((url) => url.pathname === '/penyedia/login');
    expect(await storedToken(h.page)).toBeNull();
  });

  it('shows the scroll-to-top button beyond 1331 px and scrolls back up', async () => {
    await loginAsDemo(h);
    await waitForSplash(h.page);
    // A placeholder screen is short; a spacer stands in for a long list.
    await h.page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '4000px';
      document.querySelector('.shell__content')?.append(spacer);
    });
    const button = h.page.getByRole('button', { name: 'Kembali ke atas' });
    await h.page.evaluate(() => window.scrollTo(0, 1300));
    await h.page.waitForTimeout(200);
    expect(await button.count()).toBe(0);
    await h.page.evaluate(() => window.scrollTo(0, 1400));
    await button.waitFor();
    await button.click();
    await expect.poll(() => h.page.evaluate(() => window.scrollY), { timeout: 2_000 }).toBe(0);
    await button.waitFor({ state: 'detached' });
  });

  it("announces a new chat message 550 ms after the unread count rises; 'Lihat pesan' opens /chat", async () => {
    let total = 4;
    await h.page.route('**/chat-api/get-unread-message**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: { code: 200, message: 'OK' }, data: { total_unread: total } }) }),
    );
    await h.page.goto(h.url('/dashboard'));
    await expect.poll(() => sidebar().locator('[data-badge="chatUnread"]').getAttribute('data-count')).toBe('4');
    total = 5;
    await h.page.waitForResponse((res) => res.url().includes('get-unread-message'), { timeout: 20_000 });
    const answered = Date.now();
    const toast = h.page.getByRole('status').filter({ hasText: 'Anda mempunyai pesan baru' });
    await toast.waitFor();
    expect(Date.now() - answered).toBeGreaterThanOrEqual(500);
    await toast.getByText('New Message').waitFor();
    await screenshot(h.page, 'new-chat-toast');
    await toast.getByRole('button', { name: 'Lihat pesan' }).click();
    await h.page.waitForURL((url) => url.pathname === '/penyedia/chat');
    await expect.poll(() => sidebar().locator('[data-badge="chatUnread"]').getAttribute('data-count')).toBe('5');
    await h.page.unroute('**/chat-api/get-unread-message**');
  }, 40_000);

  it('a screen whose chunk cannot load shows a message with a reload button, not a blank page', async () => {
    await h.page.goto(h.url('/dashboard'));
    await h.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await h.page.route('**/assets/ExpeditionScreen-*.js', (route) => route.abort('internetdisconnected'));
    await sidebar().getByRole('link', { name: 'Ekspedisi' }).click();
    const failure = h.page.getByRole('alert').filter({ hasText: 'Terjadi kesalahan saat menampilkan halaman ini.' });
    await failure.getByText('Halaman tidak dapat dimuat. Cek koneksi internet anda.').waitFor();
    await sidebar().getByText('Cv Mitra Pustaka Nusantara').waitFor();
    await h.page.unroute('**/assets/ExpeditionScreen-*.js');
    await failure.getByRole('button', { name: 'Muat Ulang' }).click();
    await h.page.getByRole('heading', { level: 1, name: 'Ekspedisi' }).waitFor();
  });

  it('a malformed config.json gives an Indonesian error page naming the fields', async () => {
    await h.page.route('**/penyedia/config.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ apiRoot: 42, realtime: { kind: 'pos merpati' } }) }),
    );
    await h.page.goto(h.url('/dashboard'));
    const page = h.page.getByRole('alert').filter({ hasText: 'Portal Penyedia tidak dapat dimulai' });
    await page.getByText(/config\.json\) tidak sesuai format: apiRoot, chatApiRoot, cdnRoot, realtime/).waitFor();
    await h.page.route('**/penyedia/config.json', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await h.page.reload();
    await page.getByText(/config\.json\) tidak dapat dimuat: HTTP 404/).waitFor();
    await h.page.unroute('**/penyedia/config.json');
    await page.getByRole('button', { name: 'Muat Ulang' }).click();
    await h.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });

  it('the user menu opens Profile', async () => {
    await h.page.getByRole('button', { name: 'Menu pengguna' }).click();
    await h.page.getByRole('menuitem', { name: 'Profile' }).click();
    await h.page.waitForURL((url) => url.pathname === '/penyedia/profile');
  });

  it("'Ubah Password' shows the server's message; after a change the seller is logged out", async () => {
    await h.page.getByRole('button', { name: 'Menu pengguna' }).click();
    await h.page.getByRole('menuitem', { name: 'Ubah Password' }).click();
    const form = dialog().filter({ hasText: 'Ubah Password' });
    await form.getByLabel('Password Lama').fill('bukan-password');
    await form.getByLabel('Password Baru', { exact: true }).fill('SandiBaru2026');
    await form.getByLabel('Konfirmasi Password Baru').fill('SandiBaru2026');
    await screenshot(h.page, 'change-password');
    // Esc closes it (a dismissible dialog), and it opens again empty-handed.
    await h.page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    await h.page.getByRole('button', { name: 'Menu pengguna' }).click();
    await h.page.getByRole('menuitem', { name: 'Ubah Password' }).click();
    expect(await form.getByLabel('Password Lama').inputValue()).toBe('');
    await form.getByLabel('Password Lama').fill('bukan-password');
    await form.getByLabel('Password Baru', { exact: true }).fill('SandiBaru2026');
    await form.getByLabel('Konfirmasi Password Baru').fill('SandiBaru2026');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await h.page.getByRole('status').filter({ hasText: 'Password lama salah' }).waitFor();

    await form.getByLabel('Password Lama').fill(DEMO_SELLER.password);
    await form.getByRole('button', { name: 'Simpan' }).click();
    await h.page.getByRole('status').filter({ hasText: 'Password berhasil diubah' }).waitFor();
    await h.page.waitForURL((url) => url.pathname === '/penyedia/login');
    expect(await storedToken(h.page)).toBeNull();

    await h.page.getByLabel('Email').fill(DEMO_SELLER.email);
    await h.page.getByLabel('Password', { exact: true }).fill('SandiBaru2026');
    await h.page.getByRole('button', { name: 'Login' }).click();
    await h.page.waitForURL(/\/penyedia\/dashboard$/);
  });

  it('Logout calls the server, then forgets the token and shows login', async () => {
    const token = await storedToken(h.page);
    expect(token).not.toBeNull();
    await h.page.getByRole('button', { name: 'Menu pengguna' }).click();
    const loggedOut = h.page.waitForRequest((req) => req.url().includes('/user/logout/seller') && req.method() === 'POST');
    await h.page.getByRole('menuitem', { name: 'Logout' }).click();
    await loggedOut;
    await h.page.waitForURL((url) => url.pathname === '/penyedia/login');
    expect(await storedToken(h.page)).toBeNull();
    const afterwards = (await apiGet(h, 'user/profile/seller', token ?? '')) as { status: { code: number } };
    expect(afterwards.status.code).toBe(401);
  });
});
