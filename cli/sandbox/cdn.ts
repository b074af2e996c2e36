import type { IncomingMessage, ServerResponse } from 'node:http';
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

export interface CdnParts {
  readonly areas: readonly AnyArea[];
  readonly gate: SessionGate;
  readonly clockwork: Clockwork;
  readonly transactions: Transactions;
  readonly context: ContextPorts;
  readonly uploadsDir: string;
}

/** /cdn/…: uploads, the areas' private files (with the owner's token), and placeholder pictures. */
export function cdn(parts: CdnParts): (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> {
  return async (req, res, url) => {
    const relative = url.pathname.slice('/cdn/'.length);
    if (relative.startsWith('uploads/')) {
      const file = safeFile(parts.uploadsDir, relative.slice('uploads/'.length));
      if (!file) return sendJson(res, fail(404, SERVER_MESSAGES.notFound));
      const type = contentType(file);
      const extra: Record<string, string> = { ...UPLOAD_HEADERS };
      if (!isImageType(type)) extra['Content-Disposition'] = attachment(relative.split('/').pop() ?? 'file');
      return sendFile(req, res, file, true, extra);
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
