import { changePasswordValidator, loginValidator, newPasswordValidator } from '@core/account/rules';
import type { SellerProfile } from '@core/account/schema';
import { ACCOUNT_SERVER_MESSAGES, ACTIVITY, tooManyLogins } from '@core/account/serverMessages';
import { accountEndpoints as api } from '@core/api/endpoints/account';
import { preparedRoute } from '../../area';
import { fail, isReply, ok, refuse, type Reply } from '../../reply';
import { hashPassword, verifyPassword } from './password';
import {
  accountRoute,
  currentSeller,
  findSellerByEmail,
  logActivity,
  type AccountState,
  type SellerRecord,
} from './state';

/** The profile as served: the reminder count follows the seller's unread follow-up notifications. */
function profileView(state: AccountState, seller: SellerRecord): SellerProfile {
  const totalNotifReminder = state.notifications.filter(
    (n) => n.sellerId === seller.profile.id && n.isNotifReminder === 1 && !n.isRead,
  ).length;
  return { ...seller.profile, totalNotifReminder };
}

/** 429 with the wait in the message and in Retry-After. */
function tooMany(waitMs: number): Reply {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return {
    httpStatus: 429,
    body: { status: { code: 429, message: tooManyLogins(seconds) }, data: null },
    headers: { 'Retry-After': String(seconds) },
  };
}

/** What the password check found, before the login's write: the seller, and the hash the password matched. */
interface CheckedLogin {
  readonly sellerId: number;
  readonly passwordHash: string;
}

const loginKeys = (email: string, client: string) => [`email:${email.trim().toLowerCase()}`, `client:${client}`];

export const authRoutes = [
  /**
   * Failed logins are limited per e-mail and per client (5 a minute unless configured): the next
   * try is answered 429 with the wait, whatever the password. The password is checked (scrypt,
   * tens of milliseconds) on the committed state before the login's write, so no other write waits
   * for it; the write only opens the session.
   */
  preparedRoute<AccountState, typeof api.login, CheckedLogin>(
    'login',
    api.login,
    async (input, ctx) => {
      const keys = loginKeys(input.email, ctx.client);
      const wait = ctx.loginAttempts.blockedFor(keys);
      if (wait !== null) return tooMany(wait);
      const checked = loginValidator.validate(input);
      if (!checked.ok) return fail(400, checked.first ?? '');
      const seller = findSellerByEmail(ctx.state, input.email);
      if (!(await verifyPassword(input.password, seller?.passwordHash ?? null)) || !seller) {
        ctx.loginAttempts.fail(keys);
        return fail(400, ACCOUNT_SERVER_MESSAGES.wrongCredentials);
      }
      return { sellerId: seller.profile.id, passwordHash: seller.passwordHash };
    },
    (input, ctx, checked) => {
      const seller = findSellerByEmail(ctx.state, input.email);
      // A password changed since the check leaves the checked one wrong.
      if (seller?.profile.id !== checked.sellerId || seller.passwordHash !== checked.passwordHash)
        return fail(400, ACCOUNT_SERVER_MESSAGES.wrongCredentials);
      ctx.loginAttempts.clear(loginKeys(input.email, ctx.client)[0] ?? '');
      logActivity(ctx, seller, 'login', ACTIVITY.login);
      return ok(ctx.sessions.create(seller.profile.id), ACCOUNT_SERVER_MESSAGES.loginSuccess);
    },
  ),
  accountRoute('profile', api.profile, (_input, ctx) => {
    const seller = currentSeller(ctx);
    return isReply(seller) ? seller : ok(profileView(ctx.state, seller));
  }),
  /** Logout ends every session of the seller, on this device and any other. */
  accountRoute('logout', api.logout, (_input, ctx) => {
    const seller = currentSeller(ctx);
    if (!isReply(seller)) {
      logActivity(ctx, seller, 'login', ACTIVITY.logout);
      ctx.sessions.revokeSeller(seller.profile.id);
    }
    return ok(null, ACCOUNT_SERVER_MESSAGES.logoutSuccess);
  }),
  /** A changed password ends every session of the seller (the portal logs out after it). */
  accountRoute('changePassword', api.changePassword, async (input, ctx) => {
    const seller = currentSeller(ctx);
    if (isReply(seller)) return seller;
    const form = changePasswordValidator.validate(input);
    if (!form.ok) return refuse(400, form.first ?? '');
    if (!(await verifyPassword(input.oldPassword, seller.passwordHash)))
      return refuse(400, ACCOUNT_SERVER_MESSAGES.oldPasswordWrong);
    const rule = newPasswordValidator.validate(input);
    if (!rule.ok) return refuse(400, rule.first ?? '');
    seller.passwordHash = await hashPassword(input.newPassword);
    ctx.sessions.revokeSeller(seller.profile.id);
    logActivity(ctx, seller, 'profile', ACTIVITY.passwordChanged);
    return ok(null, ACCOUNT_SERVER_MESSAGES.passwordChanged);
  }),
];
