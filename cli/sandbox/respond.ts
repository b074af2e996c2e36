import type { ServerResponse } from 'node:http';
import type { Reply } from './reply';

/** Writes a reply as JSON; `bytes` is its body when already written out. */
export function sendJson(
  res: ServerResponse,
  reply: Reply,
  bytes: Buffer = Buffer.from(JSON.stringify(reply.body)),
): void {
  res.writeHead(reply.httpStatus, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(bytes.length),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...reply.headers,
  });
  res.end(bytes);
}
