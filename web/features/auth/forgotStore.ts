/**
 * The forgotten-password state kept locally: the e-mail, the verified code and
 * the sent-code flag. Cleared when the new password is set.
 */
const FORGOT_KEYS = { email: 'forgot.email', code: 'forgot.code', sent: 'forgot.codeSent' } as const;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface ForgotStored {
  readonly email: string | null;
  readonly code: string | null;
  readonly codeSent: boolean;
}

export function readForgot(): ForgotStored {
  const s = storage();
  return {
    email: s?.getItem(FORGOT_KEYS.email) ?? null,
    code: s?.getItem(FORGOT_KEYS.code) ?? null,
    codeSent: s?.getItem(FORGOT_KEYS.sent) === '1',
  };
}

export function storeForgotEmail(email: string): void {
  const s = storage();
  s?.setItem(FORGOT_KEYS.email, email);
  s?.removeItem(FORGOT_KEYS.sent);
  s?.removeItem(FORGOT_KEYS.code);
}

export function storeVerifiedCode(code: string): void {
  storage()?.setItem(FORGOT_KEYS.code, code);
  storage()?.setItem(FORGOT_KEYS.sent, '1');
}

export function clearSentFlag(): void {
  storage()?.removeItem(FORGOT_KEYS.sent);
}

export function clearForgot(): void {
  for (const key of Object.values(FORGOT_KEYS)) storage()?.removeItem(key);
}
