import type { Clock } from '../clock';
import { isBlank, validator, type Validator } from '../validation';
import { checkEmail } from './fields';
import { ACCOUNT_MESSAGES } from './messages';

/**
 * Forgot password: an e-mail, the 6-digit code sent to it, a new password. The browser may keep
 * the flow for the length of a tab at most (session storage), never the code: the code lives in
 * the page only, and the server ties the last step to the code it verified. The flow ends when
 * the seller leaves it, after 15 minutes, or on 'Kembali ke Login', so the next person at a shared
 * computer starts from the e-mail.
 */

export const FORGOT_CODE_LENGTH = 6;
export const FORGOT_CODE_COUNTDOWN_SECONDS = 60;
/** How long a reset may take in the browser: as long as the code is good on the server. */
export const FORGOT_FLOW_LIFETIME_MS = 15 * 60 * 1000;

export const FORGOT_TEXTS = {
  restart: 'Mulai ulang',
  backToLogin: 'Kembali ke Login',
  expired: 'Waktu atur ulang password sudah habis. Silakan mulai ulang.',
} as const;

export function isForgotCode(code: string): boolean {
  return new RegExp(`^\\d{${FORGOT_CODE_LENGTH}}$`).test(code);
}

/** One box of the code: its last typed digit, or empty. */
export function codeBoxValue(typed: string): string {
  return typed.replace(/\D/g, '').slice(-1);
}

/** Step 0: an e-mail, shaped like one before anything is sent. */
export const forgotEmailValidator: Validator<{ readonly email: string }, 'email'> = validator<
  { readonly email: string },
  'email'
>([{ field: 'email', test: (f) => checkEmail(f.email) }]);

export const forgotCodeValidator: Validator<{ readonly code: string }, 'code'> = validator<
  { readonly code: string },
  'code'
>([{ field: 'code', test: (f) => (isForgotCode(f.code) ? null : ACCOUNT_MESSAGES.forgotCodeInvalid) }]);

export type ForgotStep = 0 | 1 | 2;

/** What the browser keeps of a reset: to whom the code went, and since when (epoch ms). Never the code. */
export interface ForgotFlow {
  readonly email: string;
  readonly startedAt: number;
}

/** Whether a kept flow may go on: begun, not from the future (a clock set back), and under 15 minutes old. */
export function forgotFlowAlive(flow: ForgotFlow | null, clock: Clock): flow is ForgotFlow {
  if (flow === null || isBlank(flow.email)) return false;
  const age = clock.now() - flow.startedAt;
  return age >= 0 && age < FORGOT_FLOW_LIFETIME_MS;
}

/**
 * Where '/forgot' starts: at the e-mail unless a live flow is kept, then at the code. The last
 * step is reached only by verifying the code in this page, which keeps it in memory alone (the
 * specification keeps a sent-code flag and the code in local storage; a shared computer then let
 * the next person set the first one's password).
 */
export function forgotEntryStep(flow: ForgotFlow | null, clock: Clock): ForgotStep {
  return forgotFlowAlive(flow, clock) ? 1 : 0;
}
