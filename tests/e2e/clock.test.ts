import { describe, expect, it } from 'vitest';
import { dayOf, isoDay, slashDay, today, zonedParts, type CalendarDay } from '@core/clock';
import { dashboardYears } from '@core/dashboard/rules';
import { filterDateOf, lastYear } from '@core/dateRange';
import { defaultNotificationRange } from '@core/notification/rules';
import { BROWSER_ZONE, usePortal } from './support/portal';

/**
 * The date-dependent screens at two instants near midnight in
 * Jakarta, with the browser set to a zone where the calendar says another day than the seller's:
 * every "today" of the portal must be the seller's (core's clock in Asia/Jakarta), never the
 * browser's. Expected values come from core's clock at the suite's instant, as the portal computes
 * them; the literal days beside them say what that instant is.
 */
interface Moment {
  readonly title: string;
  readonly instant: string;
  readonly browserZone: string;
  /** The seller's day in Jakarta. */
  readonly sellerDay: CalendarDay;
  /** The day the browser's own calendar shows (never the seller's here). */
  readonly browserDay: CalendarDay;
}

const MOMENTS: readonly Moment[] = [
  {
    title: '06:00 WIB on 1 January 2027 (still 31 December 2026 in UTC and in the browser, Pacific/Pago_Pago)',
    instant: '2027-01-01T06:00:00+07:00',
    browserZone: BROWSER_ZONE,
    sellerDay: { year: 2027, month: 1, day: 1 },
    browserDay: { year: 2026, month: 12, day: 31 },
  },
  {
    title: '23:30 WIB on 31 December 2026 (already 1 January 2027 in the browser, Pacific/Kiritimati)',
    instant: '2026-12-31T23:30:00+07:00',
    browserZone: 'Pacific/Kiritimati',
    sellerDay: { year: 2026, month: 12, day: 31 },
    browserDay: { year: 2027, month: 1, day: 1 },
  },
];

/** The newest seeded log entry: a login from this IP 72 minutes before the sandbox's now (the list is newest first). */
const NEWEST_SEEDED_LOG = { ip: '114.124.201.33', minutesAgo: 72 } as const;

for (const moment of MOMENTS) {
  describe(`dates at ${moment.title}`, () => {
    const p = usePortal({ instant: moment.instant, browserZone: moment.browserZone });

    const sellerToday = () => today(p.clock);

    it("is that instant: the seller's day from core's clock, another day in the browser", async () => {
      expect(sellerToday()).toEqual(moment.sellerDay);
      await p.visit('/dashboard');
      const browserDay = await p.page.evaluate(() => {
        const now = new Date();
        return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
      });
      expect(browserDay).toEqual(moment.browserDay);
    });

    it("notifications ask for the last year up to the seller's today by default", async () => {
      const first = p.page.waitForRequest(
        (req) => req.url().includes('/api/user/notification/seller') && req.url().includes('page=1'),
      );
      await p.visit('/pemberitahuan');
      const url = new URL((await first).url());
      expect(url.searchParams.get('filter_date')).toBe(defaultNotificationRange(p.clock));
      expect(defaultNotificationRange(p.clock)).toBe(filterDateOf(lastYear(p.clock)));
      expect(url.searchParams.get('filter_date')?.split('_')[1]).toBe(slashDay(moment.sellerDay));
      expect(await p.page.getByLabel('Sampai').inputValue()).toBe(isoDay(sellerToday()));
    });

    it("the user log asks up to the seller's today and shows today's entries", async () => {
      const first = p.page.waitForRequest(
        (req) => req.url().includes('/api/user/log/seller') && req.url().includes('page=1'),
      );
      await p.visit('/userlog');
      const url = new URL((await first).url());
      expect(url.searchParams.get('filter_date')).toBe(filterDateOf(lastYear(p.clock)));
      expect(url.searchParams.get('filter_date')?.split('_')[1]).toBe(slashDay(moment.sellerDay));
      expect(await p.page.getByLabel('Sampai').inputValue()).toBe(isoDay(sellerToday()));
      // The newest seeded entry happened today in Jakarta (the sandbox seeds relative to its clock).
      const newest = p.page
        .locator('.userlog__item')
        .filter({ hasText: `IP ${NEWEST_SEEDED_LOG.ip}` })
        .first();
      await newest.waitFor();
      const at = Date.parse((await newest.locator('time').getAttribute('datetime')) ?? '');
      // Whole minutes, as the sandbox stamps them.
      const minutesAgo = (p.clock.now() - at) / 60_000;
      expect(minutesAgo).toBeGreaterThanOrEqual(NEWEST_SEEDED_LOG.minutesAgo);
      expect(minutesAgo).toBeLessThan(NEWEST_SEEDED_LOG.minutesAgo + 2);
      expect(dayOf(at, p.clock.zone)).toEqual(sellerToday());
      expect(await newest.locator('.userlog__activity').textContent()).toBe('Login ke portal penyedia');
    });

    it("the dashboard's years end at the seller's year, and so does the footer", async () => {
      await p.visit('/dashboard');
      const year = p.page.locator('.dash-chart').getByLabel('Tahun');
      const expected = ['Pilih tahun', ...dashboardYears(sellerToday().year).map(String)];
      await expect.poll(() => year.locator('option').allTextContents()).toEqual(expected);
      expect(expected.at(-1)).toBe(String(moment.sellerDay.year));
      await p.page.getByRole('contentinfo').getByText(`© ${moment.sellerDay.year} Portal Penyedia`).waitFor();
      expect(sellerToday().year).toBe(moment.sellerDay.year);
    });

    it("a chat message sent now shows only its time HH:mm, being of the seller's today", async () => {
      await p.visit('/chat');
      await p.page
        .getByRole('list', { name: 'Percakapan' })
        .getByRole('button', { name: /Siti Rahmawati/ })
        .click();
      const log = p.page.getByRole('log');
      await log.locator('.chat-msg').first().waitFor();
      const text = `Dikirim pada ${moment.instant}`;
      await p.page.getByRole('textbox', { name: 'Pesan' }).fill(text);
      const sentAfter = p.clock.now();
      await p.page.getByRole('button', { name: 'Kirim' }).click();
      const sent = log.locator('.chat-msg--seller').filter({ hasText: text });
      await sent.waitFor();
      const time = sent.locator('time');
      // The server's stamp is the seller's wall clock (WIB): today's date, and the minute it was sent.
      const stamp = (await time.getAttribute('datetime')) ?? '';
      const wall = zonedParts(sentAfter, p.clock.zone);
      expect(stamp.slice(0, 10)).toBe(isoDay(sellerToday()));
      expect(Number(stamp.slice(11, 13))).toBe(wall.hour);
      expect(await time.textContent()).toBe(stamp.slice(11, 16));
      expect(await time.textContent()).toMatch(/^\d{2}:\d{2}$/);
    });
  });
}
