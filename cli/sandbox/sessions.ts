import { randomBytes } from 'node:crypto';
import type { Session, SessionRegistry } from './area';
import type { SandboxStore } from './store';

interface SessionState {
  tokens: Record<string, number>;
}

/** Tokens live in the store too, so a sandbox restart keeps the seller logged in. */
export function createSessions(store: SandboxStore, reset: boolean): SessionRegistry {
  const state = store.load<SessionState>('sessions', () => ({ tokens: {} }), reset);
  return {
    create(sellerId) {
      const token = randomBytes(24).toString('hex');
      state.tokens[token] = sellerId;
      store.save('sessions');
      return token;
    },
    find(token): Session | null {
      const sellerId = Object.hasOwn(state.tokens, token) ? state.tokens[token] : undefined;
      return sellerId === undefined ? null : { token, sellerId };
    },
    revoke(token) {
      delete state.tokens[token];
      store.save('sessions');
    },
  };
}
