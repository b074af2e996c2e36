import { create } from 'zustand';
import { localTokenStore } from '@web/platform/tokenStore';

/**
 * The session: the token, mirroring local storage (its presence means logged in).
 * The seller's profile is server state (web/app/api/profile.ts); the calls that change the
 * session live in sessionActions.ts, which loads with the API client.
 */
export interface SessionState {
  readonly token: string | null;
}

export const useSession = create<SessionState>(() => ({ token: localTokenStore.read() }));

/** Forgets the token (logout, 401, login answer code 400); the query cache empties with it. */
export function clearSession(): void {
  localTokenStore.clear();
  useSession.setState({ token: null });
}

let ending: ReturnType<typeof setTimeout> | null = null;

/**
 * The server has ended the session (a password change): the portal forgets its token after `ms`
 * (a password change logs out after 500 ms). Until then a 401 of a read that was due anyway (the
 * online check) does not end it sooner: sessionEnding() tells the gateway so.
 */
export function endSessionAfter(ms: number): void {
  if (ending !== null) return;
  ending = setTimeout(() => {
    ending = null;
    clearSession();
  }, ms);
}

export function sessionEnding(): boolean {
  return ending !== null;
}

/** Local storage is the truth: a token removed (or set) behind the portal's back is noticed on the next route change. */
export function syncTokenFromStorage(): void {
  const stored = localTokenStore.read();
  if (stored === useSession.getState().token) return;
  if (stored === null) clearSession();
  else useSession.setState({ token: stored });
}
