import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import {
  endpointNotFound,
  fileTooLarge,
  fileTypeRefused,
  invalidInput,
  methodNotAllowed,
  SERVER_MESSAGES,
} from '@core/api/serverMessages';
import { systemClock, type Clock } from '@core/clock';
import type { AppConfig } from '@core/config';
import { stripHiddenDeep } from '@core/text';
import type { AnyArea, FileRule, HandlerContext, JobContext, Session } from './area';
import { BodyError, parseBody, readBody } from './body';
import { realDisk, type Disk } from './disk';
import { attachment, isImageType, PORTAL_HEADERS, UPLOAD_HEADERS } from './headers';
import { AttemptLimiter, DEFAULT_LOGIN_LIMIT, type AttemptPolicy } from './limiter';
import { placeholderSvg } from './placeholder';
import { RealtimeHub } from './realtime';
import { everyCall, type CallPermission } from './permission';
import { isRefusal, isReply, type Reply } from './reply';
import { Router } from './router';
import {
  DEFAULT_SESSION_IDLE_MS,
  findSession,
  SESSIONS_AREA,
  sessionRegistry,
  sessionsStateSchema,
  touchEvery,
  touchSession,
  type SessionsState,
} from './sessions';
import { contentType, safeFile, sendFile, servePortal } from './static';
import { SandboxStore } from './store';
import { DiskError, Transactions, type RootDraft } from './transaction';
import { acceptedKinds, kindOf, storeUpload } from './uploads';
import { isTemplatePath, sendTemplate } from './areas/product/massTemplate';
import { consoleMailbox, type Mailbox } from './mailbox';

