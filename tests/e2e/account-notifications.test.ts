import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultNotificationRange, notificationLink } from '@core/notification/rules';
import { apiGet, apiToken, loginAsDemo, openPortal, screenshot, waitForSplash, type PortalHarness } from './support/browser';

interface ListBody {
  data: { items: Array<{ id: number; type: string; userId?: number }>; total: number };
}

/** '/pemberitahuan' and '/userlog' (spec 000 §2, §4, §7) on the demo seller's seeded data. */
describe('notifications page and user log', () => {
  let h: PortalHarness;
  let token: string;
  const dialogs: string[] = [];

  beforeAll(async () => {
    h = await openPortal();
    token = await apiToken(h);
    await loginAsDemo(h);
    h.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  const page = () => h.page;
  const items = () => page().getByRole('list').filter({ has: page().locator('.notif-page__item') }).locator(':scope > li');
  /** Scrolls until the list says it has ended. */
  const scrollToEnd = async (endText: string) => {
    for (let i = 0; i < 30; i++) {
      if (await page().getByText(endText).isVisible()) return;
      await page().mouse.wheel(0, 2000);
      await page().waitForTimeout(150);
    }
    throw new Error('the list never ended');
  };
  const expectedTotal = async (path: string) => ((await apiGet(h, path, token)) as ListBody).data.total;

  it("opens on 'Informasi Untuk Anda', asks 5 at a time for the last year, and scrolls until an empty page", async () => {
    const first = page().waitForRequest((req) => req.url().includes('/api/user/notification/seller') && req.url().includes('page=1'));
    await page().goto(h.url('/pemberitahuan'));
    await waitForSplash(page());
    const url = new URL((await first).url());
    const range = defaultNotificationRange(new Date());
    expect(url.searchParams.get('limit')).toBe('5');
    expect(url.searchParams.get('filter_type')).toBe('all');
    expect(url.searchParams.get('filter_date')).toBe(range);
    expect(url.searchParams.get('isNotifReminder')).toBe('0');
    expect(await page().getByRole('tab', { name: 'Informasi Untuk Anda' }).getAttribute('aria-selected')).toBe('true');
    await items().first().waitFor();
    await screenshot(page(), 'account-notifications-1366');

    const total = await expectedTotal(`user/notification/seller?limit=100&isNotifReminder=0&filter_date=${encodeURIComponent(range)}`);
    expect(total).toBeGreaterThan(10);
    const pages: number[] = [];
    page().on('request', (req) => {
      const asked = new URL(req.url());
      if (asked.pathname.endsWith('/user/notification/seller')) pages.push(Number(asked.searchParams.get('page')));
    });
    await scrollToEnd('Semua pemberitahuan sudah ditampilkan');
    expect(await items().count()).toBe(total);
    // The end is the first empty page: ceil(total / 5) full or partial pages, then one more.
    expect(Math.max(...pages)).toBe(Math.ceil(total / 5) + 1);
    // Unread items are highlighted.
    const unread = items().locator('[data-unread="true"], .notif-page__item--unread');
    expect(await page().locator('li[data-unread="true"]').count()).toBeGreaterThan(0);
    expect(await page().locator('li[data-unread="false"]').count()).toBeGreaterThan(0);
    expect(await unread.count()).toBeGreaterThan(0);
  });

  it('a type filter starts again at page 1 and shows only that type, each linking where §2 says', async () => {
    const asked = page().waitForRequest((req) => req.url().includes('filter_type=nego') && req.url().includes('page=1'));
    await page().getByLabel('Tipe').selectOption('nego');
    await asked;
    await page().locator('a.notif-page__item[href^="/penyedia/negoisasi/detail/"]').first().waitFor();
    await scrollToEnd('Semua pemberitahuan sudah ditampilkan');
    const hrefs = await page().locator('.notif-page__item').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    // What core's rule says for the same items: the negotiation detail, or no link when '#'.
    const range = defaultNotificationRange(new Date());
    const answer = (await apiGet(h, `user/notification/seller?limit=100&isNotifReminder=0&filter_type=nego&filter_date=${encodeURIComponent(range)}`, token)) as {
      data: { items: Array<Parameters<typeof notificationLink>[0]> };
    };
    const expected = answer.data.items.map((item) => notificationLink(item)).map((link) => (link === '#' ? null : `/penyedia${link}`));
    expect(hrefs).toEqual(expected);
    expect(expected.filter((link) => link !== null).length).toBeGreaterThan(0);
    for (const href of hrefs) if (href !== null) expect(href).toMatch(/^\/penyedia\/negoisasi\/detail\/\d+$/);
  });

  it("keeps the tab in ?isNotifReminder across a reload, and a notification's script never runs", async () => {
    await page().getByRole('tab', { name: 'Perlu Di Tindaklanjuti' }).click();
    await page().waitForURL(/isNotifReminder=1/);
    await page().reload();
    await waitForSplash(page());
    expect(await page().getByRole('tab', { name: 'Perlu Di Tindaklanjuti' }).getAttribute('aria-selected')).toBe('true');
    await scrollToEnd('Semua pemberitahuan sudah ditampilkan');
    const complaint = page().locator('.notif-page__item').filter({ hasText: 'Buku tidak sesuai pesanan' });
    await complaint.waitFor();
    expect(await complaint.getAttribute('href')).toBe('/penyedia/pesanan/detail/5024');
    expect(await complaint.locator('b').textContent()).toBe('#5024');
    expect(await complaint.locator('script').count()).toBe(0);
    expect(await complaint.locator('img[onerror]').count()).toBe(0);
    expect(await complaint.textContent()).not.toContain('alert(');
    await page().waitForTimeout(300);
    expect(dialogs).toEqual([]);
  });

  it("a date range with nothing in it gives 'No New Notifications'", async () => {
    const asked = page().waitForRequest((req) => req.url().includes('filter_date=2019%2F01%2F01') || req.url().includes('filter_date=2019/01/01'));
    await page().getByLabel('Dari').fill('2019-01-01');
    await page().getByLabel('Sampai').fill('2019-01-31');
    await asked;
    await page().getByText('No New Notifications').waitFor();
  });

  it('looks finished at 390 px wide', async () => {
    await page().setViewportSize({ width: 390, height: 844 });
    await page().goto(h.url('/pemberitahuan?isNotifReminder=0'));
    await waitForSplash(page());
    await items().first().waitFor();
    expect(await page().evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page(), 'account-notifications-390');
    await page().setViewportSize({ width: 1366, height: 768 });
  });

  it('user log: a type filter resets to page 1, the list scrolls to its end, a user opens their own page', async () => {
    await page().goto(h.url('/userlog'));
    await waitForSplash(page());
    await page().locator('.userlog__item').first().waitFor();
    await screenshot(page(), 'account-userlog-1366');
    const asked = page().waitForRequest((req) => req.url().includes('/api/user/log/seller') && req.url().includes('filter_type=product') && req.url().includes('page=1'));
    await page().getByLabel('Tipe').selectOption('product');
    const url = new URL((await asked).url());
    expect(url.searchParams.get('limit')).toBe('5');
    await scrollToEnd('Semua aktivitas sudah ditampilkan');
    const range = url.searchParams.get('filter_date') ?? '';
    const total = await expectedTotal(`user/log/seller?limit=100&filter_type=product&filter_date=${encodeURIComponent(range)}`);
    expect(await page().locator('.userlog__item').count()).toBe(total);
    for (const label of await page().locator('.userlog__type').allTextContents()) expect(label).toBe('Produk');

    await page().getByLabel('Tipe').selectOption('all');
    const someone = page().locator('.userlog__item a').filter({ hasText: /.+/ }).first();
    await someone.waitFor();
    const href = (await someone.getAttribute('href')) ?? '';
    const id = href.split('/').pop() ?? '';
    await someone.click();
    await page().getByRole('heading', { level: 1, name: id }).waitFor();
    await page().getByText('IP Address').waitFor();
    await page().locator('.userlog__item').first().waitFor();
    await screenshot(page(), 'account-userlog-user-1366');
  });

  it('threw no uncaught error in the page', () => {
    expect(h.errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  });
});
