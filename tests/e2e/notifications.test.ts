import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS } from '@web/app/Toasts';
import { accountApiAs, answerOf } from './support/accounts';
import { usePortal } from './support/portal';

/** The top bar's notifications dropdown on the seeded notifications of the demo seller. */
describe('notifications dropdown', () => {
  const p = usePortal();

  const panel = () => p.page.getByRole('region', { name: 'Daftar pemberitahuan' });
  const items = () => panel().getByRole('listitem');
  /** The dashboard, then the dropdown opened. */
  const open = async () => {
    await p.visit('/dashboard');
    await p.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await p.page.getByRole('button', { name: 'Pemberitahuan' }).click();
    await panel().waitFor();
  };

  it("opens on 'Informasi Untuk Anda' with up to 10 items, unread ones highlighted, in a 350 px scroll box", async () => {
    const requested = p.page.waitForRequest((req) => req.url().includes('/user/notification/seller'));
    await open();
    const url = new URL((await requested).url());
    expect(url.searchParams.get('limit')).toBe('10');
    expect(url.searchParams.get('isNotifReminder')).toBe('0');
    expect(await panel().getByRole('tab', { name: 'Informasi Untuk Anda' }).getAttribute('aria-selected')).toBe('true');
    expect(await panel().getByRole('tab', { name: 'Perlu Di Tindaklanjuti' }).getAttribute('aria-selected')).toBe(
      'false',
    );
    await expect.poll(() => items().count()).toBe(10);

    // The newest informational notification of the seed: unread, its HTML text previewed as plain text cut at 40.
    const first = items().first();
    expect(await first.textContent()).toContain('Pembayaran Diteruskan');
    expect(await first.textContent()).toContain('Dana pesanan #5031 sebesar Rp12.500.000 ...');
    // Whatever another test of this file has opened (and so marked read), some items stay unread and some read.
    const background = (state: 'true' | 'false') =>
      items()
        .locator(`[data-unread="${state}"]`)
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    const unread = await items().locator('[data-unread="true"]').count();
    const read = await items().locator('[data-unread="false"]').count();
    expect(unread).toBeGreaterThan(0);
    expect(read).toBeGreaterThan(0);
    expect(await background('true')).not.toBe(await background('false'));

    const box = panel().locator('.notif__scroll');
    expect(await box.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('350px');
    expect(await box.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
    await p.screenshot('notifications-open');
  });

  it("'Perlu Di Tindaklanjuti' asks for isNotifReminder=1 and never runs the HTML of a notification", async () => {
    const dialogs: string[] = [];
    p.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await open();
    await expect.poll(() => items().count()).toBeGreaterThan(0);
    const requested = p.page.waitForRequest((req) => req.url().includes('isNotifReminder=1'));
    await panel().getByRole('tab', { name: 'Perlu Di Tindaklanjuti' }).click();
    await requested;
    await expect.poll(() => items().first().textContent()).toContain('Pesanan Baru');
    const texts = await items().allTextContents();
    expect(texts.join(' ')).not.toMatch(/<[a-z]/i);
    expect(texts.join(' ')).not.toContain('alert(');
    expect(await panel().locator('script, [onerror], [onload]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  it('cuts a long title to 30 characters with an ellipsis', async () => {
    await p.page.route('**/api/user/notification/seller**', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: { items: Array<{ title: string }> } };
      const first = body.data.items[0];
      if (first) first.title = 'Pembayaran Diteruskan ke Rekening Bank Anda';
      await route.fulfill({ response: res, json: body });
    });
    await open();
    await expect
      .poll(() => items().first().locator('.notif__title').textContent())
      .toBe('Pembayaran Diteruskan ke Reken...');
  });

  it('an order notification opens the order detail', async () => {
    await open();
    await expect.poll(() => items().first().textContent()).toContain('Pembayaran Diteruskan');
    await items().first().getByRole('link').click();
    await p.page.waitForURL((url) => url.pathname === '/penyedia/pesanan/detail/5031');
    await p.page.getByRole('heading', { level: 1, name: 'Detail Pesanan' }).waitFor();
    expect(await panel().count()).toBe(0);
  });

  it('a nego notification opens the negotiation detail', async () => {
    await open();
    await panel().getByRole('tab', { name: 'Perlu Di Tindaklanjuti' }).click();
    const nego = items().filter({ hasText: 'Penawaran Negoisasi Baru' }).first();
    await nego.getByRole('link').click();
    await p.page.waitForURL((url) => url.pathname === '/penyedia/negoisasi/detail/7015');
    await p.page.getByRole('heading', { level: 1, name: 'Detail Negoisasi' }).waitFor();
    expect(await panel().count()).toBe(0);
  });

  it('a notification that cannot redirect is not a link', async () => {
    await open();
    const cancelled = items().filter({ hasText: 'Pesanan Dibatalkan' });
    await cancelled.waitFor();
    expect(await cancelled.getByRole('link').count()).toBe(0);
  });

  it('opening a notification marks it read (PUT user/notification/seller/read): the sandbox keeps it, the highlight and the bell follow', async () => {
    const api = await accountApiAs(p);
    const pendingBefore = (await answerOf(api.profile())).data.totalNotifReminder;
    await open();
    const bell = p.page.locator('.topbar__bell-count');
    await expect.poll(() => bell.textContent()).toBe(String(pendingBefore));
    await panel().getByRole('tab', { name: 'Perlu Di Tindaklanjuti' }).click();
    // 9005 of the seed: 'Pesanan Baru' of order 5006, to follow up, unread.
    const newOrder = () => panel().locator('a[href="/penyedia/pesanan/detail/5006"]');
    await newOrder().waitFor();
    expect(await newOrder().getAttribute('data-unread')).toBe('true');

    const read = p.page.waitForRequest(
      (req) => new URL(req.url()).pathname === '/api/user/notification/seller/read' && req.method() === 'PUT',
    );
    await newOrder().click();
    expect((await read).postDataJSON()).toEqual({ id: 9005 });
    await p.page.waitForURL((url) => url.pathname === '/penyedia/pesanan/detail/5006');
    await expect
      .poll(
        async () =>
          (await answerOf(api.notifications({ isNotifReminder: 1, limit: 100 }))).data.items.find((n) => n.id === 9005)
            ?.isRead,
      )
      .toBe(true);
    // What the seller is told to follow up counts one less, and the item is no longer highlighted.
    await expect.poll(() => bell.textContent()).toBe(String(pendingBefore - 1));
    await p.page.getByRole('button', { name: 'Pemberitahuan' }).click();
    await panel().getByRole('tab', { name: 'Perlu Di Tindaklanjuti' }).click();
    await expect.poll(() => newOrder().getAttribute('data-unread')).toBe('false');
  });

  it('opening a notification already read sends nothing', async () => {
    await open();
    const readAsks: string[] = [];
    p.page.on('request', (req) => {
      if (new URL(req.url()).pathname.endsWith('/user/notification/seller/read')) readAsks.push(req.url());
    });
    // 9007 of the seed: read already.
    const received = panel().locator('a[href="/penyedia/pesanan/detail/5027"]');
    expect(await received.getAttribute('data-unread')).toBe('false');
    await received.click();
    await p.page.waitForURL((url) => url.pathname === '/penyedia/pesanan/detail/5027');
    await p.page.getByRole('heading', { level: 1, name: 'Detail Pesanan' }).waitFor();
    expect(readAsks).toEqual([]);
  });

  it("'Lihat Selengkapnya..' leads to /pemberitahuan", async () => {
    await open();
    await panel().getByRole('link', { name: 'Lihat Selengkapnya..' }).click();
    await p.page.waitForURL((url) => url.pathname === '/penyedia/pemberitahuan');
    await p.page.getByRole('heading', { level: 1, name: 'Pemberitahuan' }).waitFor();
  });

  it("'Mark all notif as read' answers 'Masih dalam pengembangan' in a toast that stays 10 s, then leaves", async () => {
    await open();
    // The toast's timer runs on the page clock: still there just before 10 s, gone after it.
    await p.freezeTime();
    await panel().getByRole('button', { name: 'Mark all notif as read' }).click();
    const toast = p.page.getByRole('status').filter({ hasText: 'Masih dalam pengembangan' });
    await toast.waitFor();
    // Away from the toast: a pointer over it would pause its timer.
    await p.page.mouse.move(10, 700);
    await p.page.clock.runFor(TOAST_DURATION_MS - 1);
    expect(await toast.isVisible()).toBe(true);
    await p.page.clock.runFor(1);
    await p.page.clock.resume();
    await toast.waitFor({ state: 'detached' });
  });

  it("shows 'No New Notifications' for an empty list", async () => {
    await p.page.route('**/api/user/notification/seller**', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: { items: unknown[]; total: number } };
      body.data.items = [];
      body.data.total = 0;
      await route.fulfill({ response: res, json: body });
    });
    await open();
    await panel().getByText('No New Notifications').waitFor();
    expect(await items().count()).toBe(0);
  });

  it('a malformed answer shows a clear message naming the call and logs the zod issues', async () => {
    // The portal logs the contract mismatch on purpose (notification load errors are logged).
    p.allowErrors(/Jawaban API tidak sesuai kontrak: notifications/);
    await p.page.route('**/api/user/notification/seller**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ status: { code: 200, message: '' }, data: { items: 'bukan daftar' } }),
      }),
    );
    await open();
    await panel().getByText('Data dari server tidak sesuai format (notifications). Silakan coba lagi nanti.').waitFor();
    await expect
      .poll(() => p.errors.some((line) => line.includes('Jawaban API tidak sesuai kontrak: notifications')))
      .toBe(true);
    // The rest of the shell is still there.
    await p.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });
});