export interface SandboxOptions {
  readonly dataDir: string;
  readonly reset: boolean;
  /** The built portal (dist/web), or null to serve the API only. */
  readonly webRoot: string | null;
  readonly areas: readonly AnyArea[];
  /** Which calls a seller may make (every call unless given). */
  readonly permission?: CallPermission;
  /** Changes whenever the fixtures change; a data folder seeded from others is refused (see --reset). */
  readonly seedVersion: string;
  readonly log?: (line: string) => void;
  /** Where the sandbox reads time (core's clock port); the real clock in WIB unless given. */
  readonly clock?: Clock;
  /** A session unused this long has ended (default 12 hours). */
  readonly sessionIdleMs?: number;
  /** Failed logins allowed per e-mail and per client in a window (default 5 a minute). */
  readonly loginLimit?: AttemptPolicy;
  /** Where state files are written (tests play a full disk with a failing one). */
  readonly disk?: Disk;
  /** Where e-mails go: the console unless given (tests keep them to read the code). */
  readonly mailbox?: Mailbox;
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

/** A reply with its body already written out (inside its transaction: the body may hold drafts). */
interface Answer {
  readonly reply: Reply;
  readonly text: string;
}

function answered(reply: Reply): Answer {
  return { reply, text: JSON.stringify(reply.body) };
}

function sendJson(res: ServerResponse, reply: Reply, text: string = JSON.stringify(reply.body)): void {
  res.writeHead(reply.httpStatus, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
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

async function checkFile(field: string, value: unknown, rule: FileRule): Promise<string | null> {
  if (!(value instanceof Blob)) return null;
  if (value.size > rule.maxBytes) return fileTooLarge(field, rule.maxBytes);
  const kinds = acceptedKinds(rule);
  const kind = await kindOf(value);
  return kind !== null && kinds.has(kind) ? null : (rule.typeMessage ?? fileTypeRefused(field, [...kinds]));
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

/** A path whose percent-encoding does not decode is answered 400 before anything else looks at it. */
function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export function createSandbox(options: SandboxOptions): Sandbox {
  const clock = options.clock ?? systemClock();
  const mailbox = options.mailbox ?? consoleMailbox;
  const now = () => new Date(clock.now());
  const store = new SandboxStore(options.dataDir, options.seedVersion, options.disk ?? realDisk, () => clock.now());
  store.open(
    [{ name: SESSIONS_AREA, seed: () => ({ tokens: {} }), schema: sessionsStateSchema }, ...options.areas],
    options.reset,
  );
  const router = new Router(options.areas);
  const realtime = new RealtimeHub();
  const transactions = new Transactions(store);
  const policy = { idleMs: options.sessionIdleMs ?? DEFAULT_SESSION_IDLE_MS };
  const loginAttempts = new AttemptLimiter(options.loginLimit ?? DEFAULT_LOGIN_LIMIT, () => clock.now());
  const limiters = new Map<string, AttemptLimiter>();
  const limiter = (name: string, limit: AttemptPolicy): AttemptLimiter => {
    const known = limiters.get(name);
    if (known) return known;
    const made = new AttemptLimiter(limit, () => clock.now());
    limiters.set(name, made);
    return made;
  };
  const permission = options.permission ?? everyCall;
  const timers = new Set<NodeJS.Timeout>();

  const log = (line: string) => options.log?.(line);
  const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

  /** The live session of a request's token, read from the committed sessions. */
  function sessionOf(req: IncomingMessage): (Session & { lastSeenAt: number }) | null {
    const token = tokenOf(req);
    return token ? findSession(store.get<SessionsState>(SESSIONS_AREA), token, clock.now(), policy) : null;
  }

  /** Keeps a used session alive on disk, at most about once a minute per session. */
  async function touch(session: Session & { lastSeenAt: number }): Promise<void> {
    const at = clock.now();
    if (at - session.lastSeenAt < touchEvery(policy)) return;
    try {
      await transactions.write(async (draft) => {
        touchSession(draft[SESSIONS_AREA] as SessionsState, session.token, at);
        return { result: null, commit: true };
      });
    } catch (error) {
      // A session that could not be refreshed on disk is still live in memory; the call goes on.
      log(`error: session refresh not written: ${describe(error)}`);
    }
  }

  interface Effects {
    readonly list: Array<() => void>;
  }

  function contextFor<S>(
    area: AnyArea,
    draft: RootDraft,
    session: Session | null,
    client: string,
    effects: Effects,
  ): HandlerContext<S> {
    const publishFor = (sellerId: number | undefined) => (event: string, data: unknown) => {
      if (sellerId !== undefined) effects.list.push(() => realtime.publish(sellerId, event, data));
    };
    return {
      state: draft[area.name] as S,
      session,
      area: <T>(name: string) => {
        if (!(name in draft)) throw new Error(`sandbox area not loaded: ${name}`);
        return draft[name] as T;
      },
      sessions: sessionRegistry(draft[SESSIONS_AREA] as SessionsState, clock.now(), policy),
      saveUpload: async (file) => {
        const saved = await storeUpload(store.uploadsDir, file);
        if (!saved) throw new BodyError(422, fileTypeRefused(file.name ?? 'file', ['pdf', 'jpeg', 'png']));
        return saved;
      },
      publish: publishFor(session?.sellerId),
      afterCommit: (effect) => effects.list.push(effect),
      mail: (mail) => effects.list.push(() => mailbox.send(mail)),
      defer: (delayMs, job) =>
        effects.list.push(() => schedule(area, session?.sellerId, delayMs, job as (ctx: JobContext<unknown>) => void)),
      now,
      clock,
      client,
      loginAttempts,
      limiter,
    };
  }

  /** A deferred job: later, in a transaction of its own; what it publishes goes out once it is on disk. */
  function schedule(
    area: AnyArea,
    sellerId: number | undefined,
    delayMs: number,
    job: (ctx: JobContext<unknown>) => void,
  ): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const published: Array<() => void> = [];
      transactions
        .write(async (draft) => {
          job({
            state: draft[area.name],
            now,
            publish: (event, data) => {
              if (sellerId !== undefined) published.push(() => realtime.publish(sellerId, event, data));
            },
          });
          return { result: null, commit: true };
        })
        .then(() => {
          for (const effect of published) effect();
        })
        .catch((error: unknown) => log(`error: deferred job of ${area.name}: ${describe(error)}`));
    }, delayMs);
    timer.unref();
    timers.add(timer);
  }

  /** Runs what the clock has made due (the school's payment, a customer's answer) before a request looks. */
  async function catchUp(): Promise<void> {
    const at = clock.now();
    const due = options.areas.filter((area) => area.catchUp?.due(store.get(area.name), at));
    if (due.length === 0) return;
    const published: Array<() => void> = [];
    await transactions.write(async (draft) => {
      for (const area of due)
        area.catchUp?.apply(draft[area.name], new Date(at), (sellerId, event, data) =>
          published.push(() => realtime.publish(sellerId, event, data)),
        );
      return { result: null, commit: true };
    });
    for (const effect of published) effect();
  }

  async function handleApi(req: IncomingMessage, url: URL): Promise<Answer> {
    const method = (req.method ?? 'GET').toUpperCase();
    const matched = router.match(method, url.pathname);
    if (matched === null) return answered(problem(404, endpointNotFound(method, url.pathname)));
    if (matched === 'method') return answered(problem(405, methodNotAllowed(method, url.pathname)));
    const { area, route, params } = matched;
    const session = sessionOf(req);
    if (!route.def.public && !session) return answered(problem(401, SERVER_MESSAGES.unauthorized));
    if (session) await touch(session);
    const refused = permission({ area: area.name, route: route.name, session }, store.snapshot());
    if (refused) return answered(refused);

    const contentTypeHeader = String(req.headers['content-type'] ?? '');
    const isMultipart = contentTypeHeader.toLowerCase().startsWith('multipart/');
    const body = await parseBody(contentTypeHeader, await readBody(req, isMultipart ? MULTIPART_LIMIT : JSON_LIMIT));
    const query = Object.fromEntries(url.searchParams);
    // Control and bidirectional characters are dropped from every text field before anything reads it.
    const input: Record<string, unknown> = stripHiddenDeep(
      route.def.encoding === 'query' || route.def.encoding === 'none'
        ? { ...query, ...params }
        : { ...query, ...body, ...params },
    );
    for (const [field, rule] of Object.entries(route.files ?? {})) {
      const complaint = await checkFile(field, input[field], rule);
      if (complaint) return answered(problem(422, complaint));
    }
    const checked = route.def.request.safeParse(input);
    if (!checked.success) {
      const first = checked.error.issues[0];
      return answered(
        problem(400, invalidInput(first?.path.join('.') || 'input', first?.message ?? ''), checked.error.issues),
      );
    }
    await catchUp();
    const client = req.socket.remoteAddress ?? 'unknown';
    // Slow work on the committed state, outside the transaction (a password check, a login's slowdown).
    const prepared = route.prepare
      ? await transactions.read(
          (root) =>
            route.prepare?.(checked.data, contextFor(area, root, session, client, { list: [] })) ?? Promise.resolve(),
        )
      : undefined;
    if (isReply(prepared)) return answered(prepared);
    const run = async (draft: RootDraft, effects: Effects): Promise<Answer> => {
      const reply = await route.handle(checked.data, contextFor(area, draft, session, client, effects), prepared);
      if (!isReply(reply)) throw new Error(SERVER_MESSAGES.noReply);
      return answered(reply);
    };
    if (method === 'GET' && !route.mutates) return transactions.read((root) => run(root, { list: [] }));
    const effects: Effects = { list: [] };
    const answer = await transactions.write(async (draft) => {
      effects.list.length = 0;
      const result = await run(draft, effects);
      return { result, commit: !isRefusal(result.reply) || result.reply.keepChanges === true };
    });
    for (const effect of effects.list) effect();
    return answer;
  }

  /** Uploads, the areas' private files (with the owner's token), and placeholder pictures. */
  async function handleCdn(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const relative = url.pathname.slice('/cdn/'.length);
    if (relative.startsWith('uploads/')) {
      const file = safeFile(store.uploadsDir, relative.slice('uploads/'.length));
      if (!file) return sendJson(res, problem(404, SERVER_MESSAGES.notFound));
      const type = contentType(file);
      const extra: Record<string, string> = { ...UPLOAD_HEADERS };
      if (!isImageType(type)) extra['Content-Disposition'] = attachment(relative.split('/').pop() ?? 'file');
      return sendFile(req, res, file, true, extra);
    }
    for (const area of options.areas) {
      for (const fileRoute of area.files ?? []) {
        const match = fileRoute.path.exec(url.pathname);
        if (!match) continue;
        const session = sessionOf(req);
        if (!session) return sendJson(res, problem(401, SERVER_MESSAGES.unauthorized));
        await catchUp();
        const served = await transactions.read((root) =>
          Promise.resolve(
            fileRoute.serve(
              match,
              url.searchParams,
              contextFor(area, root, session, req.socket.remoteAddress ?? 'unknown', { list: [] }),
            ),
          ),
        );
        if (!served) return sendJson(res, problem(404, SERVER_MESSAGES.forbiddenFile));
        res.writeHead(200, {
          'Content-Type': served.type,
          'Content-Length': String(served.body.length),
          'Cache-Control': 'private, no-store',
          'Content-Disposition': attachment(served.fileName),
          ...UPLOAD_HEADERS,
        });
        res.end(req.method === 'HEAD' ? undefined : served.body);
        return;
      }
    }
    res.writeHead(200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
      ...UPLOAD_HEADERS,
    });
    res.end(placeholderSvg(relative));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox.local');
    if (!decodable(url.pathname)) return sendJson(res, problem(400, SERVER_MESSAGES.badPath));
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
      const answer = await handleApi(req, url);
      sendJson(res, answer.reply, answer.text);
      return;
    }
    if (path === '/realtime') {
      const session = sessionOf(req);
      if (!session) return sendJson(res, problem(401, SERVER_MESSAGES.unauthorized));
      realtime.subscribe(session.sellerId, res);
      return;
    }
    if (isTemplatePath(path)) return sendTemplate(req, res);
    if (path.startsWith('/cdn/')) return handleCdn(req, res, url);
    if (path === '/penyedia/config.json') {
      return sendJson(res, { httpStatus: 200, body: portalConfig(clock.zone) });
    }
    if (path === '/' || path === '/penyedia') {
      res.writeHead(302, { Location: '/penyedia/' });
      res.end();
      return;
    }
    if (path.startsWith('/penyedia/')) {
      if (method !== 'GET' && method !== 'HEAD') return sendJson(res, problem(405, SERVER_MESSAGES.methodNotAllowed));
      return servePortal(req, res, options.webRoot, path.slice('/penyedia/'.length), PORTAL_HEADERS);
    }
    sendJson(res, problem(404, `${SERVER_MESSAGES.notFound}: ${path}`));
  }

  const server = createServer((req, res) => {
    const started = performance.now();
    handle(req, res)
      .catch((error: unknown) => {
        let reply: Reply;
        if (error instanceof BodyError) reply = problem(error.httpStatus, error.message);
        else if (error instanceof DiskError) reply = problem(503, SERVER_MESSAGES.diskFailed);
        else reply = problem(500, SERVER_MESSAGES.internalError);
        if (!(error instanceof BodyError)) log(`error: ${describe(error)}`);
        if (!res.headersSent) sendJson(res, reply);
        else res.end();
        // Drain what is left of a refused body so the connection is not left hanging.
        req.resume();
      })
      .finally(() => {
        log(`${req.method} ${req.url} ${res.statusCode} ${Math.round(performance.now() - started)}ms`);
      });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable)
      socket.end(
        'HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n{"status":{"code":400,"message":"Bad Request"}}',
      );
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
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        realtime.closeAll();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function webRootIfBuilt(dir: string): string | null {
  return existsSync(join(dir, 'index.html')) ? dir : null;
}
