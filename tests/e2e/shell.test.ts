import { describe, expect, it } from 'vitest';
import { USER_MENU_LABELS } from '@core/account/menu';
import { today } from '@core/clock';
import { LOGOUT_AFTER_PASSWORD_CHANGE_MS } from '@web/app/shell/ChangePasswordDialog';
import { ONLINE_CHECK_MS } from '@web/app/shell/OnlineIndicator';
import { SCROLL_TOP_DURATION_MS, SCROLL_TOP_THRESHOLD_PX } from '@web/app/shell/ScrollToTop';
import { CHAT_TOAST_DELAY_MS, UNREAD_POLL_MS } from '@web/app/shell/chatRealtime';
import { SPLASH_MS } from '@web/app/Splash';
import { DEMO_SELLER, ENDED_SESSION_READS, usePortal, waitForSplash, type Portal } from './support/portal';
import { holdRoute } from './support/holdRoute';
import { expectNoAxeViolations } from './support/a11y';

const PROFILE = '**/api/user/profile/seller';
const MUST_UPDATE_SELLER = { email: 'diblokir@contoh.id', password: 'Penyedia2026' } as const;
/** What Chromium logs for a request a test aborts on purpose. */
const ABORTED = /net::ERR_INTERNET_DISCONNECTED/;
/** The shell's own reads after the screen's: the new-orders and changed-orders badges, the unread chat total. */
const SHELL_READ = /\/seller\/order\/changed\?|\/seller\/order\?.*filter_status=0|\/get-unread-message\?/;

interface Listed {
  data: { items: unknown[] };
}

