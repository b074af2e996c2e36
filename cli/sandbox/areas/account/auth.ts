import type { SellerProfile } from '@core/account/schema';
import { accountEndpoints as api } from '@core/api/endpoints/account';
import { fail, isReply, ok, refuse } from '../../reply';
import { accountRoute, currentSeller, findSellerByEmail, logActivity, type AccountState, type SellerRecord } from './state';

/** The profile as served: the reminder count follows the seller's unread follow-up notifications. */
export function profileView(state: AccountState, seller: SellerRecord): SellerProfile {
  const totalNotifReminder = state.notifications.filter((n) => n.sellerId === seller.profile.id && n.isNotifReminder === 1 && !n.isRead).length;
  return { ...seller.profile, totalNotifReminder };
}

/**
 * The checks every new password passes (change and reset alike); the spec shows no server rule
 * beyond these, and its password hints do not block (spec 000 §5).
 */
export function newPasswordProblem(newPassword: string, confirmation: string): string | null {
  if (newPassword === '') return 'Password tidak boleh kosong';
  if (confirmation === '') return 'Konfirmasi Password tidak boleh kosong';
  if (newPassword !== confirmation) return 'Konfirmasi Password belum cocok';
  return null;
}

export const authRoutes = [
  accountRoute('login', api.login, (input, ctx) => {
    if (input.email.trim() === '') return fail(400, 'Email tidak boleh kosong');
    if (input.password === '') return fail(400, 'Password tidak boleh kosong');
    const seller = findSellerByEmail(ctx.state, input.email);
    if (!seller || seller.password !== input.password) return fail(400, 'Email atau password salah');
    logActivity(ctx, seller, 'login', 'Login ke portal penyedia');
    return ok(ctx.sessions.create(seller.profile.id), 'Login berhasil');
  }),
  accountRoute('profile', api.profile, (_input, ctx) => {
    const seller = currentSeller(ctx);
    return isReply(seller) ? seller : ok(profileView(ctx.state, seller));
  }),
  accountRoute('logout', api.logout, (_input, ctx) => {
    const seller = currentSeller(ctx);
    if (!isReply(seller)) logActivity(ctx, seller, 'login', 'Logout dari portal penyedia');
    if (ctx.session) ctx.sessions.revoke(ctx.session.token);
    return ok(null, 'Logout berhasil');
  }),
  accountRoute('changePassword', api.changePassword, (input, ctx) => {
    const seller = currentSeller(ctx);
    if (isReply(seller)) return seller;
    if (input.oldPassword !== seller.password) return refuse(400, 'Password lama salah');
    const problem = newPasswordProblem(input.newPassword, input.confirmNewPassword);
    if (problem) return refuse(400, problem);
    seller.password = input.newPassword;
    logActivity(ctx, seller, 'profile', 'Mengubah password');
    return ok(null, 'Password berhasil diubah');
  }),
];
