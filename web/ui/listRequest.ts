import { paymentSortParam } from '@core/payment/rules';
import type { ListState } from './useListQuery';

/** The list request of spec 002 §7 from the URL state; every list sends its sort as '{field}-{dir}'. */
export function listRequest(state: ListState): { page: number; limit: number; sort: string; search: string } {
  return {
    page: state.page,
    limit: state.limit,
    sort: paymentSortParam(state.sort || null, state.dir),
    search: state.search,
  };
}
