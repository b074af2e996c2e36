import { systemClock, type Clock } from '@core/clock';
import { createHash } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import type { AppConfig } from '@core/config';
import type { AnyArea, FileRule, HandlerContext, UploadedFile } from './area';
import { BodyError, parseBody, readBody } from './body';
import { placeholderSvg } from './placeholder';
import { RealtimeHub } from './realtime';
import { isReply, type Reply } from './reply';
import { Router } from './router';
import { createSessions } from './sessions';
import { safeFile, sendFile, servePortal } from './static';
import { SandboxStore } from './store';
import { isTemplatePath, sendTemplate } from './areas/product/massTemplate';

export interface SandboxOptions {
  readonly dataDir: string;
  readonly reset: boolean;
  /** The built portal (dist/web), or null to serve the API only. */
  readonly webRoot: string | null;
  readonly areas: readonly AnyArea[];
  /** Changes whenever the fixtures change, so a stale data folder is re-seeded. */
  readonly seedVersion: string;
  readonly log?: (line: string) => void;
  /** Where the sandbox reads time (core's clock port); the real clock in WIB unless given. */
  readonly clock?: Clock;
}

export interface Sandbox {
  readonly server: Server;
  readonly store: SandboxStore;
  readonly router: Router;
  readonly realtime: RealtimeHub;
  close(): Promise<void>;
}

const JSON_LIMIT = 1024 * 1024;
const MULTIPART_LIMIT = 12 * 1024 * 1024;

function sendJson(res: ServerResponse, reply: Reply): void {
  const text = JSON.stringify(reply.body);
  res.writeHead(reply.httpStatus, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...reply.headers,
  });
  res.end(text);
}

function problem(httpStatus: number, message: string, data: unknown = null): Reply {
  return { httpStatus, body: { status: { code: httpStatus, message }, data } };
}

function tokenOf(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  // The portal sends the token raw; accept a Bearer prefix too, as API clients often add it.
  return header.replace(/^Bearer\s+/i, '').trim() || null;
}

function checkFile(field: string, value: unknown, rule: FileRule): string | null {
  if (!(value instanceof Blob)) return null;
  if (value.size > rule.maxBytes) return `File ${field} terlalu besar (maksimal ${Math.round(rule.maxBytes / 1024)} kb)`;
  const name = ((value as Blob & { name?: string }).name ?? '').toLowerCase();
  const type = value.type.toLowerCase();
  const accepted = rule.accept.some((a) => (a.startsWith('.') ? name.endsWith(a) : type === a));
  return accepted ? null : `Jenis file ${field} tidak didukung`;
}

function portalConfig(timeZone: string): AppConfig {
  return {
    apiRoot: '/api',
    chatApiRoot: '/chat-api',
    cdnRoot: '/cdn',
    realtime: { kind: 'sse', url: '/realtime' },
    mapTilesUrl: null,
    geocodeUrl: '/api/geocode/reverse',
    sellerSuffix: 'Penyedia',
    timeZone,
  };
}

