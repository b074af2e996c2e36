import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@core/api/endpoint';
import { envelope } from '@core/api/envelope';
import { defineArea, mutating, route } from '@cli/sandbox/area';
import { ok } from '@cli/sandbox/reply';
import { createSandbox, type Sandbox } from '@cli/sandbox/server';

interface CounterState {
  count: number;
  files: string[];
}

const api = {
  open: endpoint({
    summary: 'public',
    spec: 'test',
    method: 'POST',
    path: 'open/login',
    base: 'api',
    encoding: 'json',
    public: true,
    fields: ['name'],
    request: z.object({ name: z.string() }),
    response: envelope(z.string()),
  }),
  count: endpoint({
    summary: 'read',
    spec: 'test',
    method: 'GET',
    path: 'counter/{id}',
    base: 'api',
    encoding: 'none',
    fields: [],
    request: z.object({ id: z.coerce.number<number>().int().positive() }),
    response: envelope(z.number()),
  }),
  bump: endpoint({
    summary: 'write',
    spec: 'test',
    method: 'PUT',
    path: 'counter',
    base: 'api',
    encoding: 'json',
    fields: ['by'],
    request: z.object({ by: z.number().int() }),
    response: envelope(z.number()),
  }),
  upload: endpoint({
    summary: 'upload',
    spec: 'test',
    method: 'POST',
    path: 'counter/upload',
    base: 'api',
    encoding: 'multipart',
    fields: ['logo'],
    request: z.object({ logo: z.instanceof(Blob) }),
    response: envelope(z.string()),
  }),
  chat: endpoint({
    summary: 'chat',
    spec: 'test',
    method: 'GET',
    path: 'ping',
    base: 'chat',
    encoding: 'none',
    fields: [],
    request: z.object({}),
    response: envelope(z.string()),
  }),
  reset: endpoint({
    summary: 'GET that writes',
    spec: 'test',
    method: 'GET',
    path: 'counter/zero',
    base: 'api',
    encoding: 'none',
    fields: [],
    request: z.object({}),
    response: envelope(z.number()),
  }),
  crash: endpoint({
    summary: 'bug',
    spec: 'test',
    method: 'GET',
    path: 'counter/crash',
    base: 'api',
    encoding: 'none',
    fields: [],
    request: z.object({}),
    response: envelope(z.string()),
  }),
};

const counterArea = defineArea<CounterState>({
  name: 'counter',
  seed: () => ({ count: 10, files: [] }),
  schema: z.object({ count: z.number().int(), files: z.array(z.string()) }),
  routes: [
    route('open', api.open, (input, ctx) => ok(ctx.sessions.create(input.name.length))),
    route('count', api.count, (input, ctx) => ok(ctx.state.count + input.id * 0)),
    route('bump', api.bump, (input, ctx) => {
      ctx.state.count += input.by;
      return ok(ctx.state.count);
    }),
    route(
      'upload',
      api.upload,
      async (input, ctx) => {
        const saved = await ctx.saveUpload(input.logo, 'public');
        ctx.state.files.push(saved.url);
        return ok(saved.url);
      },
      { logo: { maxBytes: 1024, accept: ['image/png', '.jpg'] } },
    ),
    mutating(
      route('reset', api.reset, (_input, ctx) => {
        ctx.state.count = 0;
        return ok(0);
      }),
    ),
    route('chat', api.chat, () => ok('pong')),
    route('crash', api.crash, () => {
      throw new Error('handler bug');
    }),
  ],
});

interface Answer {
  status: number;
  body: string;
  json: () => { status?: { code: number; message: string }; data?: unknown };
  headers: Headers;
}

async function call(origin: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(`${origin}${path}`, init);
  const body = await res.text();
  return { status: res.status, body, headers: res.headers, json: () => JSON.parse(body) as ReturnType<Answer['json']> };
}

let dataDir: string;
let webRoot: string;
let sandbox: Sandbox;
let origin: string;
let token: string;

