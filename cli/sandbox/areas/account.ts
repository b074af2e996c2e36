import { z } from 'zod';
import { sellerProfileSchema } from '../../../core/account/schema';
import { accountEndpoints as api } from '../../../core/api/endpoints/account';
import sellersSeed from '../../../fixtures/seed/account/sellers.json';
import { defineArea, route } from '../area';
import { fail, ok } from '../reply';

const sellerRecordSchema = z.object({ password: z.string(), profile: sellerProfileSchema });
export type SellerRecord = z.infer<typeof sellerRecordSchema>;

export interface AccountState {
  sellers: SellerRecord[];
}

export function findSeller(state: AccountState, sellerId: number): SellerRecord | undefined {
  return state.sellers.find((s) => s.profile.id === sellerId);
}

export const accountArea = defineArea<AccountState>({
  name: 'account',
  seed: () => ({ sellers: z.array(sellerRecordSchema).parse(sellersSeed) }),
  routes: [
    route('login', api.login, (input, ctx) => {
      const seller = ctx.state.sellers.find((s) => s.profile.email.toLowerCase() === input.email.trim().toLowerCase());
      if (!seller || seller.password !== input.password) return fail(400, 'Email atau password salah');
      return ok(ctx.sessions.create(seller.profile.id), 'Login berhasil');
    }),
    route('profile', api.profile, (_input, ctx) => {
      const seller = ctx.session && findSeller(ctx.state, ctx.session.sellerId);
      if (!seller) return fail(404, 'Penyedia tidak ditemukan');
      return ok(seller.profile);
    }),
    route('logout', api.logout, (_input, ctx) => {
      if (ctx.session) ctx.sessions.revoke(ctx.session.token);
      return ok(null, 'Logout berhasil');
    }),
  ],
});
