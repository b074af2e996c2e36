import type { Portal } from './portal';

/**
 * The forgot-password code the sandbox e-mailed to `email`, read from the sandbox's mailbox as a
 * seller reads an inbox (the sandbox also prints it, as `penyedia serve` does).
 */
export function sandboxForgotCode(p: Portal, email: string): string {
  const mail = p.sandbox.mailbox.lastTo(email);
  if (!mail) throw new Error(`the sandbox sent no forgot-password code to ${email}`);
  return mail.text;
}
