import { BILLING_LIST_COLUMNS } from '@core/order/options';
import { dataQuery } from '@web/app/api/query';
import { billingKeys } from '@web/app/api/queryKeys';
import { columnsOf } from '@web/ui/listColumns';
import { unfilteredReads } from '@web/ui/unfilteredList';
import { PAGE_SIZES_TO_50 } from '@web/ui/useListQuery';
import { billingApi } from './api';

/** What 'Penagihan' reads: a page of bills, up to 50 a page. */
export const billingListReads = unfilteredReads({
  columns: columnsOf(BILLING_LIST_COLUMNS),
  query: dataQuery(billingKeys.list, billingApi.billing),
  pageSizes: PAGE_SIZES_TO_50,
});
