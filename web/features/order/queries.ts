import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResultAsync } from 'neverthrow';
import type { ApiError } from '@core/api/errors';
import type { EndpointInput } from '@core/api/endpoint';
import type { orderOnlyEndpoints } from '@core/api/endpoints/order';
import { z } from 'zod';
import { ORDER_LIST_COLUMNS } from '@core/order/options';
import { awaitsOthers, ORDER_FOLLOW_MS, parseStatusId } from '@core/order/rules';
import { dataQuery, fromResult, invalidateKeys, recordQuery } from '@web/app/api/query';
import { complaintKeys, orderKeys, orderViews } from '@web/app/api/queryKeys';
import { columnsOf } from '@web/ui/listColumns';
import type { ListReads } from '@web/ui/ListScreen';
import { listRequest, orderStatusField } from '@web/ui/listRequest';
import { unfilteredReads } from '@web/ui/unfilteredList';
import { listStateSchema, PAGE_SIZES, sortFields, type ListState } from '@web/ui/useListQuery';
import { orderApi } from './api';

export type OrdersRequest = EndpointInput<typeof orderOnlyEndpoints.orders>;
type OrderListData = z.output<typeof orderOnlyEndpoints.orders.response>['data'];

/** One page of 'Pesanan Saya' (seller/order). */
const ordersQuery = dataQuery(orderKeys.list, orderApi.orders);

/** One page of the changed orders (seller/order/changed). */
const changedOrdersQuery = dataQuery(orderKeys.changedList, orderApi.changedOrders);

/** The ten columns of the orders list, as the server names them. */
export const ORDER_COLUMNS = columnsOf(ORDER_LIST_COLUMNS);

/** The API sorts the date column by its own name; the orders list starts newest first by it. */
const ORDER_DATE_SORT = 'm.date_added';
export const ORDER_SORT_KEYS: Readonly<Record<string, string>> = { date: ORDER_DATE_SORT };

/** The orders list's URL state: 10 rows newest first; `status` is filter_status (the wizard step index). */
const orderListSchema = listStateSchema(
  {
    limit: 10,
    limits: PAGE_SIZES,
    sort: ORDER_DATE_SORT,
    dir: 'desc',
    sorts: sortFields(ORDER_COLUMNS).map((field) => ORDER_SORT_KEYS[field] ?? field),
  },
  { status: z.string().regex(/^\d*$/).catch('') },
);
export type OrderListState = ListState & z.output<typeof orderListSchema>;

/** The request of the orders list's page: the shared list fields and filter_status. */
function ordersRequest(state: OrderListState): OrdersRequest {
  return { ...listRequest(state), ...orderStatusField(state.status) };
}

/** What 'Pesanan Saya' reads: the page its URL state asks for. */
export const orderListReads: ListReads<OrderListState, OrderListData> = {
  schema: orderListSchema,
  query: (state) => ordersQuery(ordersRequest(state)),
};

/** What 'Perubahan Pesanan' reads: the orders list's columns, no status filter, in the server's own order. */
export const changedOrderListReads = unfilteredReads({
  columns: ORDER_COLUMNS,
  sortKeys: ORDER_SORT_KEYS,
  query: changedOrdersQuery,
});

/** The orders of a list state; the recap button reads the status options of the list's own answer. */
export function useOrders(state: OrderListState) {
  return useQuery(orderListReads.query(state));
}

/** An order with its wizard, documents and history. */
export const orderDetailQuery = recordQuery(orderKeys.detail, orderApi.orderDetail);

/**
 * The open order detail follows the order: it asks again whenever the seller comes back to the
 * tab, and every ORDER_FOLLOW_MS while the school or the partner has a step to take, so the
 * school's payment and the partner's transfer show up without a reload.
 */
export function useOrderDetail(id: number | null) {
  return useQuery({
    ...orderDetailQuery(id ?? 0),
    enabled: id !== null,
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) => {
      const statusId = query.state.data ? parseStatusId(query.state.data.orderStatusId) : null;
      return statusId !== null && awaitsOthers(statusId) ? ORDER_FOLLOW_MS : false;
    },
  });
}

/** The courier's tracking of an order, read once the seller opens it. */
export function useOrderTracking(id: number, open: boolean) {
  return useQuery({
    queryKey: orderKeys.tracking(id),
    queryFn: () => fromResult(orderApi.orderTracking({ id }).map((body) => body.data)),
    enabled: open,
  });
}

/** Finds orders by invoice through the cache (the answer is the same list page any screen would read). */
export function useInvoiceLookup() {
  const client = useQueryClient();
  return (search: string) =>
    client.fetchQuery(ordersQuery({ page: 1, limit: 100, filter_status: '', sort: '', search }));
}

/** The transaction recap: the server writes a file and answers its URL. */
export function useOrderReport() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof orderOnlyEndpoints.orderReport>) =>
      fromResult(orderApi.orderReport(input).map((body) => body.data.url)),
  });
}

/** A write about one order: the call, and whether it was about a complaint of the order. */
export interface OrderWrite {
  readonly call: () => ResultAsync<unknown, ApiError>;
  readonly complaint?: boolean;
}

/**
 * A state change of one order (a wizard action, a document printed, the tax proof, a complaint
 * message): once the server answered, taken or refused, everything that shows the order is asked
 * again (a refusal usually means the order moved on elsewhere), and the complaint lists too when
 * the write was about a complaint.
 */
export function useOrderWrite(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (write: OrderWrite) => fromResult(write.call()),
    onSettled: (_answer, _error, write) =>
      void invalidateKeys(client, write.complaint ? [...orderViews(orderId), complaintKeys.all] : orderViews(orderId)),
  });
}

/** 'Cetak ...': the document is marked printed. */
export function useMarkPrinted(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (documentValue: string) => fromResult(orderApi.markDocumentPrinted({ documentValue, id: orderId })),
    onSettled: () => void invalidateKeys(client, orderViews(orderId)),
  });
}

/** The tax proof upload; its answer's message is what the 'Success' dialog says. */
export function useUploadTax(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      fromResult(orderApi.uploadTax({ file, orderId }).map((body) => body.status.message ?? '')),
    onSettled: () => void invalidateKeys(client, orderViews(orderId)),
  });
}
