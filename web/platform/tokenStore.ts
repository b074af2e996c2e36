/**
 * The session token lives in local storage (a token there means logged in).
 * The key is shared with the browser tests, which clear it to simulate an expired session.
 */
export const TOKEN_KEY = 'token';

export interface TokenStore {
  read(): string | null;
  write(token: string): void;
  clear(): void;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); the portal then behaves as logged out.
    return null;
  }
}

export const localTokenStore: TokenStore = {
  read: () => {
    const value = storage()?.getItem(TOKEN_KEY) ?? null;
    return value && value.trim() ? value : null;
  },
  write: (token) => storage()?.setItem(TOKEN_KEY, token),
  clear: () => storage()?.removeItem(TOKEN_KEY),
};
