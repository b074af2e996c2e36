import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { accountEndpoints } from '@core/api/endpoints/account';
import { fetchTransport } from '@core/api/fetchTransport';
import { createGateway } from '@core/api/gateway';
import { DEMO_SELLER, startSandbox } from '../support/sandbox';
import { value } from '../support/gateway';
import { TestClock } from '../support/testClock';

/*
 * The seeded notifications are dated once, when the data is seeded, so the times a
 * seller reads stay the same from one page load to the next and across a restart, however long
 * the sandbox runs.
 */

const MINUTE = 60_000;
const dataDir = mkdtempSync(join(tmpdir(), 'seed-times-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function notificationTimes(clock: TestClock, reset: boolean): Promise<Map<number, string>> {
  const running = await startSandbox({ dataDir, reset, clock });
  try {
    let token: string | null = null;
    const api = createGateway(accountEndpoints, {
      transport: fetchTransport(),
      roots: { apiRoot: running.apiRoot, chatApiRoot: running.chatApiRoot },
      getToken: () => token,
    });
    token = (await value(api.login(DEMO_SELLER))).data;
    const read = async () =>
      (await value(api.notifications({ limit: 100 }))).data.items.map(
        (n) => [n.id, `${n.createdAt} ${n.dateAt}`] as const,
      );
    const first = await read();
    // A page load 17 minutes later reads the same times.
    clock.advance(17 * MINUTE);
    expect(await read()).toEqual(first);
    return new Map(first);
  } finally {
    await running.stop();
  }
}

describe('seeded notification times', () => {
  it('stay fixed between page loads and across a restart', async () => {
    const clock = new TestClock(Date.parse('2026-11-24T03:05:00.000Z'));
    const seeded = await notificationTimes(clock, true);
    expect(seeded.size).toBeGreaterThan(10);
    clock.advance(3 * 60 * MINUTE);
    expect(await notificationTimes(clock, false)).toEqual(seeded);
  });
});
