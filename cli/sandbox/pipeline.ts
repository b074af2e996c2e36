import type { IncomingMessage } from 'node:http';
import { endpointNotFound, methodNotAllowed, SERVER_MESSAGES } from '@core/api/serverMessages';
import type { HandlerContext, RouteDef } from './area';
import { handlerContext, type ContextPorts } from './context';
import type { Effects, Writes } from './effects';
import { readInput } from './input';
import type { Clockwork } from './jobs';
import type { CallPermission } from './permission';
import { fail, isRefusal, isReply, type Reply } from './reply';
import { readLog, type ReadCache, type ReadLog } from './readCache';
import type { Router } from './router';
import type { SessionGate } from './sessionGate';
import type { Root, SandboxStore } from './store';
import type { RootDraft, Transactions } from './transaction';

/** A reply with its body already written out as UTF-8 JSON (inside its transaction: the body may hold drafts). */
export interface Answer {
  readonly reply: Reply;
  readonly bytes: Buffer;
}

function answered(reply: Reply): Answer {
  return { reply, bytes: Buffer.from(JSON.stringify(reply.body)) };
}

export interface PipelineParts {
  readonly router: Router;
  readonly gate: SessionGate;
  readonly permission: CallPermission;
  readonly store: SandboxStore;
  readonly clockwork: Clockwork;
  readonly transactions: Transactions;
  readonly writes: Writes;
  readonly context: ContextPorts;
  readonly reads: ReadCache;
}

/** Runs a route's handler and checks that it answered. */
async function handled(
  route: RouteDef<unknown>,
  input: unknown,
  ctx: HandlerContext<unknown>,
  prepared: unknown,
): Promise<Answer> {
  const reply = await route.handle(input, ctx, prepared);
  if (!isReply(reply)) throw new Error(SERVER_MESSAGES.noReply);
  return answered(reply);
}

/**
 * One API call, /api/… or /chat-api/…, from its request to its answer, stage by stage. Every stage
 * may end the call with its answer; a thrown BodyError or DiskError is answered by the HTTP layer.
 */
export function apiPipeline(parts: PipelineParts): (req: IncomingMessage, url: URL) => Promise<Answer> {
  return async (req, url) => {
    const method = (req.method ?? 'GET').toUpperCase();

    // 1. Route: which endpoint of the catalogue the method and path name.
    const matched = parts.router.match(method, url.pathname);
    if (matched === null) return answered(fail(404, endpointNotFound(method, url.pathname)));
    if (matched === 'method') return answered(fail(405, methodNotAllowed(method, url.pathname)));
    const { area, route, params } = matched;

    // 2. Session: the token's seller; every call but the public ones needs one.
    const session = parts.gate.sessionOf(req);
    if (!route.def.public && !session) return answered(fail(401, SERVER_MESSAGES.unauthorized));
    if (session) await parts.gate.touch(session);

    // 3. Permission: whether this seller, as the committed state has them, may make this call.
    const refused = parts.permission({ area: area.name, route: route.name, session }, parts.store.snapshot());
    if (refused) return answered(refused);

    // 4. Input: body, query and path, cleaned, files judged, parsed by the endpoint's schema.
    const input = await readInput(req, url, route, params);
    if (!input.ok) return answered(input.reply);

    // 5. The clock: what has come due (a school's payment) is applied before the call looks.
    await parts.clockwork.catchUp();

    const client = req.socket.remoteAddress ?? 'unknown';
    const contextOn = (root: RootDraft | Root, effects: Effects | null, reads?: ReadLog) =>
      handlerContext<unknown>(parts.context, { area, root, session, client, effects, ...(reads ? { reads } : {}) });

    // 6. Preparation: slow work on the committed state, outside the transaction (a password check).
    const prepared = route.prepare
      ? await parts.transactions.read((root) => route.prepare?.(input.data, contextOn(root, null)) ?? Promise.resolve())
      : undefined;
    if (isReply(prepared)) return answered(prepared);

    // 7. Transaction: a read answers from the committed state, or as it answered before while the
    //    areas it looked at are unchanged; a write runs on a draft and is kept (on disk before its
    //    answer) unless it refuses.
    if (method === 'GET' && !route.mutates) {
      const key = `${area.name} ${route.name} ${session?.sellerId ?? ''} ${JSON.stringify(input.data)}`;
      const kept = parts.reads.get(key);
      if (kept) return kept;
      const log = readLog();
      const answer = await parts.transactions.read((root) =>
        handled(route, input.data, contextOn(root, null, log), prepared),
      );
      parts.reads.keep(key, answer, log);
      return answer;
    }
    // 8. Effects: what the write published, mailed or deferred happens once it is on disk.
    return parts.writes.write(async (draft, effects) => {
      const answer = await handled(route, input.data, contextOn(draft, effects), prepared);
      return { result: answer, commit: !isRefusal(answer.reply) || answer.reply.keepChanges === true };
    });
  };
}
