import { paymentSortParam } from '@core/payment/rules';
import type { ListState } from './useListQuery';

/** The list request of the API from the URL state; every list sends its sort as '{field}-{dir}'. */
export function listRequest(state: ListState): { page: number; limit: number; sort: string; search: string } {
  return {
    page: state.page,
    limit: state.limit,
    sort: paymentSortParam(state.sort || null, state.dir),
    search: state.search,
  };
}

/** The chosen order status as the list calls take it (filter_status): '' or the status id. */
export function orderStatusField(status: string): { readonly filter_status: number | '' } {
  return { filter_status: status === '' ? '' : Number(status) };
}
