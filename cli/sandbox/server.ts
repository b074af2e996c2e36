import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { SERVER_MESSAGES } from '@core/api/serverMessages';
import { systemClock, type Clock } from '@core/clock';
import type { AppConfig } from '@core/config';
import type { AnyArea } from './area';
import { isTemplatePath, sendTemplate } from './areas/product/massTemplate';
import { cdn } from './cdn';
import type { ContextPorts } from './context';
import { realDisk, type Disk } from './disk';
import { Writes } from './effects';
import { PORTAL_HEADERS } from './headers';
import { httpServer } from './http';
import { Clockwork } from './jobs';
import { AttemptLimiter, DEFAULT_LOGIN_LIMIT, namedLimiters, type AttemptPolicy } from './limiter';
import type { Log } from './log';
import { consoleMailbox, type Mailbox } from './mailbox';
import { everyCall, type CallPermission } from './permission';
import { apiPipeline } from './pipeline';
import { ReadCache } from './readCache';
import { RealtimeHub } from './realtime';
import { fail } from './reply';
import { sendJson } from './respond';
import { Router } from './router';
import { SessionGate } from './sessionGate';
import { DEFAULT_SESSION_IDLE_MS, SESSIONS_AREA, sessionsStateSchema } from './sessions';
import { servePortal } from './static';
import { SandboxStore } from './store';
import { Transactions } from './transaction';

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
  readonly log?: Log;
  /** Where the sandbox reads time (core's clock port); the real clock in WIB unless given. */
  readonly clock?: Clock;
  /** A session unused this long has ended (default 12 hours). */
  readonly sessionIdleMs?: number;
  /** Failed logins allowed per e-mail and per client in a window (default 5 a minute). */
  readonly loginLimit?: AttemptPolicy;
  /** Where state files are written (tests play a full disk with a failing one). */
  readonly disk?: Disk;
  /** Where e-mails go: the console unless given. */
  readonly mailbox?: Mailbox;
  /** Origins besides its own whose pages may call the API. */
  readonly allowedOrigins?: readonly string[];
}

export interface Sandbox {
  readonly server: Server;
  readonly store: SandboxStore;
  readonly router: Router;
  readonly realtime: RealtimeHub;
  close(): Promise<void>;
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

/**
 * The sandbox: its store opened (or seeded), and the parts that answer requests put together. The
 * HTTP layer (http.ts) dispatches by path; API calls go through the pipeline (pipeline.ts); every
 * write goes through one transaction queue with its effects collector (effects.ts).
 */
export function createSandbox(options: SandboxOptions): Sandbox {
  const clock = options.clock ?? systemClock();
  const log: Log = options.log ?? (() => undefined);
  const disk = options.disk ?? realDisk;
  const store = new SandboxStore(options.dataDir, options.seedVersion, disk, () => clock.now());
  store.open(
    [{ name: SESSIONS_AREA, seed: () => ({ tokens: {} }), schema: sessionsStateSchema }, ...options.areas],
    options.reset,
  );
  const router = new Router(options.areas);
  const realtime = new RealtimeHub();
  const transactions = new Transactions(store);
  const writes = new Writes(transactions, { realtime, mailbox: options.mailbox ?? consoleMailbox });
  const clockwork = new Clockwork(options.areas, store, writes, clock, log);
  const gate = new SessionGate(store, writes, clock, { idleMs: options.sessionIdleMs ?? DEFAULT_SESSION_IDLE_MS }, log);
  const uploads = { publicDir: store.uploadsDir, privateDir: store.privateUploadsDir };
  const context: ContextPorts = {
    clock,
    sessionPolicy: gate.policy,
    loginAttempts: new AttemptLimiter(options.loginLimit ?? DEFAULT_LOGIN_LIMIT, () => clock.now()),
    limiter: namedLimiters(() => clock.now()),
    uploads,
    disk,
    schedule: (area, sellerId, delayMs, job) => clockwork.schedule(area, sellerId, delayMs, job),
  };

  const server = httpServer({
    api: apiPipeline({
      router,
      gate,
      permission: options.permission ?? everyCall,
      store,
      clockwork,
      transactions,
      writes,
      context,
      reads: new ReadCache(store),
    }),
    realtime: (req, res) => {
      const session = gate.sessionOf(req);
      if (!session) return sendJson(res, fail(401, SERVER_MESSAGES.unauthorized));
      realtime.subscribe(session.sellerId, res);
    },
    cdn: cdn({ areas: options.areas, gate, clockwork, transactions, context, uploads }),
    fixedFile: (req, res, path) => (isTemplatePath(path) ? sendTemplate(req, res) : null),
    portal: (req, res, relative) => servePortal(req, res, options.webRoot, relative, PORTAL_HEADERS),
    config: () => portalConfig(clock.zone),
    allowedOrigins: new Set(options.allowedOrigins ?? []),
    log,
  });

  return {
    server,
    store,
    router,
    realtime,
    close: () =>
      new Promise<void>((resolve) => {
        clockwork.stop();
        realtime.closeAll();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function webRootIfBuilt(dir: string): string | null {
  return existsSync(join(dir, 'index.html')) ? dir : null;
}
