import type { AccountState } from '@cli/sandbox/areas/account/state';
import type { Portal } from './portal';

/**
 * TEMPORARY, the one place where a browser test looks inside the sandbox: the forgot-password code
 * it "e-mailed". The sandbox prints the code on its console as the stand-in for an inbox; until it
 * offers a mailbox port to read it from, this takes the pending code from the sandbox's memory.
 */
export function sandboxForgotCode(p: Portal, email: string): string {
  const reset = p.sandbox.sandbox.store.get<AccountState>('account').passwordResets.find((r) => r.email === email);
  if (!reset) throw new Error(`the sandbox sent no forgot-password code to ${email}`);
  return reset.code;
}
