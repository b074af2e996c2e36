import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResultAsync } from 'neverthrow';
import type { ApiError } from '@core/api/errors';
import type { EndpointInput } from '@core/api/endpoint';
import type { orderOnlyEndpoints } from '@core/api/endpoints/order';
import { dataQuery, fromResult, invalidateKeys } from '@web/app/api/query';
import { complaintKeys, orderKeys, orderViews } from '@web/app/api/queryKeys';
import { useRecordQuery } from '@web/ui/useRecordId';
import { orderApi } from './api';

export type OrdersRequest = EndpointInput<typeof orderOnlyEndpoints.orders>;

/** One page of 'Pesanan Saya' (seller/order). */
export const ordersQuery = dataQuery(orderKeys.list, orderApi.orders);

/** One page of the changed orders (seller/order/changed). */
export const changedOrdersQuery = dataQuery(orderKeys.changedList, orderApi.changedOrders);

/** The orders of a request; the recap button reads the status options of the list's own answer. */
export function useOrders(request: OrdersRequest) {
  return useQuery(ordersQuery(request));
}

/** An order with its wizard, documents and history (spec 002 §2.3). */
export function useOrderDetail(id: number | null) {
  return useRecordQuery(orderKeys.detail, orderApi.orderDetail, id);
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
 * message): once the server took it, everything that shows the order is asked again, and the
 * complaint lists too when the write was about a complaint.
 */
export function useOrderWrite(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (write: OrderWrite) => fromResult(write.call()),
    onSuccess: (_answer, write) =>
      void invalidateKeys(client, write.complaint ? [...orderViews(orderId), complaintKeys.all] : orderViews(orderId)),
  });
}

/** 'Cetak ...': the document is marked printed (spec 002 §4.3). */
export function useMarkPrinted(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (documentValue: string) => fromResult(orderApi.markDocumentPrinted({ documentValue, id: orderId })),
    onSuccess: () => void invalidateKeys(client, orderViews(orderId)),
  });
}

/** The tax proof upload; its answer's message is what the 'Success' dialog says. */
export function useUploadTax(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      fromResult(orderApi.uploadTax({ file, orderId }).map((body) => body.status.message ?? '')),
    onSuccess: () => void invalidateKeys(client, orderViews(orderId)),
  });
}
