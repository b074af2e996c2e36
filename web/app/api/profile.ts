import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerProfile } from '@core/account/schema';
import { accountApi } from './account';
import { fromResult } from './query';
import { profileKeys } from './queryKeys';

/**
 * The seller's profile, loaded after login. Readers never refetch it on mount: the shell's online check
 * refreshes it every 1500 ms, and a profile edit invalidates it.
 */
export const profileQuery = queryOptions({
  queryKey: profileKeys.me(),
  queryFn: () => fromResult(accountApi.profile().map((body) => body.data)),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The logged-in seller, or null while the profile is on its way (or could not be read: the shell says why). */
export function useSeller(): SellerProfile | null {
  return useQuery(profileQuery).data ?? null;
}
