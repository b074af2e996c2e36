import { afterEach, describe, expect, it } from 'vitest';
import { apiToken, startSandbox, type RunningSandbox } from '../support/sandbox';
import { TestClock } from '../support/testClock';

/*
 * The sandbox keeps the answers of reads until what they read changes (cli/sandbox/readCache.ts):
 * a list still shows a change at once, and an answer that depends on the time follows the clock.
 */

let running: RunningSandbox | null = null;
afterEach(async () => {
  await running?.stop();
  running = null;
});

async function read<T>(h: RunningSandbox, token: string, path: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${h.apiRoot}/${path}`, { headers: { Authorization: token } });
  return { status: res.status, body: (await res.json()) as T };
}

interface ProductPage {
  data: { items: Array<{ id: number; isActive: boolean }> };
}

describe('kept reads stay fresh', () => {
  it('the product list shows a status toggled after it was read', async () => {
    const h = (running = await startSandbox());
    const token = await apiToken(h.apiRoot);
    const path = 'seller/product?page=1&limit=100';
    const before = (await read<ProductPage>(h, token, path)).body.data.items;
    expect((await read<ProductPage>(h, token, path)).body.data.items).toEqual(before);
    const row = before.find((item) => item.isActive);
    if (!row) throw new Error('the seed has no active product');
    const toggled = await fetch(`${h.apiRoot}/seller/product/status`, {
      method: 'PUT',
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: row.id }),
    });
    expect(toggled.status).toBe(200);
    const after = (await read<ProductPage>(h, token, path)).body.data.items;
    expect(after.find((item) => item.id === row.id)?.isActive).toBe(false);
  });

  it("the dashboard's newest year follows the clock into the new year, with no write between", async () => {
    // 23:00 on 31 December in Jakarta.
    const clock = new TestClock(Date.parse('2026-12-31T16:00:00Z'));
    const h = (running = await startSandbox({ clock }));
    const token = await apiToken(h.apiRoot);
    const next = await read<{ status: { message: string } }>(h, token, 'seller/dashboard?year=2027');
    expect(next.body.status.message).toBe('Tahun harus antara 2019 dan 2026');
    clock.advance(2 * 3_600_000);
    expect((await read(h, token, 'seller/dashboard?year=2027')).status).toBe(200);
  });
});
