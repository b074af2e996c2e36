import { randomInt } from 'node:crypto';
import {
  FORGOT_CODE_LENGTH,
  FORGOT_FLOW_LIFETIME_MS,
  forgotCodeValidator,
  forgotEmailValidator,
} from '@core/account/forgot';
import { newPasswordValidator } from '@core/account/password';
import {
  ACCOUNT_MAILS,
  ACCOUNT_SERVER_MESSAGES,
  ACTIVITY,
  resetLocked,
  tooManyCodeRequests,
} from '@core/account/serverMessages';
import { accountEndpoints as api } from '@core/api/endpoints/account';
import { preparedRoute } from '../../area';
import { isReply, keeping, ok, refuse, type Reply } from '../../reply';
import { hashPassword, verifyPassword } from './password';
import {
  emailKey,
  findSellerByEmail,
  logActivity,
  type AccountContext,
  type AccountState,
  type PasswordReset,
} from './state';

/*
 * The forgotten-password flow: e-mail, 6-digit code, new password. Every address, known or not,
 * gets the same work and the same answer (a code is made, hashed and kept; only a known address is
 * mailed). Guessing is bounded per address across codes and per client: an address's codes are
 * asked for at most 3 times in 15 minutes, 5 wrong codes lock its resets for 15 minutes, and one
 * client may ask for 10 codes and give 20 wrong ones in 15 minutes. The slow hashing runs before
 * the write (in `prepare`), so it holds no other write.
 */

/** A code is good for 15 minutes: as long as the portal keeps the flow. */
const CODE_VALID_MS = FORGOT_FLOW_LIFETIME_MS;
const WINDOW_MS = 15 * 60 * 1000;
const LOCK_MS = 15 * 60 * 1000;
const CODE_REQUESTS_PER_ADDRESS = 3;
const WRONG_CODES_BEFORE_LOCK = 5;
const CODE_REQUESTS_PER_CLIENT = { max: 10, windowMs: WINDOW_MS };
const WRONG_CODES_PER_CLIENT = { max: 20, windowMs: WINDOW_MS };

type Answer = Reply | null;

function tooMany(message: string, waitMs: number): Reply {
  return {
    httpStatus: 429,
    body: { status: { code: 429, message }, data: null },
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) },
  };
}

/** The address's reset as the state has it (the committed state in `prepare`, the draft in `handle`). */
function resetOf(state: AccountState, key: string): PasswordReset | undefined {
  return state.passwordResets.find((r) => r.emailKey === key);
}

/** The address's reset, made empty when it has none; its old times are dropped. */
function resetFor(ctx: AccountContext, key: string): PasswordReset {
  const now = ctx.clock.now();
  let reset = resetOf(ctx.state, key);
  if (!reset) {
    reset = { emailKey: key, code: null, requestedAt: [], failedAt: [], lockedUntil: null };
    ctx.state.passwordResets.push(reset);
  }
  reset.requestedAt = reset.requestedAt.filter((at) => now - at < WINDOW_MS);
  reset.failedAt = reset.failedAt.filter((at) => now - at < WINDOW_MS);
  if (reset.lockedUntil !== null && reset.lockedUntil <= now) reset.lockedUntil = null;
  return reset;
}

/** Resets with nothing left to keep (no live code, no lock, no recent time) are dropped. */
function prune(ctx: AccountContext): void {
  const now = ctx.clock.now();
  ctx.state.passwordResets = ctx.state.passwordResets.filter(
    (r) =>
      (r.code !== null && r.code.expiresAt > now) ||
      (r.lockedUntil !== null && r.lockedUntil > now) ||
      [...r.requestedAt, ...r.failedAt].some((at) => now - at < WINDOW_MS),
  );
}

/** The refusal of a locked address, or null. */
function lockOf(reset: PasswordReset | undefined, now: number): Answer {
  return reset?.lockedUntil != null && reset.lockedUntil > now
    ? tooMany(resetLocked(reset.lockedUntil - now), reset.lockedUntil - now)
    : null;
}

/** Whether the client has given too many wrong codes (any address). */
function clientGuessing(ctx: AccountContext): Answer {
  const wait = ctx.limiter('forgot-wrong-code', WRONG_CODES_PER_CLIENT).blockedFor([ctx.client]);
  return wait === null ? null : tooMany(resetLocked(wait), wait);
}

/** What checking a code on the committed state found: the hash it was checked against, and whether it matched. */
interface CodeVerdict {
  readonly hash: string | null;
  readonly matches: boolean;
}

/** Checks `code` against the address's live code, outside the write (scrypt). */
async function verdictOf(ctx: AccountContext, key: string, code: string): Promise<CodeVerdict | Reply> {
  const refused = clientGuessing(ctx) ?? lockOf(resetOf(ctx.state, key), ctx.clock.now());
  if (refused) return refused;
  const live = resetOf(ctx.state, key)?.code ?? null;
  // An address without a code is checked against nothing, at the same cost.
  const matches = await verifyPassword(code, live?.hash ?? null);
  return { hash: live?.hash ?? null, matches: live !== null && matches };
}

/**
 * The verdict applied on the draft: a code changed since it was checked is no longer valid, an
 * expired one is dropped, a wrong one counts against the address (5 lock it) and the client; the
 * refusals keep what they counted.
 */
