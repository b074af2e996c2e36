import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@core/api/endpoint';
import type { negoEndpoints } from '@core/api/endpoints/nego';
import { NEGO_LIST_COLUMNS } from '@core/nego/rules';
import { dataQuery, fromResult, invalidateKeys, recordQuery } from '@web/app/api/query';
import { negotiationKeys } from '@web/app/api/queryKeys';
import { columnsOf } from '@web/ui/listColumns';
import { unfilteredReads } from '@web/ui/unfilteredList';
import { PAGE_SIZES_TO_50 } from '@web/ui/useListQuery';
import { useRecordQuery } from '@web/ui/useRecordId';
import { negoApi } from './api';

/** The API's name of the creation date, by which the list starts, newest first. */
const CREATED_SORT = 'aa.tgl_added';

/** What 'Negoisasi' reads: a page of negotiations, up to 50 a page, newest first. */
export const negotiationListReads = unfilteredReads({
  columns: columnsOf(NEGO_LIST_COLUMNS),
  sortKeys: { createdAt: CREATED_SORT },
  query: dataQuery(negotiationKeys.list, negoApi.negotiations),
  pageSizes: PAGE_SIZES_TO_50,
  sort: { field: CREATED_SORT, dir: 'desc' },
});

/** A negotiation with its rounds and the respond panel's data. */
export const negotiationDetailQuery = recordQuery(negotiationKeys.detail, negoApi.negotiationDetail);

export function useNegotiationDetail(id: number | null) {
  return useRecordQuery(negotiationDetailQuery, id);
}

/** A new round or a refusal changes the negotiation and its row in the list. */
function useNegotiationWrite<I>(id: number, call: (input: I) => ReturnType<typeof negoApi.refuseNegotiation>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => fromResult(call(input)),
    // Not awaited: the refetched detail closes the respond panel, and the caller's success toast
    // must come first (a callback of an unmounted caller is dropped).
    onSuccess: () => void invalidateKeys(client, [negotiationKeys.detail(id), negotiationKeys.lists()]),
  });
}

export function useRefuseNegotiation(id: number) {
  return useNegotiationWrite(id, () => negoApi.refuseNegotiation({ id }));
}

export function useRespondNegotiation(id: number) {
  return useNegotiationWrite(id, (fields: EndpointInput<typeof negoEndpoints.respondNegotiation>) =>
    negoApi.respondNegotiation(fields),
  );
}
