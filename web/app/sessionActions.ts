import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { SellerProfile } from '@core/account/schema';
import type { ApiError } from '@core/api/errors';
import { localTokenStore } from '@web/platform/tokenStore';
import { accountApi } from './api/account';
import { profileQuery } from './api/profile';
import { queryClient } from './api/queryClient';
import { whenConfigured } from './config';
import { clearSession, useSession } from './session';

function isCode400(error: ApiError): boolean {
  return (error.kind === 'http' && error.status === 400) || (error.kind === 'server' && error.code === 400);
}

/**
 * Login: store the token, then load the profile. The session counts as logged in only once the
 * profile is there (our decision in place of the spec's fixed 5-second wait), so the login page
 * keeps its spinner until the dashboard can show the seller; the profile goes into the cache the
 * shell reads.
 */
export function signIn(email: string, password: string): ResultAsync<SellerProfile, ApiError> {
  // The login page draws before config.json is checked; the call needs its API root.
  return ResultAsync.fromSafePromise(whenConfigured())
    .andThen(() => accountApi.login({ email, password }))
    .mapErr((error) => {
      // A login answer with status code 400 removes the token and resets the user.
      if (isCode400(error)) clearSession();
      return error;
    })
    .andThen((body) =>
      body.data
        ? okAsync(body.data)
        : errAsync<string, ApiError>({
            kind: 'server',
            endpoint: 'login',
            code: body.status.code,
            message: body.status.message || 'Login gagal',
          }),
    )
    .andThen((token) => {
      localTokenStore.write(token);
      return accountApi
        .profile()
        .map((profile) => {
          queryClient.setQueryData(profileQuery.queryKey, profile.data);
          useSession.setState({ token });
          return profile.data;
        })
        .mapErr((error) => {
          clearSession();
          return error;
        });
    });
}

/**
 * Logout: tell the server, then forget the token (and with it every cached answer) whatever it
 * answered. It ends this session only; `everywhere` ends every session of the seller.
 */
export async function signOut(scope: 'this' | 'everywhere' = 'this'): Promise<void> {
  await (scope === 'everywhere' ? accountApi.logoutEverywhere() : accountApi.logout());
  clearSession();
}
