import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@core/api/endpoint';
import type { accountEndpoints } from '@core/api/endpoints/account';
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

/** 'Tambah User': the list is read again once the server took the new user. */
export function useAddStoreUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: EndpointInput<typeof accountEndpoints.addStoreUser>) => fromResult(accountApi.addStoreUser(fields)),
    onSuccess: (answer) => (answer.success ? client.invalidateQueries({ queryKey: storeUserKeys.all }) : undefined),
  });
}
