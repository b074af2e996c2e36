import { setTimeout as sleep } from 'node:timers/promises';
import { loginValidator } from '@core/account/login';
import { changePasswordValidator, newPasswordValidator } from '@core/account/password';
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
  type AccountContext,
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

/**
 * The slower limit of an address, whatever the client: past 20 wrong passwords in 15 minutes each
 * try waits 2 seconds before it is checked. It never refuses, so failures from elsewhere cannot
 * lock the owner out; the refusing limit counts the address and the client together.
 */
const ADDRESS_SLOWDOWN = { max: 20, windowMs: 15 * 60 * 1000 } as const;
const SLOWDOWN_MS = 2000;

const pairKey = (email: string, client: string) => `${email.trim().toLowerCase()}\u0000${client}`;
const addressKey = (email: string) => email.trim().toLowerCase();

/** What the password check found: the seller and the hash it matched, for the write to check again. */
interface CheckedLogin {
  readonly sellerId: number;
  readonly passwordHash: string;
}

export const authRoutes = [
  /**
   * Wrong passwords are limited per e-mail and client pair (5 a minute unless configured: the next
   * try is answered 429 with the wait) and slowed per e-mail. The password is checked before the
   * write, which only makes the session.
   */
  preparedRoute(
    'login',
    api.login,
    async (input, ctx: AccountContext): Promise<CheckedLogin | Reply> => {
      const checked = loginValidator.validate(input);
      if (!checked.ok) return fail(400, checked.first ?? '');
      const pair = pairKey(input.email, ctx.client);
      const wait = ctx.loginAttempts.blockedFor([pair]);
      if (wait !== null) return tooMany(wait);
      const address = ctx.limiter('login-address', ADDRESS_SLOWDOWN);
      if (address.blockedFor([addressKey(input.email)]) !== null) await sleep(SLOWDOWN_MS);
      const seller = findSellerByEmail(ctx.state, input.email);
      if (!(await verifyPassword(input.password, seller?.passwordHash ?? null)) || !seller) {
        ctx.loginAttempts.fail([pair]);
        address.fail([addressKey(input.email)]);
        return fail(400, ACCOUNT_SERVER_MESSAGES.wrongCredentials);
      }
      return { sellerId: seller.profile.id, passwordHash: seller.passwordHash };
    },
    (input, ctx, checked) => {
      const seller = findSellerByEmail(ctx.state, input.email);
      // The password changed between the check and the write: the check no longer holds.
      if (!seller || seller.profile.id !== checked.sellerId || seller.passwordHash !== checked.passwordHash)
        return fail(400, ACCOUNT_SERVER_MESSAGES.wrongCredentials);
      ctx.loginAttempts.clear(pairKey(input.email, ctx.client));
      logActivity(ctx, seller, 'login', ACTIVITY.login);
      return ok(ctx.sessions.create(seller.profile.id), ACCOUNT_SERVER_MESSAGES.loginSuccess);
    },
  ),
  accountRoute('profile', api.profile, (_input, ctx) => {
    const seller = currentSeller(ctx);
    return isReply(seller) ? seller : ok(profileView(ctx.state, seller));
  }),
  /** Logout ends this session only; the seller's other devices stay logged in. */
  accountRoute('logout', api.logout, (_input, ctx) => {
    const seller = currentSeller(ctx);
    if (!isReply(seller)) logActivity(ctx, seller, 'login', ACTIVITY.logout);
    if (ctx.session) ctx.sessions.revoke(ctx.session.token);
    return ok(null, ACCOUNT_SERVER_MESSAGES.logoutSuccess);
  }),
  /** 'Keluar dari semua perangkat': every session of the seller ends, this one too. */
  accountRoute('logoutEverywhere', api.logoutEverywhere, (_input, ctx) => {
    const seller = currentSeller(ctx);
    if (isReply(seller)) return seller;
    logActivity(ctx, seller, 'login', ACTIVITY.logoutEverywhere);
    ctx.sessions.revokeSeller(seller.profile.id);
    return ok(null, ACCOUNT_SERVER_MESSAGES.logoutEverywhereSuccess);
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
