import type { ScreenProps } from '@web/app/routes';
import { ListScreen } from '@web/ui/ListScreen';
import { unfilteredList } from '@web/ui/unfilteredList';
import { ORDER_CELLS } from './listParts';
import { changedOrderListReads } from './queries';

/** Orders with a pending change request ('List Perubahan Pesanan'): the orders list's columns, no status filter. */
const changedOrdersList = unfilteredList({
  name: 'List Perubahan Pesanan',
  reads: changedOrderListReads,
  cells: ORDER_CELLS,
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
