import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@core/api/endpoint';
import { envelope } from '@core/api/envelope';
import { defineArea, route } from '@cli/sandbox/area';
import { ok } from '@cli/sandbox/reply';
import { createSandbox, type Sandbox } from '@cli/sandbox/server';
import { TestClock } from '../support/testClock';

/*
 * A read's answer is kept until an area it looked at changes, and served again without running its
 * handler; a read that looked at the clock is not kept. Counted on areas of the test's own, whose
 * handlers count their runs.
 */

const api = {
  login: endpoint({
    summary: 'open',
    spec: 'test',
    method: 'POST',
    path: 'shelf/login',
    base: 'api',
    encoding: 'json',
    public: true,
    fields: ['seller'],
    request: z.object({ seller: z.number().int() }),
    response: envelope(z.string()),
  }),
  list: endpoint({
    summary: 'read of the shelf and the labels',
    spec: 'test',
    method: 'GET',
    path: 'shelf',
    base: 'api',
    encoding: 'query',
    fields: ['page'],
    request: z.object({ page: z.coerce.number<number>().int().default(1) }),
    response: envelope(z.string()),
  }),
  today: endpoint({
    summary: 'read of the clock',
    spec: 'test',
    method: 'GET',
    path: 'shelf/today',
    base: 'api',
    encoding: 'none',
    fields: [],
    request: z.object({}),
    response: envelope(z.number()),
  }),
  add: endpoint({
    summary: 'write of the shelf',
    spec: 'test',
    method: 'PUT',
    path: 'shelf/add',
    base: 'api',
    encoding: 'json',
    fields: ['book'],
    request: z.object({ book: z.string() }),
    response: envelope(z.number()),
  }),
  note: endpoint({
    summary: 'write of another area',
    spec: 'test',
    method: 'PUT',
    path: 'notes/add',
    base: 'api',
    encoding: 'json',
    fields: [],
    request: z.object({}),
    response: envelope(z.number()),
  }),
};

let runs = 0;

const shelfArea = defineArea<{ books: Record<string, string[]> }>({
  name: 'shelf',
  seed: () => ({ books: {} }),
  schema: z.object({ books: z.record(z.string(), z.array(z.string())) }),
  routes: [
    route('login', api.login, (input, ctx) => ok(ctx.sessions.create(input.seller))),
    route('list', api.list, (input, ctx) => {
      runs += 1;
      const mine = ctx.state.books[String(ctx.session?.sellerId)] ?? [];
      return ok(`${mine.join(', ')} (halaman ${input.page}, label ${ctx.area<{ label: string }>('labels').label})`);
    }),
    route('today', api.today, (_input, ctx) => {
      runs += 1;
      return ok(ctx.now().getTime());
    }),
    route('add', api.add, (input, ctx) => {
      const key = String(ctx.session?.sellerId);
      ctx.state.books[key] = [...(ctx.state.books[key] ?? []), input.book];
      return ok(ctx.state.books[key]?.length ?? 0);
    }),
  ],
});

const labelsArea = defineArea<{ label: string }>({
  name: 'labels',
  seed: () => ({ label: 'A' }),
  schema: z.object({ label: z.string() }),
  routes: [],
});

const notesArea = defineArea<{ count: number }>({
  name: 'notes',
  seed: () => ({ count: 0 }),
  schema: z.object({ count: z.number().int() }),
  routes: [
    route('note', api.note, (_input, ctx) => {
      ctx.state.count += 1;
      return ok(ctx.state.count);
    }),
  ],
});

let sandbox: Sandbox;
let dataDir: string;
let origin: string;
const clock = new TestClock(Date.parse('2026-11-24T03:00:00Z'));

beforeEach(async () => {
  runs = 0;
  dataDir = mkdtempSync(join(tmpdir(), 'sandbox-reads-'));
  sandbox = createSandbox({
    dataDir,
    reset: true,
    webRoot: null,
    areas: [shelfArea, labelsArea, notesArea],
    seedVersion: 'v1',
    clock,
  });
  await new Promise<void>((done) => sandbox.server.listen(0, '127.0.0.1', () => done()));
  origin = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function login(seller: number): Promise<string> {
  const res = await fetch(`${origin}/api/shelf/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ seller }),
  });
  return String(((await res.json()) as { data: unknown }).data);
}

async function get(token: string, path: string): Promise<unknown> {
  return (
    (await (await fetch(`${origin}/api/${path}`, { headers: { Authorization: token } })).json()) as {
      data: unknown;
    }
  ).data;
}

async function put(token: string, path: string, body: unknown): Promise<void> {
  const res = await fetch(`${origin}/api/${path}`, {
    method: 'PUT',
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

describe('kept reads', () => {
  it('are answered again without running the handler while their areas stay the same', async () => {
    const token = await login(1);
    await put(token, 'shelf/add', { book: 'Atlas' });
    const first = await get(token, 'shelf?page=1');
    expect(await get(token, 'shelf?page=1')).toEqual(first);
    expect(await get(token, 'shelf?page=1')).toEqual(first);
    expect(runs).toBe(1);
    // A write of an area the read did not look at keeps it.
    await put(token, 'notes/add', {});
    expect(await get(token, 'shelf?page=1')).toEqual(first);
    expect(runs).toBe(1);
  });

  it('are read again once an area they looked at changed', async () => {
    const token = await login(1);
    expect(await get(token, 'shelf?page=1')).toBe(' (halaman 1, label A)');
    await put(token, 'shelf/add', { book: 'Atlas' });
    expect(await get(token, 'shelf?page=1')).toBe('Atlas (halaman 1, label A)');
    expect(runs).toBe(2);
  });

  it('are kept per seller and per input', async () => {
    const one = await login(1);
    const two = await login(2);
    await put(one, 'shelf/add', { book: 'Atlas' });
    await put(two, 'shelf/add', { book: 'Kamus' });
    expect(await get(one, 'shelf?page=1')).toBe('Atlas (halaman 1, label A)');
    expect(await get(two, 'shelf?page=1')).toBe('Kamus (halaman 1, label A)');
    expect(await get(one, 'shelf?page=2')).toBe('Atlas (halaman 2, label A)');
    expect(runs).toBe(3);
  });

  it('are not kept when they looked at the clock', async () => {
    const token = await login(1);
    const before = await get(token, 'shelf/today');
    clock.advance(60_000);
    expect(await get(token, 'shelf/today')).toBe(Number(before) + 60_000);
    expect(runs).toBe(2);
  });
});
