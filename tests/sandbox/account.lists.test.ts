import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints } from '@core/api/endpoints/account';
import { fixedClock } from '@core/clock';
import { sandboxAreas } from '@cli/sandbox/areas/index';
import { createSandbox, type Sandbox } from '@cli/sandbox/server';
import notificationSeed from '@fixtures/seed/account/notifications.json';
import userLogSeed from '@fixtures/seed/account/userlog.json';
import { sandboxGateway, value } from '../support/gateway';
import { DEMO_SELLER } from '../support/sandbox';

/*
 * Notifications, user log and the dashboard chart on a fixed clock, so date filters and "future
 * months" are exact. Expectations are derived from the seed files, never copied from answers.
 */

const NOW = new Date('2026-11-22T05:00:00.000Z'); // 12:00 WIB
const DAY_MS = 24 * 60 * 60_000;

let dataDir: string;
let sandbox: Sandbox;
let token: string | null = null;
let api: ReturnType<typeof makeGateway>;

const makeGateway = (apiRoot: string) =>
  sandboxGateway(accountEndpoints, { apiRoot, chatApiRoot: apiRoot }, () => token);

/** The WIB calendar day of a moment, as the filter writes it: yyyy/mm/dd. */
const wibDay = (date: Date) => new Date(date.getTime() + 7 * 60 * 60_000).toISOString().slice(0, 10).replace(/-/g, '/');
const seededAt = (ageMinutes: number) => new Date(NOW.getTime() - ageMinutes * 60_000);

const demoNotifications = notificationSeed.filter((n) => n.sellerId === 1001);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'account-lists-'));
  sandbox = createSandbox({
    dataDir,
    reset: true,
    webRoot: null,
    areas: sandboxAreas,
    seedVersion: 'lists',
    clock: fixedClock(NOW.getTime()),
  });
  await new Promise<void>((done) => sandbox.server.listen(0, '127.0.0.1', () => done()));
  api = makeGateway(`http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}/api`);
  token = (await value(api.login(DEMO_SELLER))).data;
});

