import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { SERVER_MESSAGES } from '@core/api/serverMessages';
import type { AnyArea } from './area';
import { handlerContext, type ContextPorts } from './context';
import { attachment, isImageType, UPLOAD_HEADERS } from './headers';
import type { Clockwork } from './jobs';
import { placeholderSvg } from './placeholder';
import { fail } from './reply';
import { sendJson } from './respond';
import type { SessionGate } from './sessionGate';
import { contentType, safeFile, sendFile } from './static';
import type { Transactions } from './transaction';
import type { UploadFolders } from './uploads';

export interface CdnParts {
  readonly areas: readonly AnyArea[];
  readonly gate: SessionGate;
  readonly clockwork: Clockwork;
  readonly transactions: Transactions;
  readonly context: ContextPorts;
  readonly uploads: UploadFolders;
}

/** How an upload is served: never sniffed or run, anything but an image as a download. */
function uploadHeaders(file: string, fileName: string): Record<string, string> {
  const headers: Record<string, string> = { ...UPLOAD_HEADERS };
  if (!isImageType(contentType(file))) headers['Content-Disposition'] = attachment(fileName);
  return headers;
}

/** /cdn/…: uploads, the areas' private files (with the owner's token), and placeholder pictures. */
export function cdn(parts: CdnParts): (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> {
  return async (req, res, url) => {
    const relative = url.pathname.slice('/cdn/'.length);
    const fileName = relative.split('/').pop() ?? 'file';
    if (relative.startsWith('uploads/')) {
      const file = safeFile(parts.uploads.publicDir, relative.slice('uploads/'.length));
      if (!file) return sendJson(res, fail(404, SERVER_MESSAGES.notFound));
      return sendFile(req, res, file, true, uploadHeaders(file, fileName));
    }
    if (relative.startsWith('private/')) {
      // /cdn/private/<owner>/<file>: only for the owner's token, and kept by no cache.
      const session = parts.gate.sessionOf(req);
      if (!session) return sendJson(res, fail(401, SERVER_MESSAGES.unauthorized));
      const [owner = '', ...rest] = relative.slice('private/'.length).split('/');
      if (owner !== String(session.sellerId)) return sendJson(res, fail(404, SERVER_MESSAGES.forbiddenFile));
      const file = safeFile(join(parts.uploads.privateDir, owner), rest.join('/'));
      if (!file) return sendJson(res, fail(404, SERVER_MESSAGES.notFound));
      return sendFile(req, res, file, false, {
        ...uploadHeaders(file, fileName),
        'Cache-Control': 'private, no-store',
      });
    }
    for (const area of parts.areas) {
      for (const fileRoute of area.files ?? []) {
        const match = fileRoute.path.exec(url.pathname);
        if (!match) continue;
        const session = parts.gate.sessionOf(req);
        if (!session) return sendJson(res, fail(401, SERVER_MESSAGES.unauthorized));
        await parts.clockwork.catchUp();
        const client = req.socket.remoteAddress ?? 'unknown';
        const served = await parts.transactions.read((root) =>
          Promise.resolve(
            fileRoute.serve(
              match,
              url.searchParams,
              handlerContext(parts.context, { area, root, session, client, effects: null }),
            ),
          ),
        );
        if (!served) return sendJson(res, fail(404, SERVER_MESSAGES.forbiddenFile));
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
  };
}
