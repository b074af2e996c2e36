import { create } from 'zustand';
import type { SellerProfile } from '@core/account/schema';
import type { ApiError } from '@core/api/errors';
import { localTokenStore } from '@web/platform/tokenStore';

/**
 * The session of spec 000 §4. `token` mirrors local storage (its presence means logged in);
 * `user` is the profile loaded after login and on every shell start. The calls that change it
 * live in sessionActions.ts, which loads with the API client.
 */
export interface SessionState {
  readonly token: string | null;
  readonly user: SellerProfile | null;
  /** anonymous: no token; loading: token, profile on its way; ready: profile loaded; failed: profile call failed. */
  readonly status: 'anonymous' | 'loading' | 'ready' | 'failed';
  readonly profileError: ApiError | null;
  /** The profile call failed on the network: the shell shows the blocking 'Oops!' dialog. */
  readonly serverUnreachable: boolean;
}

function initialState(): SessionState {
  const token = localTokenStore.read();
  return { token, user: null, status: token ? 'loading' : 'anonymous', profileError: null, serverUnreachable: false };
}

export const useSession = create<SessionState>(initialState);

/** Forgets the token and the user (logout, 401, login answer code 400). */
export function clearSession(): void {
  localTokenStore.clear();
  useSession.setState({ token: null, user: null, status: 'anonymous', profileError: null, serverUnreachable: false });
}

/** Local storage is the truth: a token removed (or set) behind the portal's back is noticed on the next route change. */
export function syncTokenFromStorage(): void {
  const stored = localTokenStore.read();
  const { token } = useSession.getState();
  if (stored === token) return;
  if (stored === null) clearSession();
  else useSession.setState({ token: stored, user: null, status: 'loading', profileError: null, serverUnreachable: false });
}