export function createSandbox(options: SandboxOptions): Sandbox {
  const store = new SandboxStore(options.dataDir, options.seedVersion);
  const sessions = createSessions(store, options.reset);
  for (const area of options.areas) store.load(area.name, area.seed, options.reset);
  const router = new Router(options.areas);
  const realtime = new RealtimeHub();
  const clock = options.clock ?? systemClock();
  const now = () => new Date(clock.now());

  async function saveUpload(file: Blob & { name?: string }): Promise<UploadedFile> {
    const data = Buffer.from(await file.arrayBuffer());
    const ext = extname(file.name ?? '').toLowerCase().replace(/[^.a-z0-9]/g, '') || '.bin';
    const name = `${createHash('sha256').update(data).digest('hex').slice(0, 20)}${ext}`;
    writeFileSync(join(store.uploadsDir, name), data);
    return { url: `/cdn/uploads/${name}`, name: file.name ?? name, size: data.length, type: file.type };
  }

  async function handleApi(req: IncomingMessage, url: URL): Promise<Reply> {
    const method = (req.method ?? 'GET').toUpperCase();
    const matched = router.match(method, url.pathname);
    if (matched === null) return problem(404, `Endpoint tidak ditemukan: ${method} ${url.pathname}`);
    if (matched === 'method') return problem(405, `Metode ${method} tidak diizinkan untuk ${url.pathname}`);
    const { area, route, params } = matched;
    const token = tokenOf(req);
    const session = token ? sessions.find(token) : null;
    if (!route.def.public && !session) return problem(401, 'Unauthorized');

    const contentType = String(req.headers['content-type'] ?? '');
    const isMultipart = contentType.toLowerCase().startsWith('multipart/');
    const body = await parseBody(contentType, await readBody(req, isMultipart ? MULTIPART_LIMIT : JSON_LIMIT));
    const query = Object.fromEntries(url.searchParams);
    const input: Record<string, unknown> =
      route.def.encoding === 'query' || route.def.encoding === 'none' ? { ...query, ...params } : { ...query, ...body, ...params };
    for (const [field, rule] of Object.entries(route.files ?? {})) {
      const complaint = checkFile(field, input[field], rule);
      if (complaint) return problem(422, complaint);
    }
    const checked = route.def.request.safeParse(input);
    if (!checked.success) {
      const first = checked.error.issues[0];
      const where = first?.path.join('.') || 'input';
      return problem(400, `Input tidak valid (${where}): ${first?.message ?? ''}`, checked.error.issues);
    }
    const ctx: HandlerContext<unknown> = {
      state: store.get(area.name),
      session,
      area: <T>(name: string) => store.get<T>(name),
      sessions,
      saveUpload,
      publish: (event, data) => {
        if (session) realtime.publish(session.sellerId, event, data);
      },
      now,
    };
    const reply = await route.handle(checked.data, ctx);
    if (!isReply(reply)) return problem(500, 'Sandbox handler returned no reply');
    if (method !== 'GET' || route.mutates) store.saveAll();
    return reply;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox.local');
    const path = url.pathname;
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type',
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
      });
      res.end();
      return;
    }
    if (path.startsWith('/api/') || path.startsWith('/chat-api/')) {
      sendJson(res, await handleApi(req, url));
      return;
    }
    if (path === '/realtime') {
      const token = tokenOf(req);
      const session = token ? sessions.find(token) : null;
      if (!session) return sendJson(res, problem(401, 'Unauthorized'));
      realtime.subscribe(session.sellerId, res);
      return;
    }
    if (isTemplatePath(path)) return sendTemplate(req, res);
    if (path.startsWith('/cdn/')) {
      const relative = path.slice('/cdn/'.length);
      const uploaded = relative.startsWith('uploads/') ? safeFile(store.uploadsDir, relative.slice('uploads/'.length)) : null;
      if (uploaded) return sendFile(req, res, uploaded, true);
      res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
      res.end(placeholderSvg(relative));
      return;
    }
    if (path === '/penyedia/config.json') {
      return sendJson(res, { httpStatus: 200, body: portalConfig(clock.zone) });
    }
    if (path === '/' || path === '/penyedia') {
      res.writeHead(302, { Location: '/penyedia/' });
      res.end();
      return;
    }
    if (path.startsWith('/penyedia/')) {
      if (method !== 'GET' && method !== 'HEAD') return sendJson(res, problem(405, 'Metode tidak diizinkan'));
      return servePortal(req, res, options.webRoot, path.slice('/penyedia/'.length));
    }
    sendJson(res, problem(404, `Tidak ditemukan: ${path}`));
  }

  const server = createServer((req, res) => {
    const started = Date.now();
    handle(req, res)
      .catch((error: unknown) => {
        const reply =
          error instanceof BodyError ? problem(error.httpStatus, error.message) : problem(500, 'Kesalahan internal sandbox');
        if (!(error instanceof BodyError)) options.log?.(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        if (!res.headersSent) sendJson(res, reply);
        else res.end();
        // Drain what is left of a refused body so the connection is not left hanging.
        req.resume();
      })
      .finally(() => {
        options.log?.(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`);
      });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n{"status":{"code":400,"message":"Bad Request"}}');
  });
  server.requestTimeout = 60_000;
  server.headersTimeout = 20_000;

  return {
    server,
    store,
    router,
    realtime,
    close: () =>
      new Promise<void>((resolve) => {
        realtime.closeAll();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function webRootIfBuilt(dir: string): string | null {
  return existsSync(join(dir, 'index.html')) ? dir : null;
}
