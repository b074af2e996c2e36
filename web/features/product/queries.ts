import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { EndpointInput } from '@core/api/endpoint';
import { publisherOptionSchema, type PublisherOption } from '@core/catalogue/schema';
import type { productEndpoints } from '@core/api/endpoints/product';
import { fromResult, invalidateKeys, recordQuery, ROUTE_READ } from '@web/app/api/query';
import { useRecordQuery } from '@web/ui/useRecordId';
import { allRows, EXPORT_PAGE_SIZE } from '@web/ui/exportCsv';
import { catalogueKeys, productKeys } from '@web/app/api/queryKeys';
import { productApi } from './api';
import { productListRequest, productListSchema, type ProductListState } from './list/listQuery';

type Input<E extends keyof typeof productEndpoints> = EndpointInput<(typeof productEndpoints)[E]>;

/** One page of 'Produk Saya'. */
function productListQuery(state: ProductListState, override: Partial<{ page: number; limit: number }> = {}) {
  const request = productListRequest(state, override);
  return {
    queryKey: productKeys.list(request),
    queryFn: () => fromResult(productApi.products(request).map((body) => body.data)),
    ...ROUTE_READ,
  };
}

/** What 'Produk Saya' reads: the page its URL state asks for. */
export const productListReads = {
  schema: productListSchema,
  query: (state: ProductListState) => productListQuery(state),
};

/** The list for the URL state; the previous page stays on screen while the next one loads. */
export function useProducts(state: ProductListState) {
  return useQuery({ ...productListQuery(state), placeholderData: keepPreviousData });
}

/** Every row of the current filter, read through the cache a list call's worth at a time (the 'Unduh CSV' export). */
export function useAllProductPages(state: ProductListState) {
  const client = useQueryClient();
  return () => allRows((page) => client.fetchQuery(productListQuery(state, { page, limit: EXPORT_PAGE_SIZE })));
}

/** A product as the edit form reads it. */
export const productDetailQuery = recordQuery(productKeys.detail, productApi.productDetail);

export function useProductDetail(id: number | null) {
  return useRecordQuery(productDetailQuery, id);
}

/** Goods of the seller matching the packet search, as the seller types. */
export function usePacketSearch(request: Input<'searchPacketProducts'>) {
  return useQuery({
    queryKey: productKeys.packetSearch(request),
    queryFn: () => fromResult(productApi.searchPacketProducts(request).map((body) => body.data)),
    placeholderData: keepPreviousData,
  });
}

/** The national catalogue's reference lists and publishers: read once per visit. */
export function useCatalogueReference() {
  return useQuery({
    queryKey: catalogueKeys.reference(),
    queryFn: () => fromResult(productApi.searchPusbuk({})),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The catalogue's publishers (catalog/publishers): the book search's filter, and the only publishers a book may name. */
export function useCataloguePublishers() {
  return useQuery({
    queryKey: catalogueKeys.publishers(),
    queryFn: () => fromResult(productApi.aggregation({ url: 'catalog/publishers', method: 'GET' })),
    staleTime: Number.POSITIVE_INFINITY,
    select: (answer): PublisherOption[] => {
      const parsed = z.array(publisherOptionSchema).safeParse(answer.data);
      return parsed.success ? parsed.data : [];
    },
  });
}

/** One page of catalogue books for the browser's filters. */
export function useCatalogueBooks(request: Input<'aggregationBooks'>) {
  return useQuery({
    queryKey: catalogueKeys.list(request),
    queryFn: () => fromResult(productApi.aggregationBooks(request)),
    placeholderData: keepPreviousData,
  });
}

/**
 * A write to products. `detail` names the product whose detail changes too; every product list
 * (the packet search among them: it lists the seller's goods) is read again.
 */
function useProductWrite<I, T>(call: (input: I) => Promise<T>, detail?: (input: I) => number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (_answer, input) =>
      void invalidateKeys(
        client,
        detail ? [productKeys.lists(), productKeys.detail(detail(input))] : [productKeys.lists()],
      ),
  });
}

export function useToggleProductStatus() {
  return useProductWrite(
    (input: Input<'toggleProductStatus'>) => fromResult(productApi.toggleProductStatus(input)),
    (input) => input.id,
  );
}

export function useDeleteProduct() {
  return useProductWrite(
    (input: Input<'deleteProduct'>) => fromResult(productApi.deleteProduct(input)),
    (input) => input.id,
  );
}

export function useUpdateProductCategory() {
  return useProductWrite(
    (input: Input<'updateProductCategory'>) => fromResult(productApi.updateProductCategory(input)),
    (input) => input.productId,
  );
}

export function useBulkUpdateCategory() {
  return useProductWrite((input: Input<'bulkUpdateCategory'>) => fromResult(productApi.bulkUpdateCategory(input)));
}

export function useAddProduct() {
  return useProductWrite((input: Input<'addProduct'>) => fromResult(productApi.addProduct(input)));
}

export function useUpdateProduct() {
  return useProductWrite(
    (input: Input<'updateProduct'>) => fromResult(productApi.updateProduct(input)),
    (input) => Number(input.product_id),
  );
}

/** The check call sent beside an update; its answer is not shown. */
export function useTestCheckProduct() {
  return useMutation({
    mutationFn: (input: Input<'testCheckProduct'>) => fromResult(productApi.testCheckProduct(input)),
  });
}

export function useAddPacket() {
  return useProductWrite(
    (input: Input<'addPacket'>) => fromResult(productApi.addPacket(input)),
    (input) => input.parent_id ?? 0,
  );
}

export function useDeletePacket(productId: number) {
  return useProductWrite(
    (input: Input<'deletePacket'>) => fromResult(productApi.deletePacket(input)),
    () => productId,
  );
}

/** The mass upload: the new products join every list. */
export function useAddProductMass() {
  return useProductWrite((input: Input<'addProductMass'>) => fromResult(productApi.addProductMass(input)));
}
