import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Expedition, ExpeditionList } from '@core/expedition/schema';
import { fromResult, ROUTE_READ } from '@web/app/api/query';
import { expeditionKeys } from '@web/app/api/queryKeys';
import { expeditionApi } from './api';

const listKey = expeditionKeys.list();

/** The seller's carriers and the ones not added yet: what 'Ekspedisi' reads. */
export const expeditionsQuery = queryOptions({
  queryKey: listKey,
  queryFn: () => fromResult(expeditionApi.expeditions({}).map((body) => body.data)),
  ...ROUTE_READ,
});

export function useExpeditions() {
  return useQuery(expeditionsQuery);
}

/** Applies the toggle answer: a carrier not added yet moves into the seller's list (as the server does). */
function applyToggle(list: ExpeditionList, carrier: Expedition, serving: boolean): ExpeditionList {
  const updated = { ...carrier, isChecked: serving };
  if (list.items.some((c) => c.id === carrier.id)) {
    return { ...list, items: list.items.map((c) => (c.id === carrier.id ? updated : c)) };
  }
  return { items: [...list.items, updated], itemsNotAdd: list.itemsNotAdd.filter((c) => c.id !== carrier.id) };
}

/** 'Melayani' / 'Tidak': the answer says the new state; the list shows it at once and is read again. */
export function useToggleExpedition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (carrier: Expedition) =>
      fromResult(expeditionApi.toggleExpedition({ id: carrier.id }).map((body) => body.data === 1)),
    onSuccess: (serving, carrier) => {
      client.setQueryData<ExpeditionList>(listKey, (list) => (list ? applyToggle(list, carrier, serving) : list));
      return client.invalidateQueries({ queryKey: expeditionKeys.all });
    },
  });
}
