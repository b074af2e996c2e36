import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { SERVER_MESSAGES } from '@core/api/serverMessages';
import type { AppConfig } from '@core/config';
import { BodyError } from './body';
import { clientErrorAnswer } from './clientError';
import { describeError, type Log } from './log';
import type { Answer } from './pipeline';
import { fail, type Reply } from './reply';
import { sendJson } from './respond';
import { DiskError } from './transaction';

/** What answers each part of the sandbox's address space. */
export interface HttpParts {
  /** /api/… and /chat-api/…: the API pipeline. */
  readonly api: (req: IncomingMessage, url: URL) => Promise<Answer>;
  /** /realtime: server-sent events for the token's seller. */
  readonly realtime: (req: IncomingMessage, res: ServerResponse) => void;
  /** /cdn/…: uploads, private files, placeholder pictures. */
  readonly cdn: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;
  /** A file served outside the API at a fixed path (the mass-upload template), or null for any other path. */
  readonly fixedFile: (req: IncomingMessage, res: ServerResponse, path: string) => Promise<void> | null;
  /** /penyedia/…: the built portal; `relative` is the path below /penyedia/. */
  readonly portal: (req: IncomingMessage, res: ServerResponse, relative: string) => void;
  /** /penyedia/config.json: the portal pointed at this server. */
  readonly config: () => AppConfig;
  /** Origins besides the server's own whose pages may call the API (--allow-origin). */
  readonly allowedOrigins: ReadonlySet<string>;
  readonly log: Log;
}

/**
 * The path percent-decoded, or null when it does not decode: such a path is answered 400 before
 * anything else looks at it. The caller uses the result, so a bundler that drops calls to pure
 * functions whose result is unused (rolldown treats decodeURIComponent as one) keeps the check.
 */
function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * Whether a request may act for a seller: no Origin (not from a page: a command, a test) or the
 * origin of a page the server serves itself, as the browser names it, or a configured one. A page
 * of any other origin may neither read nor send writes blind.
 */
function originAllowed(req: IncomingMessage, allowed: ReadonlySet<string>): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  return origin === `http://${req.headers.host ?? ''}` || allowed.has(origin);
}

/** Lets an allowed page read the answer (a configured origin; the server's own needs none). */
function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  return origin ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {};
}

const PREFLIGHT_HEADERS = {
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
  'Access-Control-Max-Age': '600',
};

/** The paths that act for a seller. */
function actsForSeller(path: string): boolean {
  return path.startsWith('/api/') || path.startsWith('/chat-api/') || path === '/realtime' || path.startsWith('/cdn/');
}

/** The sandbox's HTTP layer: checks the request line, dispatches by path, answers every error as JSON. */
export function httpServer(parts: HttpParts): Server {
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox.local');
    if (decodedPath(url.pathname) === null) return sendJson(res, fail(400, SERVER_MESSAGES.badPath));
    const path = url.pathname;
    const method = (req.method ?? 'GET').toUpperCase();
    if ((actsForSeller(path) || method === 'OPTIONS') && !originAllowed(req, parts.allowedOrigins))
      return sendJson(res, fail(403, SERVER_MESSAGES.originRefused));
    if (method === 'OPTIONS') {
      res.writeHead(204, { ...corsHeaders(req), ...PREFLIGHT_HEADERS });
      res.end();
      return;
    }
    if (path.startsWith('/api/') || path.startsWith('/chat-api/')) {
      const answer = await parts.api(req, url);
      sendJson(res, { ...answer.reply, headers: { ...corsHeaders(req), ...answer.reply.headers } }, answer.bytes);
      return;
    }
    if (path === '/realtime') return parts.realtime(req, res);
    const fixed = parts.fixedFile(req, res, path);
    if (fixed) return fixed;
    if (path.startsWith('/cdn/')) return parts.cdn(req, res, url);
    if (path === '/penyedia/config.json') return sendJson(res, { httpStatus: 200, body: parts.config() });
    if (path === '/' || path === '/penyedia') {
      res.writeHead(302, { Location: '/penyedia/' });
      res.end();
      return;
    }
    if (path.startsWith('/penyedia/')) {
      if (method !== 'GET' && method !== 'HEAD') return sendJson(res, fail(405, SERVER_MESSAGES.methodNotAllowed));
      return parts.portal(req, res, path.slice('/penyedia/'.length));
    }
    sendJson(res, fail(404, `${SERVER_MESSAGES.notFound}: ${path}`));
  }

  const server = createServer((req, res) => {
    const started = performance.now();
    handle(req, res)
      .catch((error: unknown) => {
        let reply: Reply;
        if (error instanceof BodyError) reply = fail(error.httpStatus, error.message);
        else if (error instanceof DiskError) reply = fail(503, SERVER_MESSAGES.diskFailed);
        else reply = fail(500, SERVER_MESSAGES.internalError);
        if (!(error instanceof BodyError)) parts.log(`error: ${describeError(error)}`);
        if (!res.headersSent) sendJson(res, reply);
        else res.end();
        // Drain what is left of a refused body so the connection is not left hanging.
        req.resume();
      })
      .finally(() => {
        parts.log(`${req.method} ${req.url} ${res.statusCode} ${Math.round(performance.now() - started)}ms`);
      });
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (socket.writable) socket.end(clientErrorAnswer(error.code));
  });
  server.requestTimeout = 60_000;
  server.headersTimeout = 20_000;
  return server;
}
