import type { IncomingMessage } from 'node:http';
import type { Clock } from '@core/clock';
import type { Session } from './area';
import type { Writes } from './effects';
import { describeError, type Log } from './log';
import {
  findSession,
  SESSIONS_AREA,
  touchEvery,
  touchSession,
  type SessionPolicy,
  type SessionsState,
} from './sessions';
import type { SandboxStore } from './store';

export type LiveSession = Session & { readonly lastSeenAt: number };

/** The token of a request: only the Authorization header carries it, raw or after 'Bearer'. */
function tokenOf(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  return header.replace(/^Bearer\s+/i, '').trim() || null;
}

/** Who a request comes from, by its token, and keeping a used session alive. */
export class SessionGate {
  constructor(
    private readonly store: SandboxStore,
    private readonly writes: Writes,
    private readonly clock: Clock,
    readonly policy: SessionPolicy,
    private readonly log: Log,
  ) {}

  /** The live session of a request's token, read from the committed sessions. */
  sessionOf(req: IncomingMessage): LiveSession | null {
    const token = tokenOf(req);
    return token
      ? findSession(this.store.get<SessionsState>(SESSIONS_AREA), token, this.clock.now(), this.policy)
      : null;
  }

  /** Keeps a used session alive on disk, at most about once a minute per session. */
  async touch(session: LiveSession): Promise<void> {
    const at = this.clock.now();
    if (at - session.lastSeenAt < touchEvery(this.policy)) return;
    try {
      await this.writes.write(async (draft) => {
        touchSession(draft[SESSIONS_AREA] as SessionsState, session.token, at);
        return { result: null, commit: true };
      });
    } catch (error) {
      // A session that could not be refreshed on disk is still live in memory; the call goes on.
      this.log(`error: session refresh not written: ${describeError(error)}`);
    }
  }
}
