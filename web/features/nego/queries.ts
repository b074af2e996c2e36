import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@core/api/endpoint';
import type { negoEndpoints } from '@core/api/endpoints/nego';
import { dataQuery, fromResult, invalidateKeys } from '@web/app/api/query';
import { negotiationKeys } from '@web/app/api/queryKeys';
import { useRecordQuery } from '@web/ui/useRecordId';
import { negoApi } from './api';

/** One page of 'Negoisasi'. */
export const negotiationsQuery = dataQuery(negotiationKeys.list, negoApi.negotiations);

/** A negotiation with its rounds and the respond panel's data (spec 002 §2.4). */
export function useNegotiationDetail(id: number | null) {
  return useRecordQuery(negotiationKeys.detail, negoApi.negotiationDetail, id);
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
