import { useQuery } from '@tanstack/react-query';
import { accountApi } from '@web/app/api/account';
import { fromResult } from '@web/app/api/query';
import { storeUserKeys } from '@web/app/api/queryKeys';

/** The store's users (tab 'User'). */
export function useStoreUsers(sellerId: number) {
  return useQuery({
    queryKey: storeUserKeys.list({ mall_id: sellerId }),
    queryFn: () => fromResult(accountApi.storeUsers({ mall_id: sellerId }).map((body) => body.data)),
    meta: { errorLog: 'Daftar user toko gagal dimuat' },
  });
}
