import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@core/api/endpoint';
import { envelope } from '@core/api/envelope';
import { defineArea, route, type AnyArea } from '@cli/sandbox/area';
import { sandboxAreas, seedVersion } from '@cli/sandbox/areas/index';
import { realDisk, type Disk } from '@cli/sandbox/disk';
import { fail, ok } from '@cli/sandbox/reply';
import { createSandbox, type Sandbox } from '@cli/sandbox/server';
import { StateFileError, type Root, type SandboxStore } from '@cli/sandbox/store';
import { Transactions } from '@cli/sandbox/transaction';
import { apiToken } from '../support/sandbox';

/*
 * Transactional, durable state: every request on a draft, a
 * refusal or a throw leaves no trace, only changed areas are written, a failed write answers 503
 * and changes nothing, a corrupt file stops the start.
 */

interface Ledger {
  total: number;
  lines: string[];
}

const api = {
  login: endpoint({
    summary: 'open',
    spec: 'test',
    method: 'POST',
    path: 'ledger/login',
    base: 'api',
    encoding: 'json',
    public: true,
    fields: [],
    request: z.object({}),
    response: envelope(z.string()),
  }),
  read: endpoint({
    summary: 'read',
    spec: 'test',
    method: 'GET',
    path: 'ledger',
    base: 'api',
    encoding: 'none',
    fields: [],
    request: z.object({}),
    response: envelope(z.number()),
  }),
  add: endpoint({
    summary: 'add',
    spec: 'test',
    method: 'PUT',
    path: 'ledger/add',
    base: 'api',
    encoding: 'json',
    fields: ['by'],
    request: z.object({ by: z.number().int() }),
    response: envelope(z.number()),
  }),
  addThenRefuse: endpoint({
    summary: 'refuse',
    spec: 'test',
    method: 'PUT',
    path: 'ledger/refuse',
    base: 'api',
    encoding: 'json',
    fields: [],
    request: z.object({}),
    response: envelope(z.number()),
  }),
  addThenThrow: endpoint({
    summary: 'throw',
    spec: 'test',
    method: 'PUT',
    path: 'ledger/throw',
    base: 'api',
    encoding: 'json',
    fields: [],
    request: z.object({}),
    response: envelope(z.number()),
  }),
  note: endpoint({
    summary: 'other area',
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

const ledgerArea = defineArea<Ledger>({
  name: 'ledger',
  seed: () => ({ total: 0, lines: [] }),
  schema: z.object({ total: z.number().int(), lines: z.array(z.string()) }),
  routes: [
    route('login', api.login, (_input, ctx) => ok(ctx.sessions.create(1))),
    route('read', api.read, (_input, ctx) => ok(ctx.state.total)),
    route('add', api.add, (input, ctx) => {
      ctx.state.total += input.by;
      ctx.state.lines.push(`+${input.by}`);
      return ok(ctx.state.total);
    }),
    route('addThenRefuse', api.addThenRefuse, (_input, ctx) => {
      ctx.state.total += 1000;
      return fail(409, 'ditolak setelah mengubah');
    }),
    route('addThenThrow', api.addThenThrow, (_input, ctx) => {
      ctx.state.total += 1000;
      throw new Error('handler bug halfway');
    }),
  ],
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

/** The real disk, recording which files each write replaced; it can be told to fail like a full disk. */
function recordingDisk(): Disk & { written: string[]; full: boolean } {
  const disk = {
    written: [] as string[],
    full: false,
    async stage(file: string, data: string) {
      if (disk.full) throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
      return realDisk.stage(file, data);
    },
    async install(staged: Parameters<Disk['install']>[0]) {
      disk.written.push(...staged.map((s) => s.file.split('/').pop() ?? ''));
      return realDisk.install(staged);
    },
    discard: realDisk.discard,
  };
  return disk;
}

let sandbox: Sandbox | null = null;
let dataDir = '';

async function start(options: {
  reset: boolean;
  disk?: Disk;
  areas?: readonly AnyArea[];
  version?: string;
}): Promise<{ origin: string; token: string }> {
  sandbox = createSandbox({
    dataDir,
    reset: options.reset,
    webRoot: null,
    areas: options.areas ?? [ledgerArea, notesArea],
    seedVersion: options.version ?? 'v1',
    ...(options.disk ? { disk: options.disk } : {}),
  });
  await new Promise<void>((done) => sandbox?.server.listen(0, '127.0.0.1', () => done()));
  const origin = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
  const login = await fetch(`${origin}/api/ledger/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  }).catch(() => null);
  const token = login ? String(((await login.json()) as { data: unknown }).data) : '';
  return { origin, token };
}

async function put(
  origin: string,
  token: string,
  path: string,
  body: unknown = {},
): Promise<{ status: number; body: { status: { code: number; message: string }; data: unknown } }> {
  const res = await fetch(`${origin}/api/${path}`, {
    method: 'PUT',
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { status: { code: number; message: string }; data: unknown },
  };
}

function running(): Sandbox {
  if (!sandbox) throw new Error('no sandbox running');
  return sandbox;
}

const savedLedger = () =>
  (JSON.parse(readFileSync(join(dataDir, 'state', 'ledger.json'), 'utf8')) as { state: Ledger }).state;

afterEach(async () => {
  await sandbox?.close();
  sandbox = null;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function freshDir(): void {
  dataDir = mkdtempSync(join(tmpdir(), 'sandbox-tx-'));
}

describe('transactions', () => {
  it('a refusal after a change leaves no trace, in memory or on disk', async () => {
    freshDir();
    const { origin, token } = await start({ reset: true });
    await put(origin, token, 'ledger/add', { by: 5 });
    const refused = await put(origin, token, 'ledger/refuse');
    expect(refused.status).toBe(409);
    expect(running().store.get<Ledger>('ledger').total).toBe(5);
    expect(savedLedger().total).toBe(5);
  });

  it('a handler that throws halfway answers 500 JSON, changes nothing, and the server keeps serving', async () => {
    freshDir();
    const { origin, token } = await start({ reset: true });
    await put(origin, token, 'ledger/add', { by: 7 });
    const broken = await put(origin, token, 'ledger/throw');
    expect(broken.status).toBe(500);
    expect(broken.body.status.message).toBe('Kesalahan internal sandbox');
    expect(running().store.get<Ledger>('ledger').total).toBe(7);
    // The next write must not carry the half-applied change of the broken one.
    await put(origin, token, 'ledger/add', { by: 1 });
    expect(savedLedger().total).toBe(8);
  });

  it('writes only the areas a request changed', async () => {
    freshDir();
    const disk = recordingDisk();
    const { origin, token } = await start({ reset: true, disk });
    disk.written.length = 0;
    await put(origin, token, 'ledger/add', { by: 1 });
    expect(disk.written).toEqual(['ledger.json']);
    disk.written.length = 0;
    await put(origin, token, 'notes/add');
    expect(disk.written).toEqual(['notes.json']);
  });

  it('a full disk answers 503 with a JSON message, and memory and files stay as they were', async () => {
    freshDir();
    const disk = recordingDisk();
    const { origin, token } = await start({ reset: true, disk });
    await put(origin, token, 'ledger/add', { by: 3 });
    disk.full = true;
    const refused = await put(origin, token, 'ledger/add', { by: 100 });
    expect(refused.status).toBe(503);
    expect(refused.body.status.message).toContain('tidak dapat disimpan');
    expect(running().store.get<Ledger>('ledger')).toEqual({ total: 3, lines: ['+3'] });
    expect(savedLedger().total).toBe(3);
    expect(readdirSync(join(dataDir, 'state')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    disk.full = false;
    expect((await put(origin, token, 'ledger/add', { by: 1 })).body.data).toBe(4);
  });

  it('keeps the previous good copy of an area as <area>.json.bak', async () => {
    freshDir();
    const { origin, token } = await start({ reset: true });
    await put(origin, token, 'ledger/add', { by: 2 });
    await put(origin, token, 'ledger/add', { by: 3 });
    const bak = (JSON.parse(readFileSync(join(dataDir, 'state', 'ledger.json.bak'), 'utf8')) as { state: Ledger })
      .state;
    expect(bak.total).toBe(2);
    expect(savedLedger().total).toBe(5);
  });

  it('answers writes that arrive together in one batch, each durable before its answer', async () => {
    freshDir();
    const disk = recordingDisk();
    const { origin, token } = await start({ reset: true, disk });
    disk.written.length = 0;
    const answers = await Promise.all(Array.from({ length: 30 }, () => put(origin, token, 'ledger/add', { by: 1 })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(savedLedger().total).toBe(30);
    // Fewer writes than answers: the ones that waited shared a batch.
    expect(disk.written.length).toBeLessThan(30);
  });
});

describe('state files at start', () => {
  it('refuses to start on a cut-off file, names it, keeps a copy aside and overwrites nothing', async () => {
    freshDir();
    const { origin, token } = await start({ reset: true });
    await put(origin, token, 'ledger/add', { by: 9 });
    await put(origin, token, 'ledger/add', { by: 1 });
    await sandbox?.close();
    sandbox = null;
    const file = join(dataDir, 'state', 'ledger.json');
    const whole = readFileSync(file, 'utf8');
    writeFileSync(file, whole.slice(0, Math.floor(whole.length / 2)));
    let error: unknown = null;
    try {
      await start({ reset: false });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(StateFileError);
    expect((error as StateFileError).message).toContain(file);
    expect((error as StateFileError).message).toContain('.bak');
    expect(readFileSync(file, 'utf8')).toBe(whole.slice(0, Math.floor(whole.length / 2)));
    const aside = readdirSync(join(dataDir, 'state')).filter((f) => f.startsWith('ledger.json.rusak-'));
    expect(aside).toHaveLength(1);
    // The last good copy brings it back.
    copyFileSync(`${file}.bak`, file);
    const again = await start({ reset: false });
    expect(running().store.get<Ledger>('ledger').total).toBe(9);
    expect(again.origin).toMatch(/^http/);
  });

  it('refuses a file that parses but does not fit its area, and one seeded from other fixtures; only --reset seeds again', async () => {
    freshDir();
    await start({ reset: true });
    await sandbox?.close();
    sandbox = null;
    const file = join(dataDir, 'state', 'ledger.json');
    writeFileSync(file, JSON.stringify({ seedVersion: 'v1', state: { total: 'banyak', lines: [] } }));
    await expect(start({ reset: false })).rejects.toBeInstanceOf(StateFileError);
    writeFileSync(file, JSON.stringify({ seedVersion: 'v0', state: { total: 1, lines: [] } }));
    await expect(start({ reset: false })).rejects.toThrow(/--reset/);
    await start({ reset: true });
    expect(running().store.get<Ledger>('ledger')).toEqual({ total: 0, lines: [] });
  });
});

describe('the real areas', () => {
  it('an order action writes the orders and never the product catalogue', async () => {
    freshDir();
    const disk = recordingDisk();
    sandbox = createSandbox({
      dataDir,
      reset: true,
      webRoot: null,
      areas: sandboxAreas,
      seedVersion: seedVersion(),
      disk,
    });
    await new Promise<void>((done) => sandbox?.server.listen(0, '127.0.0.1', () => done()));
    const origin = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
    const token = await apiToken(`${origin}/api`);
    disk.written.length = 0;
    expect((await put(origin, token, 'seller/order/printLabel', { id: 5016 })).status).toBe(200);
    expect(disk.written).toEqual(['order.json']);
    expect(existsSync(join(dataDir, 'state', 'product.json'))).toBe(true);
  });
});

describe('a write that changes nothing', () => {
  it('answers only once the writes it saw are on disk, so a request that catches up and then reads sees them', async () => {
    let committed: Root = { ledger: { total: 0, lines: [] } };
    // A real (temporary) file write: the disk answers only after every pending promise has run, so a
    // write that answered without waiting for it would see the old total.
    const scratch = join(mkdtempSync(join(tmpdir(), 'tx-')), 'disk');
    const store = {
      snapshot: () => committed,
      commit: async (root: Root) => {
        await writeFile(scratch, JSON.stringify(root));
        committed = root;
      },
    };
    const tx = new Transactions(store as unknown as SandboxStore);
    const total = () => (committed.ledger as Ledger).total;
    const answered: string[] = [];
    const changing = tx
      .write((draft) => {
        (draft.ledger as Ledger).total = 1;
        return Promise.resolve({ result: null, commit: true });
      })
      .then(() => answered.push(`changing, then ${total()}`));
    // A catch-up with nothing left to do (the one before it already did it).
    const looking = tx
      .write(() => Promise.resolve({ result: null, commit: true }))
      .then(() => answered.push(`looking, then ${total()}`));
    await Promise.all([changing, looking]);
    expect(answered.sort()).toEqual(['changing, then 1', 'looking, then 1']);
  });
});
