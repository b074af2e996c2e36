import type { z } from 'zod';
import type { orderOnlyEndpoints } from '@core/api/endpoints/order';
import type { ScreenProps } from '@web/app/routes';
import type { OrderRow } from '@core/order/schema';
import { ListScreen, type ListScreenConfig } from '@web/ui/ListScreen';
import { PAGE_SIZES } from '@web/ui/PageSizeSelect';
import { listStateSchema, type ListState } from '@web/ui/useListQuery';
import { listRequest } from '@web/ui/listRequest';
import { ORDER_SORTS, orderColumns } from './listParts';
import { changedOrdersQuery } from './queries';

const schema = listStateSchema({ limit: 10, limits: PAGE_SIZES, sort: '', dir: 'asc', sorts: ORDER_SORTS }, {});

type ChangedData = z.output<typeof orderOnlyEndpoints.changedOrders.response>['data'];

/** Orders with a pending change request (spec 002 §2: 'List Perubahan Pesanan'). */
const changedOrdersList: ListScreenConfig<OrderRow, ListState, ChangedData> = {
  heading: 'List Perubahan Pesanan',
  label: 'List Perubahan Pesanan',
  schema,
  query: (state) => changedOrdersQuery(listRequest(state)),
  columns: orderColumns,
  rowKey: (row) => row.id,
  csvName: 'perubahan-pesanan',
};

export function ChangedOrdersScreen({ title }: ScreenProps) {
  return (
    <div className="order-list">
      <ListScreen title={title} config={changedOrdersList} />
    </div>
  );
}