async function start(reset: boolean): Promise<void> {
  sandbox = createSandbox({ dataDir, reset, webRoot, areas: [counterArea], seedVersion: 'v1' });
  await new Promise<void>((done) => sandbox.server.listen(0, '127.0.0.1', () => done()));
  origin = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
  webRoot = mkdtempSync(join(tmpdir(), 'sandbox-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(join(webRoot, 'login.html'), '<!doctype html><title>portal</title><h1>Login Penjual</h1>');
  writeFileSync(join(webRoot, 'assets', 'app-abc123.js'), 'console.log("app")');
  await start(true);
  const login = await call(origin, '/api/open/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"name":"abc"}',
  });
  token = String(login.json().data);
});

afterAll(async () => {
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(webRoot, { recursive: true, force: true });
});

const auth = () => ({ authorization: token, 'content-type': 'application/json' });

describe('sandbox server', () => {
  it('answers a seller call without a token, or with an unknown one, with 401 JSON', async () => {
    const headerSets: Array<Record<string, string>> = [{}, { authorization: 'nope' }];
    for (const headers of headerSets) {
      const res = await call(origin, '/api/counter/1', { headers });
      expect(res.status).toBe(401);
      expect(res.json().status).toEqual({ code: 401, message: 'Unauthorized' });
    }
  });

  it('accepts the raw token and a Bearer token', async () => {
    expect((await call(origin, '/api/counter/1', { headers: { authorization: token } })).json().data).toBe(10);
    expect((await call(origin, '/api/counter/1', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  it('answers garbage with 4xx JSON and keeps serving', async () => {
    const cases: Array<[string, RequestInit, number]> = [
      ['/api/counter', { method: 'PUT', headers: auth(), body: '{not json' }, 400],
      ['/api/counter', { method: 'PUT', headers: auth(), body: '[1,2]' }, 400],
      ['/api/counter', { method: 'PUT', headers: auth(), body: '{"by":"lots"}' }, 400],
      ['/api/counter/abc', { headers: auth() }, 400],
      ['/api/counter/-4', { headers: auth() }, 400],
      ['/api/counter', { method: 'PUT', headers: { ...auth(), 'content-type': 'text/xml' }, body: '<by>1</by>' }, 415],
      ['/api/counter', { method: 'PUT', headers: auth(), body: `{"by":1,"pad":"${'x'.repeat(1_100_000)}"}` }, 413],
      ['/api/nothing/here', { headers: auth() }, 404],
      ['/api/counter', { method: 'DELETE', headers: auth() }, 405],
      ['/somewhere', {}, 404],
    ];
    for (const [path, init, status] of cases) {
      const res = await call(origin, path, init);
      expect(res.status, `${init.method ?? 'GET'} ${path}`).toBe(status);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(typeof res.json().status?.message).toBe('string');
    }
    expect((await call(origin, '/api/counter/1', { headers: auth() })).status).toBe(200);
  });

  it('answers a handler bug with 500 JSON, never a dropped connection', async () => {
    const res = await call(origin, '/api/counter/crash', { headers: auth() });
    expect(res.status).toBe(500);
    expect(res.json().status?.message).toBe('Kesalahan internal sandbox');
  });

  it('answers a malformed HTTP request with 400 and keeps serving', async () => {
    const { port } = sandbox.server.address() as AddressInfo;
    const answer = await new Promise<string>((done) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'GET',
        path: '/api/counter/1',
        headers: { 'content-length': 'abc' },
      });
      req.on('response', (res) => done(String(res.statusCode)));
      req.on('error', () => done('closed'));
      req.end();
    });
    expect(['400', 'closed']).toContain(answer);
    expect((await call(origin, '/api/counter/1', { headers: auth() })).status).toBe(200);
  });

  it('routes the chat API under /chat-api/', async () => {
    expect((await call(origin, '/chat-api/ping', { headers: auth() })).json().data).toBe('pong');
    expect((await call(origin, '/api/ping', { headers: auth() })).status).toBe(404);
  });

  it('accepts multipart uploads within the file rules and serves the stored file', async () => {
    const form = new FormData();
    form.append(
      'logo',
      new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' }),
      'logo.png',
    );
    const res = await call(origin, '/api/counter/upload', {
      method: 'POST',
      headers: { authorization: token },
      body: form,
    });
    expect(res.status).toBe(200);
    const url = String(res.json().data);
    expect(url).toMatch(/^\/cdn\/uploads\/[0-9a-f]+\.png$/);
    const file = await fetch(`${origin}${url}`);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]));
  });

  it('refuses files that are too large or of the wrong type with 422', async () => {
    const big = new FormData();
    big.append('logo', new Blob([new Uint8Array(2048)], { type: 'image/png' }), 'big.png');
    expect(
      (await call(origin, '/api/counter/upload', { method: 'POST', headers: { authorization: token }, body: big }))
        .status,
    ).toBe(422);
    const exe = new FormData();
    exe.append('logo', new Blob(['MZ'], { type: 'application/x-msdownload' }), 'virus.exe');
    expect(
      (await call(origin, '/api/counter/upload', { method: 'POST', headers: { authorization: token }, body: exe }))
        .status,
    ).toBe(422);
    const broken = await call(origin, '/api/counter/upload', {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'multipart/form-data; boundary=x' },
      body: 'garbage',
    });
    expect(broken.status).toBe(400);
  });

  it('answers a page with a file of its own by its clean URL: /penyedia/login is the login page drawn at build time', async () => {
    const login = await call(origin, '/penyedia/login');
    expect(login.status).toBe(200);
    expect(login.body).toContain('<h1>Login Penjual</h1>');
    expect(login.headers.get('cache-control')).toBe('no-cache');
    const withQuery = await call(origin, '/penyedia/login?from=mail');
    expect(withQuery.body).toContain('<h1>Login Penjual</h1>');
    expect((await call(origin, '/penyedia/dashboard')).body).not.toContain('Login Penjual');
    expect((await call(origin, '/penyedia/pesanan/login')).body).not.toContain('Login Penjual');
  });

  it('serves the portal with history fallback, gzip and immutable assets, and refuses path traversal', async () => {
    const deep = await call(origin, '/penyedia/pesanan/detail/5001');
    expect(deep.status).toBe(200);
    expect(deep.body).toContain('<title>portal</title>');
    expect(deep.headers.get('cache-control')).toBe('no-cache');
    const asset = await fetch(`${origin}/penyedia/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect((await call(origin, '/penyedia/assets/missing.js')).status).toBe(404);
    for (const path of [
      '/penyedia/..%2f..%2fetc%2fpasswd',
      '/penyedia/%2e%2e/%2e%2e/etc/passwd',
      '/cdn/uploads/..%2f..%2fstate%2fsessions.json',
    ]) {
      const res = await call(origin, path);
      expect(res.body).not.toContain('root:');
      expect(res.body).not.toContain('tokens');
    }
  });

  it('serves config.json pointing the portal at itself', async () => {
    const res = await call(origin, '/penyedia/config.json');
    expect(res.json()).toMatchObject({
      apiRoot: '/api',
      chatApiRoot: '/chat-api',
      cdnRoot: '/cdn',
      realtime: { kind: 'sse' },
    });
  });

  it('keeps changes and sessions across a restart, and re-seeds with reset', async () => {
    await call(origin, '/api/counter', { method: 'PUT', headers: auth(), body: '{"by":5}' });
    await sandbox.close();
    await start(false);
    expect((await call(origin, '/api/counter/1', { headers: auth() })).json().data).toBe(15);
    await call(origin, '/api/counter/zero', { headers: auth() });
    await sandbox.close();
    await start(false);
    expect((await call(origin, '/api/counter/1', { headers: auth() })).json().data).toBe(0);
    await sandbox.close();
    await start(true);
    expect((await call(origin, '/api/counter/1', { headers: auth() })).status).toBe(401);
    const login = await call(origin, '/api/open/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"abc"}',
    });
    token = String(login.json().data);
    expect((await call(origin, '/api/counter/1', { headers: auth() })).json().data).toBe(10);
  });
});
