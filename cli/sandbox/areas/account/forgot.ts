import { randomInt } from 'node:crypto';
import { accountEndpoints as api } from '@core/api/endpoints/account';
import { ok, refuse } from '../../reply';
import { newPasswordProblem } from './auth';
import { accountRoute, findSellerByEmail, sameEmail, type AccountState, type PasswordReset } from './state';

function resetFor(state: AccountState, email: string, code: string): PasswordReset | undefined {
  return state.passwordResets.find((r) => sameEmail(r.email, email) && r.code === code);
}

/** The forgotten-password flow (spec 000 §4): e-mail, 6-digit code, new password. */
export const forgotRoutes = [
  accountRoute('forgotPassword', api.forgotPassword, (input, ctx) => {
    if (input.email.trim() === '') return refuse(400, 'Email tidak boleh kosong');
    const seller = findSellerByEmail(ctx.state, input.email);
    if (!seller) return refuse(404, 'Email tidak terdaftar');
    const email = seller.profile.email;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    // A new code replaces any earlier one for the same e-mail.
    ctx.state.passwordResets = ctx.state.passwordResets.filter((r) => !sameEmail(r.email, email));
    ctx.state.passwordResets.push({ email, code, verified: false, createdAt: ctx.now().toISOString() });
    // The sandbox sends no e-mail: the console stands in for the inbox.
    console.log(`[sandbox] Kode verifikasi lupa password untuk ${email}: ${code}`);
    return ok(null, 'Kode verifikasi telah dikirim ke email Anda');
  }),
  accountRoute('checkForgotPassword', api.checkForgotPassword, (input, ctx) => {
    const reset = resetFor(ctx.state, input.email, input.code);
    if (!reset) return refuse(400, 'Kode verifikasi salah');
    reset.verified = true;
    return ok(null, 'Kode verifikasi benar');
  }),
  accountRoute('changeForgotPassword', api.changeForgotPassword, (input, ctx) => {
    const reset = resetFor(ctx.state, input.email, input.code);
    const seller = reset && findSellerByEmail(ctx.state, reset.email);
    if (!reset || !seller) return refuse(400, 'Kode verifikasi salah');
    const problem = newPasswordProblem(input.newPassword, input.confirmNewPassword);
    if (problem) return refuse(400, problem);
    seller.password = input.newPassword;
    ctx.state.passwordResets = ctx.state.passwordResets.filter((r) => r !== reset);
    return ok(null, 'Password berhasil diubah');
  }),
];