const sidebarOf = (p: Portal) => p.page.getByRole('complementary', { name: 'Menu utama' });
/** A session of the demo seller on another device. */
async function loginElsewhere(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/user/login/seller`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_SELLER),
  });
  const body = (await res.json()) as { data?: unknown };
  if (typeof body.data !== 'string') throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** The code the profile call answers with this token: 200, or 401 once its session has ended. */
async function profileCodeAt(apiRoot: string, token: string): Promise<number> {
  const res = await fetch(`${apiRoot}/user/profile/seller`, { headers: { Authorization: token } });
  return ((await res.json()) as { status: { code: number } }).status.code;
}

const openUserMenuItem = async (p: Portal, name: string) => {
  await p.page.getByRole('button', { name: 'Menu pengguna' }).click();
  await p.page.getByRole('menuitem', { name }).click();
};

/** The shell around the demo seller of the sandbox. */
describe('shell', () => {
  const p = usePortal();

  const sidebar = () => sidebarOf(p);
  const dialog = () => p.page.getByRole('dialog');
  const openDashboard = async () => {
    await p.visit('/dashboard');
    await p.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  };

  /** Serves the real profile with some fields changed. */
  async function patchProfile(patch: Record<string, unknown>): Promise<void> {
    await p.page.route(PROFILE, async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: Record<string, unknown> };
      await route.fulfill({ response: res, json: { ...body, data: { ...body.data, ...patch } } });
    });
  }

  it("shows the 800 ms start-up loader, then the shell with the footer of the seller's year", async () => {
    // The page's clock stands still: the loader must still be there at 799 ms and gone at 800 ms.
    await p.freezeTime();
    await p.page.goto(p.url('/dashboard'));
    const loader = p.page.getByRole('status', { name: 'Memuat Portal Penyedia' });
    await loader.waitFor();
    await p.page.clock.runFor(SPLASH_MS - 1);
    expect(await loader.isVisible()).toBe(true);
    await p.page.clock.runFor(1);
    await loader.waitFor({ state: 'detached' });
    await p.page.clock.resume();
    // The seller's year (Jakarta), whatever the browser's zone says.
    await p.page
      .getByRole('contentinfo')
      .getByText(`© ${today(p.clock).year} Portal Penyedia`)
      .waitFor();
  });

  it('shows the seller photo, the name in title case and the Seller badge', async () => {
    await openDashboard();
    await sidebar().getByText('Cv Mitra Pustaka Nusantara').waitFor();
    await sidebar().getByText('Seller', { exact: true }).waitFor();
    const photo = sidebar().locator('img.sidebar__photo');
    expect(await photo.getAttribute('src')).toBe('/cdn/mall/logo-mitra-pustaka.jpg');
  });

  it('counts new orders, changed orders and unread chats in the sidebar badges', async () => {
    const newOrders = await p.apiGet<Listed>('seller/order?page=1&limit=100&filter_status=0&sort=&search=');
    const changed = await p.apiGet<Listed>('seller/order/changed?page=1&limit=100&sort=&search=');
    const unread = await p.apiGet<{ data: { total_unread: number } }>('get-unread-message?from=customer&id=1001', {
      chat: true,
    });
    expect(newOrders.data.items.length).toBeGreaterThan(0);
    await openDashboard();
    const badge = (key: string) => sidebar().locator(`[data-badge="${key}"]`).getAttribute('data-count');
    await expect.poll(() => badge('newOrders')).toBe(String(newOrders.data.items.length));
    await expect.poll(() => badge('changedOrders')).toBe(String(changed.data.items.length));
    await expect.poll(() => badge('chatUnread')).toBe(String(unread.data.total_unread));
  });

  it("reads the sidebar's badges and the chat total only after the screen's own list has answered, then shows them", async () => {
    // Each API request the page sends, noted with whether the complaint list's answer was in by then.
    await p.page.addInitScript(() => {
      const sent: { url: string; listAnswered: boolean }[] = [];
      Object.assign(window, { apiSent: sent });
      const { open, send } = XMLHttpRequest.prototype;
      const urls = new WeakMap<XMLHttpRequest, string>();
      const lists: XMLHttpRequest[] = [];
      XMLHttpRequest.prototype.open = function (
        this: XMLHttpRequest,
        method: string,
        url: string | URL,
        ...rest: unknown[]
      ) {
        urls.set(this, String(url));
        Reflect.apply(open, this, [method, url, ...rest]);
      };
      XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
        const url = urls.get(this) ?? '';
        sent.push({ url, listAnswered: lists.some((list) => list.readyState === XMLHttpRequest.DONE) });
        if (url.includes('/seller/complaint?')) lists.push(this);
        send.call(this, body);
      };
    });
    // Time stands still (but for the splash), so only the list's answer can let the shell's reads start.
    await p.freezeTime();
    await p.visit('/komplain');
    await p.page.getByRole('table', { name: 'Daftar Komplain' }).locator('tbody tr').first().waitFor();
    await expect.poll(() => sidebar().locator('[data-badge="newOrders"]').getAttribute('data-count')).not.toBeNull();
    await expect
      .poll(() => sidebar().locator('[data-badge="changedOrders"]').getAttribute('data-count'))
      .not.toBeNull();
    const sent = await p.page.evaluate(
      () => (window as unknown as { apiSent: { url: string; listAnswered: boolean }[] }).apiSent,
    );
    const shellReads = sent.filter(({ url }) => SHELL_READ.test(url));
    expect(sent.some(({ url }) => url.includes('/seller/complaint?'))).toBe(true);
    expect(shellReads.length).toBeGreaterThanOrEqual(3);
    for (const read of shellReads) expect(read.listAnswered, read.url).toBe(true);
  });

  it("on the product screen, the category tree and the shell's reads wait for the page of products", async () => {
    // Each API request the page sends, noted in the page as it is sent.
    await p.page.addInitScript(() => {
      const sent: string[] = [];
      Object.assign(window, { apiSent: sent });
      const { open } = XMLHttpRequest.prototype;
      XMLHttpRequest.prototype.open = function (
        this: XMLHttpRequest,
        method: string,
        url: string | URL,
        ...rest: unknown[]
      ) {
        sent.push(String(url));
        Reflect.apply(open, this, [method, url, ...rest]);
      };
    });
    const secondaryReads = async () =>
      (await p.page.evaluate(() => (window as unknown as { apiSent: string[] }).apiSent)).filter(
        (url) => SHELL_READ.test(url) || url.includes('/product/category?'),
      );
    // The page of products is held.
    const release = await holdRoute(p.page, '**/api/seller/product?*');
    // Time stands still (but for the splash), so no fallback lets the shell's reads start.
    await p.freezeTime();
    const products = p.page.waitForRequest((request) => request.url().includes('/api/seller/product?'));
    await p.visit('/product');
    await products;
    // A few turns of the page's task queue (React's scheduler runs on them; timers stand still): anything started with the screen is sent by now.
    await p.page.evaluate(async () => {
      for (let turn = 0; turn < 10; turn += 1) {
        await new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(turn);
        });
      }
    });
    expect(await secondaryReads()).toEqual([]);
    release();
    await p.page.getByRole('table', { name: 'Daftar Produk' }).locator('tbody tr').first().waitFor();
    await expect.poll(async () => (await secondaryReads()).length).toBeGreaterThanOrEqual(4);
    expect((await secondaryReads()).some((url) => url.includes('/product/category?'))).toBe(true);
  });

  it('flips between "You\'re Online" and "You\'re Offline" with the profile check', async () => {
    p.allowErrors(ABORTED);
    await openDashboard();
    await p.page.getByText("You're Online").waitFor();
    await p.page.route(PROFILE, (route) => route.abort('internetdisconnected'));
    // The next check (every 1500 ms) comes at once instead of in real time.
    await p.page.clock.fastForward(ONLINE_CHECK_MS);
    await p.page.getByText("You're Offline").waitFor();
    await p.page.unroute(PROFILE);
    await p.page.clock.fastForward(ONLINE_CHECK_MS);
    await p.page.getByText("You're Online").waitFor();
  });

  const serverHost = () => new URL(p.sandbox.origin).host;
  const networkDialog = () =>
    dialog().filter({ hasText: `Oops! Kami tidak dapat menemukan server di ${serverHost()}.` });

  it("blocks the portal with 'Oops! Kami tidak dapat menemukan server di {host}.' when the profile call fails on the network; Refresh reloads", async () => {
    p.allowErrors(ABORTED);
    await p.page.route(PROFILE, (route) => route.abort('internetdisconnected'));
    await p.visit('/dashboard');
    const oops = networkDialog();
    await oops.waitFor();
    await oops.getByText('Coba beberapa saat lagi.').waitFor();
    await oops.getByText('Cek koneksi internet anda.').waitFor();
    await p.screenshot('network-error');
    await p.page.keyboard.press('Escape');
    expect(await oops.isVisible()).toBe(true);
    // The page clock stands still, so no online check closes the dialog first: Refresh brings the portal back.
    await p.freezeTime();
    await p.page.unroute(PROFILE);
    const reloaded = p.page.waitForEvent('load');
    await oops.getByRole('button', { name: 'Refresh' }).click();
    await reloaded;
    await waitForSplash(p.page);
    await p.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expect.poll(() => dialog().count()).toBe(0);
    await p.page.clock.resume();
  });

  it('the network dialog goes away by itself once the online check reaches the server again', async () => {
    p.allowErrors(ABORTED);
    await p.page.route(PROFILE, (route) => route.abort('internetdisconnected'));
    await p.visit('/dashboard');
    await networkDialog().waitFor();
    await p.page.unroute(PROFILE);
    await p.page.clock.fastForward(ONLINE_CHECK_MS);
    await networkDialog().waitFor({ state: 'detached' });
    await sidebar().getByText('Cv Mitra Pustaka Nusantara').waitFor();
  });

  it('a malformed profile answer shows a message naming the call, keeps the screen and logs the zod issues', async () => {
    p.allowErrors(/Jawaban API tidak sesuai kontrak: profile/);
    await p.page.route(PROFILE, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ status: { code: 200, message: 'OK' }, data: { id: 'bukan angka' } }),
      }),
    );
    await p.visit('/dashboard');
    const alert = p.page.getByRole('alert').filter({ hasText: 'NetworkError from container' });
    await alert.getByText('Data dari server tidak sesuai format (profile). Silakan coba lagi nanti.').waitFor();
    await p.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expect
      .poll(() => p.errors.some((line) => line.includes('Jawaban API tidak sesuai kontrak: profile')))
      .toBe(true);
    await p.page.unroute(PROFILE);
    await alert.getByRole('button', { name: 'Coba lagi' }).click();
    await alert.waitFor({ state: 'detached' });
    await sidebar().getByText('Cv Mitra Pustaka Nusantara').waitFor();
  });

  it("warns 'NPWP Tidak Valid' / 'Silakan perbaiki nomor NPWP Anda.' and confirming opens /profile", async () => {
    await patchProfile({ isNpwpValid: false });
    await p.visit('/dashboard');
    const warning = dialog().filter({ hasText: 'NPWP Tidak Valid' });
    await warning.getByText('Silakan perbaiki nomor NPWP Anda.').waitFor();
    await warning.getByRole('button', { name: 'OK' }).click();
    await p.page.waitForURL((url) => url.pathname === '/penyedia/profile');
    await p.page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
  });

  it("must-update, active and not blocked: the notice offers 'Produk', /pesanan shows 'Segera', other routes lead back to the dashboard with the alert", async () => {
    const alert = { title: 'Segera Lengkapi Data Toko', message: 'Perbarui data legalitas toko Anda sebelum 30 Juni.' };
    p.allowErrors(ENDED_SESSION_READS);
    await patchProfile({ isMustUpdate: true, alert });
    await p.visit('/dashboard');
    const notice = dialog().filter({ hasText: 'pemberitahuan yang harus dibaca' });
    await notice.getByText(/Anda memiliki \d+ pemberitahuan yang harus dibaca\./).waitFor();
    // Every link stays: the seller is active and not blocked.
    await sidebar().getByRole('link', { name: 'Komplain' }).waitFor();
    await notice.getByRole('button', { name: 'Produk' }).click();
    await p.page.waitForURL((url) => url.pathname === '/penyedia/product');
    await p.page.getByRole('heading', { level: 1, name: 'Produk Saya' }).waitFor();

    // The orders stay reachable, with the sticky 'Segera' banner.
    await sidebar().getByRole('link', { name: 'Pesanan', exact: true }).click();
    await p.page.waitForURL((url) => url.pathname === '/penyedia/pesanan');
    await p.page.getByText(`Segera ${alert.title}`).waitFor();

    // Back on the dashboard, its data arrives before the test confirms (and so logs out).
    const dashboardLoaded = p.page.waitForResponse((res) => new URL(res.url()).pathname === '/api/seller/dashboard');
    await sidebar().getByRole('link', { name: 'Komplain' }).click();
    await p.page.waitForURL((url) => url.pathname === '/penyedia/dashboard');
    await dashboardLoaded;
    const routeAlert = dialog().filter({ hasText: alert.title });
    await routeAlert.getByText(alert.message).waitFor();
    expect(await routeAlert.getByRole('button', { name: 'Produk' }).count()).toBe(1);
    await p.screenshot('must-update-alert');
    await routeAlert.getByRole('button', { name: 'OK' }).click();
    await p.page.waitForURL((url) => url.pathname === '/penyedia/login');
    expect(await p.storedToken()).toBeNull();
  });

  it('must-update and blocked (diblokir@contoh.id): only Dashboard and Profile, no Produk, confirming logs out', async () => {
    p.allowErrors(ENDED_SESSION_READS);
    await p.login(MUST_UPDATE_SELLER);
    await p.visit('/dashboard');
    const notice = dialog().filter({ hasText: 'Anda memiliki 2 pemberitahuan yang harus dibaca.' });
    await notice.waitFor();
    expect(await notice.getByRole('button', { name: 'Produk' }).count()).toBe(0);
    const links = sidebar().getByRole('link');
    await expect
      .poll(async () => (await links.allTextContents()).map((text) => text.trim()))
      .toEqual(['Dashboard', 'Profile']);

    const dashboardLoaded = p.page.waitForResponse((res) => new URL(res.url()).pathname === '/api/seller/dashboard');
    await p.page.goto(p.url('/pesanan'));
    await p.page.waitForURL((url) => url.pathname === '/penyedia/dashboard');
    await dashboardLoaded;
    const routeAlert = dialog().filter({ hasText: 'Perbarui Dokumen Legalitas Anda' });
    await routeAlert
      .getByText('Akun Anda diblokir karena dokumen NPWP dan SIUP/NIB belum diperbarui.', { exact: false })
      .waitFor();
    await routeAlert.getByRole('button', { name: 'OK' }).click();
    await p.page.waitForURL((url) => url.pathname === '/penyedia/login');
    expect(await p.storedToken()).toBeNull();
  });

  it('shows the scroll-to-top button beyond 1331 px and scrolls back up in 600 ms', async () => {
    await openDashboard();
    // A tall block stands in for a long list, whatever the dashboard's own height is. It goes after
    // the portal's root, out of React's reach: a render of the shell (its badges arrive after the
    // dashboard's first answer) can neither drop it nor move it.
    await p.page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '4000px';
      document.body.append(spacer);
    });
    const button = p.page.getByRole('button', { name: 'Kembali ke atas' });
    const scrollTo = (y: number) => p.page.evaluate((top) => window.scrollTo(0, top), y);
    await scrollTo(SCROLL_TOP_THRESHOLD_PX + 1);
    await button.waitFor();
    // At the threshold itself it goes again: the listener has run when it has gone.
    await scrollTo(SCROLL_TOP_THRESHOLD_PX);
    await button.waitFor({ state: 'detached' });
    await scrollTo(1400);
    await button.waitFor();
    // The animation runs on the page's clock: driven to its end, not waited for.
    await p.freezeTime();
    await button.click();
    await p.page.clock.runFor(SCROLL_TOP_DURATION_MS + 20);
    await expect.poll(() => p.page.evaluate(() => window.scrollY)).toBe(0);
    await button.waitFor({ state: 'detached' });
    await p.page.clock.resume();
  });

  it("announces a new chat message 550 ms after the unread count rises; 'Lihat pesan' opens /chat", async () => {
    let total = 4;
    // The answers that bring the new total are held until the clock has been moved: a read of the
    // total from elsewhere (a refetch on an event) could otherwise bring it before the 15 s jump,
    // which would then run the 550 ms delay out by itself.
    let held: Promise<void> = Promise.resolve();
    await p.page.route('**/chat-api/get-unread-message**', async (route) => {
      const answer = total;
      await held;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ status: { code: 200, message: 'OK' }, data: { total_unread: answer } }),
      });
    });
    await openDashboard();
    const chatBadge = () => sidebar().locator('[data-badge="chatUnread"]').getAttribute('data-count');
    await expect.poll(chatBadge).toBe('4');
    const toast = p.page.getByRole('status').filter({ hasText: 'Anda mempunyai pesan baru' });
    // The page clock stands still; the 15 s poll is brought forward and the 550 ms delay driven.
    await p.freezeTime();
    let release = () => undefined as void;
    held = new Promise<void>((resolve) => (release = resolve));
    total = 5;
    const polled = p.page.waitForResponse((res) => res.url().includes('get-unread-message'));
    await p.page.clock.fastForward(UNREAD_POLL_MS);
    release();
    await polled;
    await expect.poll(chatBadge).toBe('5');
    await p.page.clock.runFor(CHAT_TOAST_DELAY_MS - 1);
    expect(await toast.count()).toBe(0);
    await p.page.clock.runFor(1);
    await toast.waitFor();
    await toast.getByText('New Message').waitFor();
    await p.screenshot('new-chat-toast');
    await p.page.clock.resume();
    await toast.getByRole('button', { name: 'Lihat pesan' }).click();
    await p.page.waitForURL((url) => url.pathname === '/penyedia/chat');
    await expect.poll(chatBadge).toBe('5');
  });

  it('a screen whose chunk cannot load shows a message with a reload button, not a blank page', async () => {
    p.allowErrors(ABORTED, /Failed to fetch dynamically imported module/);
    await openDashboard();
    await p.page.route('**/assets/ExpeditionScreen-*.js', (route) => route.abort('internetdisconnected'));
    await sidebar().getByRole('link', { name: 'Ekspedisi' }).click();
    const failure = p.page.getByRole('alert').filter({ hasText: 'Terjadi kesalahan saat menampilkan halaman ini.' });
    await failure.getByText('Halaman tidak dapat dimuat. Cek koneksi internet anda.').waitFor();
    await sidebar().getByText('Cv Mitra Pustaka Nusantara').waitFor();
    await p.page.unroute('**/assets/ExpeditionScreen-*.js');
    await failure.getByRole('button', { name: 'Muat Ulang' }).click();
    await p.page.getByRole('heading', { level: 1, name: 'Ekspedisi' }).waitFor();
  });

  it('a malformed config.json gives an Indonesian error page naming the fields', async () => {
    p.allowErrors(
      /config\.json tidak sesuai format/,
      /status of 404 \(Not Found\) \(http:\/\/[^)]+\/penyedia\/config\.json\)/,
    );
    await p.page.route('**/penyedia/config.json', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ apiRoot: 42, realtime: { kind: 'pos merpati' } }),
      }),
    );
    await p.page.goto(p.url('/dashboard'));
    const page = p.page.getByRole('alert').filter({ hasText: 'Portal Penyedia tidak dapat dimulai' });
    await page.getByText(/config\.json\) tidak sesuai format: apiRoot, chatApiRoot, cdnRoot, realtime/).waitFor();
    await p.page.route('**/penyedia/config.json', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await p.page.reload();
    await page.getByText(/config\.json\) tidak dapat dimuat: HTTP 404/).waitFor();
    await p.page.unroute('**/penyedia/config.json');
    await page.getByRole('button', { name: 'Muat Ulang' }).click();
    await waitForSplash(p.page);
    await p.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });

  it('the user menu opens Profile', async () => {
    await openDashboard();
    await openUserMenuItem(p, 'Profile');
    await p.page.waitForURL((url) => url.pathname === '/penyedia/profile');
    await p.page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
  });

  it('Logout calls the server, then forgets the token and shows login', async () => {
    p.allowErrors(ENDED_SESSION_READS);
    await openDashboard();
    const token = await p.storedToken();
    expect(token).not.toBeNull();
    const loggedOut = p.page.waitForRequest(
      (req) => req.url().includes('/user/logout/seller') && req.method() === 'POST',
    );
    const otherDevice = await loginElsewhere(p.sandbox.origin);
    await openUserMenuItem(p, USER_MENU_LABELS.logout);
    await loggedOut;
    await p.page.waitForURL((url) => url.pathname === '/penyedia/login');
    expect(await p.storedToken()).toBeNull();
    expect(await profileCodeAt(p.sandbox.apiRoot, token ?? '')).toBe(401);
    // Logout ends this session only: the seller's other device stays logged in.
    expect(await profileCodeAt(p.sandbox.apiRoot, otherDevice)).toBe(200);
  });

  it("'Keluar dari semua perangkat' is a separate entry of the user menu and ends every session", async () => {
    p.allowErrors(ENDED_SESSION_READS);
    await openDashboard();
    const token = await p.storedToken();
    const otherDevice = await loginElsewhere(p.sandbox.origin);
    await p.page.getByRole('button', { name: 'Menu pengguna' }).click();
    expect(await p.page.getByRole('menuitem').allTextContents()).toEqual(Object.values(USER_MENU_LABELS));
    await expectNoAxeViolations(p, 'the user menu');
    await p.screenshot('shell-user-menu-1366');
    const everywhere = p.page.waitForRequest(
      (req) => req.url().includes('/user/logoutAll/seller') && req.method() === 'POST',
    );
    await p.page.getByRole('menuitem', { name: USER_MENU_LABELS.logoutEverywhere }).click();
    await everywhere;
    await p.page.waitForURL((url) => url.pathname === '/penyedia/login');
    expect(await p.storedToken()).toBeNull();
    expect(await profileCodeAt(p.sandbox.apiRoot, token ?? '')).toBe(401);
    expect(await profileCodeAt(p.sandbox.apiRoot, otherDevice)).toBe(401);
  });
});

/** A password change on a sandbox of its own, so no other test meets the changed password. */
describe('shell: Ubah Password', () => {
  const p = usePortal();
  const dialog = () => p.page.getByRole('dialog');

  it("shows the server's message; after a change the seller is logged out after 500 ms and logs in with the new password", async () => {
    p.allowErrors(/status of 400 \(Bad Request\) \(http:\/\/[^)]+\/api\/user\/changePassword/, ENDED_SESSION_READS);
    await p.visit('/dashboard');
    await p.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await openUserMenuItem(p, 'Ubah Password');
    const form = dialog().filter({ hasText: 'Ubah Password' });
    await form.getByLabel('Password Lama').fill('bukan-password');
    await form.getByLabel('Password Baru', { exact: true }).fill('SandiBaru2026');
    await form.getByLabel('Konfirmasi Password Baru').fill('SandiBaru2026');
    await p.screenshot('change-password');
    // Esc closes it (a dismissible dialog), and it opens again empty-handed.
    await p.page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    await openUserMenuItem(p, 'Ubah Password');
    expect(await form.getByLabel('Password Lama').inputValue()).toBe('');
    await form.getByLabel('Password Lama').fill('bukan-password');
    await form.getByLabel('Password Baru', { exact: true }).fill('SandiBaru2026');
    await form.getByLabel('Konfirmasi Password Baru').fill('SandiBaru2026');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await p.page.getByRole('status').filter({ hasText: 'Password lama salah' }).waitFor();

    // The 500 ms before the logout run on the page's clock.
    await p.freezeTime();
    await form.getByLabel('Password Lama').fill(DEMO_SELLER.password);
    await form.getByRole('button', { name: 'Simpan' }).click();
    await p.page.getByRole('status').filter({ hasText: 'Password berhasil diubah' }).waitFor();
    await p.page.clock.runFor(LOGOUT_AFTER_PASSWORD_CHANGE_MS - 1);
    expect(new URL(p.page.url()).pathname).toBe('/penyedia/dashboard');
    await p.page.clock.runFor(1);
    await p.page.waitForURL((url) => url.pathname === '/penyedia/login');
    await p.page.clock.resume();
    expect(await p.storedToken()).toBeNull();

    await p.page.getByLabel('Email').fill(DEMO_SELLER.email);
    await p.page.getByLabel('Password', { exact: true }).fill('SandiBaru2026');
    await p.page.getByRole('button', { name: 'Login' }).click();
    await p.page.waitForURL(/\/penyedia\/dashboard$/);
  });
});
