import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SERVER_MESSAGES } from '@core/api/serverMessages';
import { XLSX_TYPE } from '@core/export/xlsxType';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.xlsx': XLSX_TYPE,
  '.csv': 'text/csv; charset=utf-8',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.csv', '.txt']);
const gzipCache = new Map<string, { mtime: number; data: Buffer }>();

export function contentType(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** A file below `root`, or null (also for any path that tries to leave it). */
export function safeFile(root: string, relative: string): string | null {
  const base = resolve(root);
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = resolve(base, normalize(`.${sep}${decoded}`));
  if (full !== base && !full.startsWith(base + sep)) return null;
  if (!existsSync(full) || !statSync(full).isFile()) return null;
  return full;
}

/** Sends a file, gzipped when the browser accepts it; hashed assets are cached for a year. */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  immutable: boolean,
  extra: Readonly<Record<string, string>> = {},
): void {
  const type = contentType(file);
  const ext = extname(file).toLowerCase();
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    ...extra,
  };
  const accepts = String(req.headers['accept-encoding'] ?? '').includes('gzip');
  let data: Buffer;
  if (accepts && COMPRESSIBLE.has(ext)) {
    const mtime = statSync(file).mtimeMs;
    const cached = gzipCache.get(file);
    if (cached && cached.mtime === mtime) data = cached.data;
    else {
      data = gzipSync(readFileSync(file));
      gzipCache.set(file, { mtime, data });
    }
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
  } else {
    data = readFileSync(file);
  }
  headers['Content-Length'] = String(data.length);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : data);
}

/**
 * Serves the built portal under /penyedia/: files as they are, a page with a file of its own by
 * its clean URL (/penyedia/login is login.html, drawn at build time), and every other page
 * through index.html (history fallback).
 */
export function servePortal(
  req: IncomingMessage,
  res: ServerResponse,
  webRoot: string | null,
  relative: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  if (!webRoot || !existsSync(join(webRoot, 'index.html'))) {
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`${SERVER_MESSAGES.portalNotBuilt}\n`);
    return;
  }
  const file = relative ? safeFile(webRoot, relative) : null;
  if (file) {
    sendFile(req, res, file, relative.startsWith('assets/'), headers);
    return;
  }
  if (relative.startsWith('assets/')) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`${SERVER_MESSAGES.notFound}\n`);
    return;
  }
  const page = /^[a-z-]+$/.test(relative) ? safeFile(webRoot, `${relative}.html`) : null;
  sendFile(req, res, page ?? join(webRoot, 'index.html'), false, headers);
}
