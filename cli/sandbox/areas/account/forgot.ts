import { randomInt } from 'node:crypto';
import {
  FORGOT_CODE_LENGTH,
  forgotCodeValidator,
  forgotEmailValidator,
  newPasswordValidator,
} from '@core/account/rules';
import { ACCOUNT_SERVER_MESSAGES, ACTIVITY } from '@core/account/serverMessages';
import { accountEndpoints as api } from '@core/api/endpoints/account';
import { keeping, ok, refuse, type Reply } from '../../reply';
import { hashPassword } from './password';
import {
  accountRoute,
  findSellerByEmail,
  logActivity,
  sameEmail,
  type AccountContext,
  type PasswordReset,
} from './state';

/** A code is good for 15 minutes and 5 wrong tries. */
const CODE_VALID_MS = 15 * 60 * 1000;
const CODE_MAX_WRONG_TRIES = 5;
/** The subject of the e-mail that carries the code; its text is the code alone. */
export const FORGOT_MAIL_SUBJECT = 'Kode verifikasi lupa password';

type CodeCheck = { readonly ok: true; readonly reset: PasswordReset } | { readonly ok: false; readonly reply: Reply };

/**
 * Checks a code against the e-mail's pending reset. A wrong code counts against it (the count is
 * kept although the call is refused); an expired or exhausted code is dropped.
 */
function checkCode(ctx: AccountContext, email: string, code: string): CodeCheck {
  const reset = ctx.state.passwordResets.find((r) => sameEmail(r.email, email));
  if (!reset) return { ok: false, reply: refuse(400, ACCOUNT_SERVER_MESSAGES.codeWrong) };
  const drop = () => {
    ctx.state.passwordResets = ctx.state.passwordResets.filter((r) => r !== reset);
  };
  if (ctx.now().getTime() > reset.expiresAt) {
    drop();
    return { ok: false, reply: keeping(refuse(400, ACCOUNT_SERVER_MESSAGES.codeNoLongerValid)) };
  }
  if (reset.code !== code) {
    reset.wrongTries += 1;
    if (reset.wrongTries >= CODE_MAX_WRONG_TRIES) drop();
    return { ok: false, reply: keeping(refuse(400, ACCOUNT_SERVER_MESSAGES.codeWrong)) };
  }
  return { ok: true, reset };
}

/** The forgotten-password flow (spec 000 §4): e-mail, 6-digit code, new password. */
export const forgotRoutes = [
  /** The same answer for every address: nobody learns from it which e-mails have an account. */
  accountRoute('forgotPassword', api.forgotPassword, (input, ctx) => {
    const checked = forgotEmailValidator.validate(input);
    if (!checked.ok) return refuse(400, checked.first ?? '');
    const seller = findSellerByEmail(ctx.state, input.email);
    if (seller) {
      const email = seller.profile.email;
      const code = String(randomInt(0, 10 ** FORGOT_CODE_LENGTH)).padStart(FORGOT_CODE_LENGTH, '0');
      const now = ctx.now();
      // A new code replaces any earlier one for the same e-mail.
      ctx.state.passwordResets = ctx.state.passwordResets.filter((r) => !sameEmail(r.email, email));
      ctx.state.passwordResets.push({
        email,
        code,
        verified: false,
        createdAt: now.toISOString(),
        expiresAt: now.getTime() + CODE_VALID_MS,
        wrongTries: 0,
      });
      ctx.mail({ to: email, subject: FORGOT_MAIL_SUBJECT, text: code });
    }
    return ok(null, ACCOUNT_SERVER_MESSAGES.codeSent);
  }),
  accountRoute('checkForgotPassword', api.checkForgotPassword, (input, ctx) => {
    const format = forgotCodeValidator.validate(input);
    if (!format.ok) return refuse(400, format.first ?? '');
    const checked = checkCode(ctx, input.email, input.code);
    if (!checked.ok) return checked.reply;
    checked.reset.verified = true;
    return ok(null, ACCOUNT_SERVER_MESSAGES.codeRight);
  }),
  /** A reset password ends every session of the seller. */
  accountRoute('changeForgotPassword', api.changeForgotPassword, async (input, ctx) => {
    const rule = newPasswordValidator.validate(input);
    if (!rule.ok) return refuse(400, rule.first ?? '');
    const checked = checkCode(ctx, input.email, input.code);
    if (!checked.ok) return checked.reply;
    const seller = findSellerByEmail(ctx.state, checked.reset.email);
    if (!seller) return refuse(400, ACCOUNT_SERVER_MESSAGES.codeWrong);
    seller.passwordHash = await hashPassword(input.newPassword);
    ctx.state.passwordResets = ctx.state.passwordResets.filter((r) => r !== checked.reset);
    ctx.sessions.revokeSeller(seller.profile.id);
    logActivity(ctx, seller, 'profile', ACTIVITY.passwordReset);
    return ok(null, ACCOUNT_SERVER_MESSAGES.passwordChanged);
  }),
];