function judged(ctx: AccountContext, key: string, verdict: CodeVerdict): { reset: PasswordReset } | Reply {
  const now = ctx.clock.now();
  const reset = resetFor(ctx, key);
  const locked = lockOf(reset, now);
  if (locked) return locked;
  if (reset.code !== null && reset.code.hash !== verdict.hash)
    return refuse(400, ACCOUNT_SERVER_MESSAGES.codeNoLongerValid);
  if (reset.code !== null && reset.code.expiresAt <= now) {
    reset.code = null;
    return keeping(refuse(400, ACCOUNT_SERVER_MESSAGES.codeNoLongerValid));
  }
  if (!verdict.matches) {
    reset.failedAt.push(now);
    ctx.limiter('forgot-wrong-code', WRONG_CODES_PER_CLIENT).fail([ctx.client]);
    if (reset.failedAt.length >= WRONG_CODES_BEFORE_LOCK) {
      reset.lockedUntil = now + LOCK_MS;
      reset.failedAt = [];
      reset.code = null;
    }
    return keeping(refuse(400, ACCOUNT_SERVER_MESSAGES.codeWrong));
  }
  return { reset };
}

export const forgotRoutes = [
  /** The same answer and the same work for every address: nobody learns from it which e-mails have an account. */
  preparedRoute(
    'forgotPassword',
    api.forgotPassword,
    async (input, ctx: AccountContext) => {
      const checked = forgotEmailValidator.validate(input);
      if (!checked.ok) return refuse(400, checked.first ?? '');
      const wait = ctx.limiter('forgot-code-request', CODE_REQUESTS_PER_CLIENT).blockedFor([ctx.client]);
      if (wait !== null) return tooMany(tooManyCodeRequests(wait), wait);
      const code = String(randomInt(0, 10 ** FORGOT_CODE_LENGTH)).padStart(FORGOT_CODE_LENGTH, '0');
      return { code, hash: await hashPassword(code) };
    },
    (input, ctx, made) => {
      const now = ctx.clock.now();
      const key = emailKey(input.email);
      prune(ctx);
      const reset = resetFor(ctx, key);
      const locked = lockOf(reset, now);
      if (locked) return locked;
      if (reset.requestedAt.length >= CODE_REQUESTS_PER_ADDRESS) {
        const wait = (reset.requestedAt[0] ?? now) + WINDOW_MS - now;
        return tooMany(tooManyCodeRequests(wait), wait);
      }
      ctx.limiter('forgot-code-request', CODE_REQUESTS_PER_CLIENT).fail([ctx.client]);
      // A new code replaces any earlier one for the same address.
      reset.requestedAt.push(now);
      reset.code = { hash: made.hash, verified: false, expiresAt: now + CODE_VALID_MS };
      const seller = findSellerByEmail(ctx.state, input.email);
      if (seller) ctx.mail({ to: seller.profile.email, subject: ACCOUNT_MAILS.codeSubject, text: made.code });
      return ok(null, ACCOUNT_SERVER_MESSAGES.codeSent);
    },
  ),
  preparedRoute(
    'checkForgotPassword',
    api.checkForgotPassword,
    async (input, ctx: AccountContext) => {
      const format = forgotCodeValidator.validate(input);
      if (!format.ok) return refuse(400, format.first ?? '');
      return verdictOf(ctx, emailKey(input.email), input.code);
    },
    (input, ctx, verdict) => {
      const outcome = judged(ctx, emailKey(input.email), verdict);
      if (isReply(outcome)) return outcome;
      if (outcome.reset.code) outcome.reset.code.verified = true;
      return ok(null, ACCOUNT_SERVER_MESSAGES.codeRight);
    },
  ),
  /**
   * The last step takes only the code the second step verified, for the address it was sent to;
   * the new password is hashed before the write. A reset password ends every session of the seller.
   */
  preparedRoute(
    'changeForgotPassword',
    api.changeForgotPassword,
    async (input, ctx: AccountContext) => {
      const rule = newPasswordValidator.validate(input);
      if (!rule.ok) return refuse(400, rule.first ?? '');
      const verdict = await verdictOf(ctx, emailKey(input.email), input.code);
      if (isReply(verdict)) return verdict;
      return { verdict, passwordHash: verdict.matches ? await hashPassword(input.newPassword) : null };
    },
    (input, ctx, prepared) => {
      const key = emailKey(input.email);
      const outcome = judged(ctx, key, prepared.verdict);
      if (isReply(outcome)) return outcome;
      const seller = findSellerByEmail(ctx.state, input.email);
      if (!outcome.reset.code?.verified || !seller || prepared.passwordHash === null)
        return refuse(400, ACCOUNT_SERVER_MESSAGES.codeNotVerified);
      seller.passwordHash = prepared.passwordHash;
      ctx.state.passwordResets = ctx.state.passwordResets.filter((r) => r.emailKey !== key);
      ctx.sessions.revokeSeller(seller.profile.id);
      logActivity(ctx, seller, 'profile', ACTIVITY.passwordReset);
      return ok(null, ACCOUNT_SERVER_MESSAGES.passwordChanged);
    },
  ),
];
