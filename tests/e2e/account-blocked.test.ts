import { describe, expect, it } from 'vitest';
import { MUST_UPDATE_LABELS, MUST_UPDATE_LOGGED_OUT, mustUpdateNoticeText } from '@core/account/rules';
import { expectToast } from './account-support';
import { accountApiAs, answerOf } from './support/accounts';
import { expectNoAxeViolations } from './support/a11y';
import { DESKTOP, ENDED_SESSION_READS, PHONE, usePortal } from './support/portal';

/** The blocked must-update seller of the seed: two notifications to follow up, an alert about the documents. */
const BLOCKED = { email: 'diblokir@contoh.id', password: 'Penyedia2026' } as const;
const ALERT_TITLE = 'Perbarui Dokumen Legalitas Anda';

/**
 * A blocked or must-update seller keeps the spec's dialog and texts, but is no
 * longer trapped: the notifications it is told to read and the profile where it updates its
 * documents stay open to it, and the confirm that logs out says so, on its button and after it.
 */
describe('a blocked must-update seller', () => {
  const p = usePortal({ login: BLOCKED });
  const page = () => p.page;
  const dialog = () => page().getByRole('dialog');
  const button = (choice: keyof typeof MUST_UPDATE_LABELS) =>
    dialog().getByRole('button', { name: MUST_UPDATE_LABELS[choice], exact: true });
  /** What the notice counts now (a test that opened a notification has lowered it). */
  const toRead = async () => (await answerOf((await accountApiAs(p, BLOCKED)).profile())).data.totalNotifReminder;

  it("the notice keeps its text; 'Baca Pemberitahuan' opens what needs follow-up, and opening one marks it read", async () => {
    const count = await toRead();
    await p.visit('/dashboard');
    const notice = dialog().filter({ hasText: mustUpdateNoticeText(count) });
    await notice.waitFor();
    expect(await dialog().getByRole('button').allTextContents()).toEqual([
      MUST_UPDATE_LABELS.notifications,
      MUST_UPDATE_LABELS.profile,
      MUST_UPDATE_LABELS.logout,
    ]);
    await expectNoAxeViolations(p, 'the must-update notice of a blocked seller');
    await p.screenshot('account-blocked-notice-1366');

    await button('notifications').click();
    await page().waitForURL(
      (url) => url.pathname === '/penyedia/pemberitahuan' && url.searchParams.get('isNotifReminder') === '1',
    );
    await page().getByRole('heading', { level: 1, name: 'Pemberitahuan' }).waitFor();
    expect(await page().getByRole('tab', { name: 'Perlu Di Tindaklanjuti' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const blockedNote = page().locator('li').filter({ hasText: 'Akun toko Anda diblokir sementara.' });
    await blockedNote.waitFor();
    expect(await dialog().count()).toBe(0);
    await expectNoAxeViolations(p, '/pemberitahuan of a blocked seller');
    await p.screenshot('account-blocked-notifications-1366');

    // 'Akun Diblokir' has no target: its title opens it in place and marks it read.
    if ((await blockedNote.getAttribute('data-unread')) === 'true') {
      const read = page().waitForRequest((req) => new URL(req.url()).pathname === '/api/user/notification/seller/read');
      await blockedNote.getByRole('button', { name: 'Akun Diblokir' }).click();
      expect((await read).postDataJSON()).toEqual({ id: 9101 });
      await expect.poll(() => blockedNote.getAttribute('data-unread')).toBe('false');
      await expect.poll(toRead).toBe(count - 1);
      await expect.poll(() => page().locator('.topbar__bell-count').count()).toBe(count - 1 > 0 ? 1 : 0);
    }
    // Still there after a reload (which shows the notice again, with what is left to read).
    await p.resize(PHONE);
    await dialog()
      .filter({ hasText: mustUpdateNoticeText(await toRead()) })
      .waitFor();
    await button('notifications').click();
    await blockedNote.waitFor();
    await expectNoAxeViolations(p, '/pemberitahuan of a blocked seller on a phone');
    await p.screenshot('account-blocked-notifications-390');
    await p.resize(DESKTOP, false);
  });

  it("'/profile' stays open: 'Perbarui di Profile' closes the notice there, and the documents can be updated", async () => {
    await p.visit('/profile');
    await dialog().filter({ hasText: 'pemberitahuan yang harus dibaca' }).waitFor();
    await button('profile').click();
    await dialog().waitFor({ state: 'detached' });
    expect(new URL(page().url()).pathname).toBe('/penyedia/profile');
    await page().getByRole('tab', { name: 'Legalitas', exact: true }).click();
    await page().getByRole('tabpanel', { name: 'Legalitas' }).waitFor();
    await page()
      .getByRole('button', { name: /Unggah/ })
      .first()
      .waitFor();
    // No alert came back: the profile is not a refused route.
    expect(await dialog().count()).toBe(0);
    await expectNoAxeViolations(p, '/profile of a blocked seller');
    await p.screenshot('account-blocked-profile-1366');
    await p.resize(PHONE);
    await dialog().filter({ hasText: 'pemberitahuan yang harus dibaca' }).waitFor();
    await button('profile').click();
    await page().getByRole('tabpanel').first().waitFor();
    await expectNoAxeViolations(p, '/profile of a blocked seller on a phone');
    await p.screenshot('account-blocked-profile-390');
    await p.resize(DESKTOP, false);
  });

  it('a refused route shows the alert with the way to the profile and to the notifications; a notification that leads to a refused order is still marked read', async () => {
    await p.visit('/pesanan');
    await page().waitForURL((url) => url.pathname === '/penyedia/dashboard');
    const alert = dialog().filter({ hasText: ALERT_TITLE });
    await alert.getByText('Silakan perbarui dokumen di halaman Profile', { exact: false }).waitFor();
    expect(await alert.getByRole('button').allTextContents()).toEqual([
      MUST_UPDATE_LABELS.profile,
      MUST_UPDATE_LABELS.notifications,
      MUST_UPDATE_LABELS.logout,
    ]);
    await expectNoAxeViolations(p, 'the route alert of a blocked seller');
    await p.screenshot('account-blocked-route-alert-1366');
    await button('profile').click();
    await page().waitForURL((url) => url.pathname === '/penyedia/profile');
    await page().getByRole('tabpanel', { name: 'Identitas' }).waitFor();

    // 9102 'Unggah Faktur Pajak' leads to order 5035, which this seller may not open.
    await page().goto(p.url('/pemberitahuan?isNotifReminder=1'));
    await dialog().filter({ hasText: 'pemberitahuan yang harus dibaca' }).waitFor();
    await button('notifications').click();
    const invoice = page().locator('a[href="/penyedia/pesanan/detail/5035"]');
    await invoice.waitFor();
    const read = page().waitForRequest((req) => new URL(req.url()).pathname === '/api/user/notification/seller/read');
    const wasUnread = (await invoice.getAttribute('data-unread')) === 'true';
    await invoice.click();
    if (wasUnread) expect((await read).postDataJSON()).toEqual({ id: 9102 });
    await dialog().filter({ hasText: ALERT_TITLE }).waitFor();
    await expect
      .poll(
        async () =>
          (await answerOf((await accountApiAs(p, BLOCKED)).notifications({ isNotifReminder: 1 }))).data.items.find(
            (n) => n.id === 9102,
          )?.isRead,
      )
      .toBe(true);
    await button('notifications').click();
    await page().waitForURL((url) => url.pathname === '/penyedia/pemberitahuan');
  });

  it("'OK, Keluar' logs out and says so", async () => {
    p.allowErrors(ENDED_SESSION_READS);
    await p.visit('/dashboard');
    await dialog().filter({ hasText: 'pemberitahuan yang harus dibaca' }).waitFor();
    await button('logout').click();
    await page().waitForURL((url) => url.pathname === '/penyedia/login');
    await expectToast(page(), MUST_UPDATE_LOGGED_OUT);
    expect(await p.storedToken()).toBeNull();
    await p.screenshot('account-blocked-logged-out-1366');
  });
});