afterAll(async () => {
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('notification seed', () => {
  it('has about 40 notifications of every type over the last 14 months, in both tabs, some unread', () => {
    expect(demoNotifications.length).toBeGreaterThanOrEqual(38);
    expect(new Set(demoNotifications.map((n) => n.type))).toEqual(
      new Set(['order', 'tagihan', 'komplain', 'pembayaran', 'nego']),
    );
    expect(new Set(demoNotifications.map((n) => n.isNotifReminder))).toEqual(new Set([0, 1]));
    expect(demoNotifications.some((n) => !n.isRead)).toBe(true);
    const oldestDays = Math.max(...demoNotifications.map((n) => n.ageMinutes)) / 1440;
    expect(oldestDays).toBeGreaterThan(365);
    expect(oldestDays).toBeLessThanOrEqual(14 * 31);
  });

  it('links order-side ids that exist: orders 5001..5040, negotiations 7001..7015, else # without redirect', () => {
    for (const n of demoNotifications) {
      if (!n.isRedirect) {
        expect(n.linkRedirect).toBe('#');
        continue;
      }
      const id = Number(n.linkRedirect);
      if (n.type === 'nego') expect(id >= 7001 && id <= 7015, `${n.id}`).toBe(true);
      else expect(id >= 5001 && id <= 5040, `${n.id}`).toBe(true);
    }
    expect(demoNotifications.some((n) => !n.isRedirect)).toBe(true);
  });

  it('holds exactly one text with a <script> and an <img onerror> for the sanitiser to strip', () => {
    const hostile = demoNotifications.filter((n) => n.text.includes('<script>'));
    expect(hostile).toHaveLength(1);
    expect(hostile[0]?.text).toMatch(/<img [^>]*onerror=/);
  });
});

describe('GET user/notification/seller', () => {
  it('splits the tabs by isNotifReminder and pages newest first without gaps or repeats', async () => {
    const all = await value(api.notifications({ limit: 100 }));
    const info = await value(api.notifications({ limit: 100, isNotifReminder: 0 }));
    const followUp = await value(api.notifications({ limit: 100, isNotifReminder: 1 }));
    expect(info.data.total + followUp.data.total).toBe(all.data.total);
    expect(followUp.data.total).toBe(demoNotifications.filter((n) => n.isNotifReminder === 1).length);

    const paged: number[] = [];
    const lastPage = Math.ceil(all.data.total / 7);
    for (let page = 1; page <= lastPage + 1; page += 1) {
      const { data } = await value(api.notifications({ page, limit: 7 }));
      expect(data.lastPage).toBe(lastPage);
      if (page > lastPage) expect(data.items).toEqual([]);
      paged.push(...data.items.map((n) => n.id));
    }
    const expected = [...demoNotifications].sort((a, b) => a.ageMinutes - b.ageMinutes).map((n) => n.id);
    expect(paged).toEqual(expected);
  });

  it('filters by type and counts each type option', async () => {
    const { data } = await value(api.notifications({ limit: 100, filter_type: 'nego' }));
    expect(data.items.length).toBe(demoNotifications.filter((n) => n.type === 'nego').length);
    expect(data.items.every((n) => n.type === 'nego')).toBe(true);
    const options = data.filters[0]?.items ?? [];
    expect(options.find((o) => o.value === 'komplain')?.total).toBe(
      demoNotifications.filter((n) => n.type === 'komplain').length,
    );
    expect(options.find((o) => o.value === 'all')?.name).toBe('Semua');
  });

  it('filters by an inclusive yyyy/mm/dd_yyyy/mm/dd range in WIB days', async () => {
    const from = wibDay(new Date(NOW.getTime() - 30 * DAY_MS));
    const to = wibDay(new Date(NOW.getTime() - 3 * DAY_MS));
    const { data } = await value(api.notifications({ limit: 100, filter_date: `${from}_${to}` }));
    const expected = demoNotifications.filter((n) => {
      const day = wibDay(seededAt(n.ageMinutes));
      return day >= from && day <= to;
    });
    expect(expected.length).toBeGreaterThan(3);
    expect(data.items.map((n) => n.id).sort()).toEqual(expected.map((n) => n.id).sort());
    for (const n of data.items) {
      expect(wibDay(new Date(n.createdAt)) >= from && wibDay(new Date(n.createdAt)) <= to).toBe(true);
    }
    const oneDay = await value(api.notifications({ limit: 100, filter_date: `${wibDay(NOW)}_${wibDay(NOW)}` }));
    expect(oneDay.data.items.length).toBe(
      demoNotifications.filter((n) => wibDay(seededAt(n.ageMinutes)) === wibDay(NOW)).length,
    );
  });

  it('dates each item for display in Indonesian and as ISO', async () => {
    const { data } = await value(api.notifications({ limit: 1 }));
    const first = data.items[0];
    expect(first?.createdAt).toBe(seededAt(Math.min(...demoNotifications.map((n) => n.ageMinutes))).toISOString());
    expect(first?.dateAt).toMatch(
      /^\d{1,2} (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4} \d{2}:\d{2}$/,
    );
  });

  it('refuses an impossible date range with 400', async () => {
    const error = await api.notifications({ filter_date: '2026/05/10_2026/05/01' });
    expect(error.isErr() && error.error).toMatchObject({ kind: 'http', status: 400 });
  });
});

describe('GET user/log/seller', () => {
  const demoLog = userLogSeed.filter((e) => e.sellerId === 1001);

  it('gives five entries a page by default, newest first, with the login of this session on top', async () => {
    const { data } = await value(api.userLog());
    expect(data.items).toHaveLength(5);
    expect(data.total).toBe(demoLog.length + 1);
    expect(data.items[0]).toMatchObject({
      type: 'login',
      activity: 'Login ke portal penyedia',
      createdAt: NOW.toISOString(),
      userId: 1001,
    });
    expect(data.items[1]?.id).toBe([...demoLog].sort((a, b) => a.ageMinutes - b.ageMinutes)[0]?.id);
  });

  it('filters by type and date range; a page past the end is empty', async () => {
    const orders = await value(api.userLog({ filter_type: 'order', limit: 100 }));
    expect(orders.data.total).toBe(demoLog.filter((e) => e.type === 'order').length);
    const from = wibDay(new Date(NOW.getTime() - 60 * DAY_MS));
    const recent = await value(api.userLog({ filter_date: `${from}_${wibDay(NOW)}`, limit: 100 }));
    expect(recent.data.total).toBe(demoLog.filter((e) => wibDay(seededAt(e.ageMinutes)) >= from).length + 1);
    const past = await value(api.userLog({ page: 99 }));
    expect(past.data.items).toEqual([]);
  });
});

describe('GET seller/dashboard?year', () => {
  it("accepts 2019 up to the current year in the seller's zone, and refuses the years around them", async () => {
    expect((await value(api.dashboard({ year: 2019 }))).data.chartStatistic.bigChart).toHaveLength(12);
    expect((await value(api.dashboard({ year: 2026 }))).data.chartStatistic.bigChart).toHaveLength(12);
    for (const year of [2018, 2027]) {
      const answer = await api.dashboard({ year });
      expect(answer.isErr() && answer.error).toMatchObject({
        kind: 'http',
        status: 400,
        message: 'Tahun harus antara 2019 dan 2026',
      });
    }
  });
});
