import { describe, expect, it } from 'vitest';
import { ACCOUNT_SERVER_MESSAGES } from '@core/account/serverMessages';
import { DATE_RANGE_MESSAGES } from '@core/dateRange';
import { defaultNotificationRange, notificationLink } from '@core/notification/rules';
import { expectNoAxeViolations } from './support/a11y';
import { scrollToEnd } from './support/lists';
import { DESKTOP, PHONE, usePortal } from './support/portal';

interface ListBody {
  data: { items: Array<{ id: number; type: string; userId?: number }>; total: number };
}

/** '/pemberitahuan' and '/userlog' on the demo seller's seeded data. */
describe('notifications page and user log', () => {
  const p = usePortal();

  const items = () =>
    p.page
      .getByRole('list')
      .filter({ has: p.page.locator('.notif-page__item') })
      .locator(':scope > li');
  const expectedTotal = async (path: string) => (await p.apiGet<ListBody>(path)).data.total;
  const NOTIFICATIONS_END = 'Semua pemberitahuan sudah ditampilkan';

  /** Types Dari 31/12/2026 and Sampai 01/01/2026; the filter_date of every later call to `endpoint` is collected. */
  const typeReversedRange = async (endpoint: string): Promise<string[]> => {
    const sent: string[] = [];
    p.page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.endsWith(endpoint)) sent.push(url.searchParams.get('filter_date') ?? '');
    });
    await p.page.getByLabel('Dari').fill('2026-12-31');
    await p.page.getByLabel('Sampai').fill('2026-01-01');
    return sent;
  };

  it("opens on 'Informasi Untuk Anda', asks 5 at a time for the last year, and scrolls until an empty page", async () => {
    const first = p.page.waitForRequest(
      (req) => req.url().includes('/api/user/notification/seller') && req.url().includes('page=1'),
    );
    await p.visit('/pemberitahuan');
    const url = new URL((await first).url());
    // The same clock and zone the portal uses: the sandbox's instant, the seller's day in Jakarta.
    const range = defaultNotificationRange(p.clock);
    expect(range).toBe('2025/11/24_2026/11/24');
    expect(url.searchParams.get('limit')).toBe('5');
    expect(url.searchParams.get('filter_type')).toBe('all');
    expect(url.searchParams.get('filter_date')).toBe(range);
    expect(url.searchParams.get('isNotifReminder')).toBe('0');
    expect(await p.page.getByRole('tab', { name: 'Informasi Untuk Anda' }).getAttribute('aria-selected')).toBe('true');
    await items().first().waitFor();
    await p.screenshot('account-notifications-1366');

    const total = await expectedTotal(
      `user/notification/seller?limit=100&isNotifReminder=0&filter_date=${encodeURIComponent(range)}`,
    );
    expect(total).toBeGreaterThan(10);
    const pages: number[] = [];
    p.page.on('request', (req) => {
      const asked = new URL(req.url());
      if (asked.pathname.endsWith('/user/notification/seller')) pages.push(Number(asked.searchParams.get('page')));
    });
    await scrollToEnd(p.page, NOTIFICATIONS_END, '.notif-page__item');
    expect(await items().count()).toBe(total);
    // The end is the first empty page: ceil(total / 5) full or partial pages, then one more.
    expect(Math.max(...pages)).toBe(Math.ceil(total / 5) + 1);
    // Unread items are highlighted.
    expect(await p.page.locator('li[data-unread="true"]').count()).toBeGreaterThan(0);
    expect(await p.page.locator('li[data-unread="false"]').count()).toBeGreaterThan(0);
  });

  it("the listed notifications and their inline links pass axe's contrast rules", async () => {
    await p.visit('/pemberitahuan?isNotifReminder=0');
    await items().first().waitFor();
    await scrollToEnd(p.page, NOTIFICATIONS_END, '.notif-page__item');
    expect(await p.page.locator('.notif-page__body a').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(p, 'the notifications with inline links');
    await p.screenshot('account-notifications-links-1366');
  });

  it('a failed load says only that the server cannot be reached, not that everything was shown', async () => {
    p.allowErrors(/ERR_FAILED|Failed to load resource|Pemberitahuan gagal dimuat/);
    await p.page.route('**/api/user/notification/seller?*', (route) => route.abort('failed'));
    await p.visit('/pemberitahuan');
    await p.page.getByText('Tidak dapat terhubung ke server', { exact: false }).first().waitFor();
    expect(await p.page.getByText(NOTIFICATIONS_END).count()).toBe(0);
    await p.screenshot('account-notifications-failed-1366');
  });

  it('a type filter starts again at page 1 and shows only that type, each linking as specified', async () => {
    await p.visit('/pemberitahuan');
    await items().first().waitFor();
    const asked = p.page.waitForRequest(
      (req) => req.url().includes('filter_type=nego') && req.url().includes('page=1'),
    );
    await p.page.getByLabel('Tipe').selectOption('nego');
    await asked;
    await p.page.locator('a.notif-page__item[href^="/penyedia/negoisasi/detail/"]').first().waitFor();
    await scrollToEnd(p.page, NOTIFICATIONS_END, '.notif-page__item');
    const hrefs = await p.page
      .locator('.notif-page__item')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    // What core's rule says for the same items: the negotiation detail, or no link when '#'.
    const range = defaultNotificationRange(p.clock);
    const answer = await p.apiGet<{ data: { items: Array<Parameters<typeof notificationLink>[0]> } }>(
      `user/notification/seller?limit=100&isNotifReminder=0&filter_type=nego&filter_date=${encodeURIComponent(range)}`,
    );
    const expected = answer.data.items
      .map((item) => notificationLink(item))
      .map((link) => (link === '#' ? null : `/penyedia${link}`));
    expect(hrefs).toEqual(expected);
    expect(expected.filter((link) => link !== null).length).toBeGreaterThan(0);
    for (const href of hrefs) if (href !== null) expect(href).toMatch(/^\/penyedia\/negoisasi\/detail\/\d+$/);
  });

  it("keeps the tab in ?isNotifReminder across a reload, and a notification's script never runs", async () => {
    const dialogs: string[] = [];
    p.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await p.visit('/pemberitahuan');
    await p.page.getByRole('tab', { name: 'Perlu Di Tindaklanjuti' }).click();
    await p.page.waitForURL(/isNotifReminder=1/);
    await p.page.reload();
    await p.visit('/pemberitahuan?isNotifReminder=1');
    expect(await p.page.getByRole('tab', { name: 'Perlu Di Tindaklanjuti' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await scrollToEnd(p.page, NOTIFICATIONS_END, '.notif-page__item');
    const complaint = p.page.locator('.notif-page__item').filter({ hasText: 'Buku tidak sesuai pesanan' });
    await complaint.waitFor();
    expect(await complaint.getAttribute('href')).toBe('/penyedia/pesanan/detail/5024');
    expect(await complaint.locator('b').textContent()).toBe('#5024');
    expect(await complaint.locator('script').count()).toBe(0);
    expect(await complaint.locator('img[onerror]').count()).toBe(0);
    expect(await complaint.textContent()).not.toContain('alert(');
    // Had a handler run, it would have run while the item was drawn; nothing asked for a dialog.
    expect(await p.page.evaluate(() => document.querySelectorAll('[onerror],[onload]').length)).toBe(0);
    expect(dialogs).toEqual([]);
    // The picture the server sent without an alt text is shown as decoration (alt=""), so the tab passes axe.
    expect(await complaint.locator('img').count()).toBeGreaterThan(0);
    expect(await complaint.locator('img:not([alt])').count()).toBe(0);
    await expectNoAxeViolations(p, "the 'Perlu Di Tindaklanjuti' tab with server pictures");
  });

  it("a date range with nothing in it gives 'No New Notifications'", async () => {
    await p.visit('/pemberitahuan');
    await items().first().waitFor();
    const asked = p.page.waitForRequest(
      (req) => req.url().includes('filter_date=2019%2F01%2F01') || req.url().includes('filter_date=2019/01/01'),
    );
    await p.page.getByLabel('Dari').fill('2019-01-01');
    await p.page.getByLabel('Sampai').fill('2019-01-31');
    await asked;
    await p.page.getByText('No New Notifications').waitFor();
  });

  it('a reversed date range (Dari 31/12/2026, Sampai 01/01/2026) is refused by the portal in Indonesian and never sent', async () => {
    await p.visit('/pemberitahuan');
    await items().first().waitFor();
    const sent = await typeReversedRange('/user/notification/seller');
    const refused = p.page.getByRole('alert').filter({ hasText: DATE_RANGE_MESSAGES.reversed });
    await refused.waitFor();
    expect(await p.page.getByLabel('Dari').getAttribute('aria-invalid')).toBe('true');
    // Neither the server's own sentence nor the list's end, and no list at all.
    expect(await p.page.getByText(ACCOUNT_SERVER_MESSAGES.dateFilterInvalid).count()).toBe(0);
    expect(await p.page.getByText(NOTIFICATIONS_END).count()).toBe(0);
    expect(await items().count()).toBe(0);
    await expectNoAxeViolations(p, 'notifications with a reversed range');
    await p.screenshot('account-notifications-reversed-1366');
    await p.page.setViewportSize(PHONE);
    await refused.waitFor();
    await expectNoAxeViolations(p, 'notifications with a reversed range on a phone');
    await p.screenshot('account-notifications-reversed-390');
    await p.page.setViewportSize(DESKTOP);
    // Put right, the list comes back for the range as typed.
    const asked = p.page.waitForRequest((req) => req.url().includes('filter_date=2026%2F01%2F01_2026%2F12%2F31'));
    await p.page.getByLabel('Dari').fill('2026-01-01');
    await p.page.getByLabel('Sampai').fill('2026-12-31');
    await asked;
    await items().first().waitFor();
    await refused.waitFor({ state: 'detached' });
    expect(sent.filter((range) => range.startsWith('2026/12/31_'))).toEqual([]);
  });

  it('looks finished at 390 px wide', async () => {
    await p.page.setViewportSize(PHONE);
    await p.visit('/pemberitahuan?isNotifReminder=0');
    await items().first().waitFor();
    expect(await p.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
      0,
    );
    await p.screenshot('account-notifications-390');
    await p.page.setViewportSize(DESKTOP);
  });

  it('user log: a type filter resets to page 1, the list scrolls to its end, a user opens their own page', async () => {
    await p.visit('/userlog');
    await p.page.locator('.userlog__item').first().waitFor();
    await p.screenshot('account-userlog-1366');
    const asked = p.page.waitForRequest(
      (req) =>
        req.url().includes('/api/user/log/seller') &&
        req.url().includes('filter_type=product') &&
        req.url().includes('page=1'),
    );
    await p.page.getByLabel('Tipe').selectOption('product');
    const url = new URL((await asked).url());
    expect(url.searchParams.get('limit')).toBe('5');
    expect(url.searchParams.get('filter_date')).toBe(defaultNotificationRange(p.clock));
    await scrollToEnd(p.page, 'Semua aktivitas sudah ditampilkan', '.userlog__item');
    const range = url.searchParams.get('filter_date') ?? '';
    const total = await expectedTotal(
      `user/log/seller?limit=100&filter_type=product&filter_date=${encodeURIComponent(range)}`,
    );
    expect(await p.page.locator('.userlog__item').count()).toBe(total);
    for (const label of await p.page.locator('.userlog__type').allTextContents()) expect(label).toBe('Produk');

    await p.page.getByLabel('Tipe').selectOption('all');
    const someone = p.page.locator('.userlog__item a').filter({ hasText: /.+/ }).first();
    await someone.waitFor();
    const href = (await someone.getAttribute('href')) ?? '';
    const id = href.split('/').pop() ?? '';
    await someone.click();
    await p.page.getByRole('heading', { level: 1, name: id }).waitFor();
    await p.page.getByText('IP Address').waitFor();
    await p.page.locator('.userlog__item').first().waitFor();
    await p.screenshot('account-userlog-user-1366');
  });

  it('user log: a reversed date range is refused by the portal, never sent', async () => {
    await p.visit('/userlog');
    await p.page.locator('.userlog__item').first().waitFor();
    const sent = await typeReversedRange('/user/log/seller');
    await p.page.getByRole('alert').filter({ hasText: DATE_RANGE_MESSAGES.reversed }).waitFor();
    expect(await p.page.locator('.userlog__item').count()).toBe(0);
    expect(await p.page.getByText('Semua aktivitas sudah ditampilkan').count()).toBe(0);
    expect(sent.filter((range) => range.startsWith('2026/12/31_'))).toEqual([]);
  });
});
