import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Session, SessionRegistry } from './area';

/** The sessions live in the store like an area, so a restart keeps every live session. */
export const SESSIONS_AREA = 'sessions';

const sessionRecordSchema = z.object({
  sellerId: z.number().int(),
  /** Epoch ms. */
  createdAt: z.number(),
  lastSeenAt: z.number(),
});
export const sessionsStateSchema = z.object({
  /** By the SHA-256 of the token: the data folder holds no usable token. */
  tokens: z.record(z.string(), sessionRecordSchema),
});
export type SessionsState = z.infer<typeof sessionsStateSchema>;

export const DEFAULT_SESSION_IDLE_MS = 12 * 60 * 60 * 1000;

function tokenKey(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionPolicy {
  /** A session unused for this long has ended. */
  readonly idleMs: number;
}

/** How stale `lastSeenAt` may be before a call refreshes it on disk: a tenth of the idle time, at most a minute. */
export function touchEvery(policy: SessionPolicy): number {
  return Math.min(60_000, Math.floor(policy.idleMs / 10));
}

/** The live session of a token in a state, or null (unknown or idle too long). */
export function findSession(
  state: SessionsState,
  token: string,
  now: number,
  policy: SessionPolicy,
): (Session & { lastSeenAt: number }) | null {
  const key = tokenKey(token);
  const record = Object.hasOwn(state.tokens, key) ? state.tokens[key] : undefined;
  if (!record || now - record.lastSeenAt > policy.idleMs) return null;
  return { token, sellerId: record.sellerId, lastSeenAt: record.lastSeenAt };
}

/** The registry handlers use; it changes the sessions of the request's draft. */
export function sessionRegistry(draft: SessionsState, now: number, policy: SessionPolicy): SessionRegistry {
  const dropExpired = () => {
    for (const [key, record] of Object.entries(draft.tokens))
      if (now - record.lastSeenAt > policy.idleMs) delete draft.tokens[key];
  };
  return {
    create(sellerId) {
      dropExpired();
      const token = randomBytes(24).toString('hex');
      draft.tokens[tokenKey(token)] = { sellerId, createdAt: now, lastSeenAt: now };
      return token;
    },
    find: (token) => findSession(draft, token, now, policy),
    revoke(token) {
      delete draft.tokens[tokenKey(token)];
    },
    revokeSeller(sellerId) {
      for (const [key, record] of Object.entries(draft.tokens))
        if (record.sellerId === sellerId) delete draft.tokens[key];
    },
  };
}

/** Keeps a session alive: its new lastSeenAt. */
export function touchSession(draft: SessionsState, token: string, now: number): void {
  const record = draft.tokens[tokenKey(token)];
  if (record) record.lastSeenAt = now;
}
