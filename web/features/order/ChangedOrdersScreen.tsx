import type { ScreenProps } from '@web/app/routes';
import { ListScreen } from '@web/ui/ListScreen';
import { unfilteredList } from '@web/ui/unfilteredList';
import { ORDER_CELLS, ORDER_COLUMNS } from './listParts';
import { changedOrdersQuery } from './queries';

/** Orders with a pending change request (spec 002 §2: 'List Perubahan Pesanan'): the orders list's columns, no status filter. */
const changedOrdersList = unfilteredList({
  name: 'List Perubahan Pesanan',
  columns: ORDER_COLUMNS,
  cells: ORDER_CELLS,
  query: changedOrdersQuery,
  rowKey: (row) => row.id,
  csvName: 'perubahan-pesanan',
});

export function ChangedOrdersScreen({ title }: ScreenProps) {
  return (
    <div className="order-list">
      <ListScreen title={title} config={changedOrdersList} />
    </div>
  );
}
