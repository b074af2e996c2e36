import type { z } from 'zod';
import { Link } from 'wouter';
import { ACCOUNT_MESSAGES } from '@core/account/rules';
import type { orderOnlyEndpoints } from '@core/api/endpoints/order';
import type { OrderRow } from '@core/order/schema';
import type { ScreenProps } from '@web/app/routes';
import { useSeller } from '@web/app/api/profile';
import { Alert } from '@web/ui/Alert';
import { OrderStatusFilter } from '@web/ui/OrderStatusFilter';
import { ListScreen, type ListScreenConfig } from '@web/ui/ListScreen';
import { useListQuery } from '@web/ui/useListQuery';
import { InvoiceSearch } from './InvoiceSearch';
import { useRememberOrderList } from './lastList';
import { orderColumns } from './listParts';
import { orderListReads, useOrders, type OrderListState } from './queries';
import { RecapButton } from './RecapButton';

type OrderListData = z.output<typeof orderOnlyEndpoints.orders.response>['data'];

const orderList: ListScreenConfig<OrderRow, OrderListState, OrderListData> = {
  label: 'Daftar Pesanan',
  reads: orderListReads,
  columns: orderColumns,
  rowKey: (row) => row.id,
  searchPlaceholder: 'Cari invoice, sekolah, NPSN...',
  filters: ({ state, update, data }) => (
    <OrderStatusFilter
      value={state.status}
      options={data?.filters[0]?.items ?? []}
      onChange={(status) => update({ status })}
    />
  ),
  activeFilters: (state) => (state.status === '' ? 0 : 1),
  csvName: 'pesanan',
};

/** The sticky 'Segera' banner while the seller must update. */
function UrgentBanner() {
  const user = useSeller();
  if (!user?.isMustUpdate) return null;
  return (
    <div className="order-urgent" role="alert">
      <strong>Segera</strong> {user.alert?.title ?? ''}
    </div>
  );
}

/** The invalid-NPWP warning with the way to the profile. */
function NpwpWarning() {
  const user = useSeller();
  if (!user) return null;
  return (
    <>
      {!user.isNpwpValid ? (
        <Alert
          tone="warning"
          title={ACCOUNT_MESSAGES.npwpInvalidTitle}
          action={
            <Link href="/profile" className="ui-button ui-button--secondary ui-button--sm">
              Perbaiki NPWP
            </Link>
          }
        >
          {ACCOUNT_MESSAGES.npwpInvalidText}
        </Alert>
      ) : null}
    </>
  );
}

/**
 * The recap takes the list's status filter as its starting point, and its status options from the
 * server's filters of the list's own answer (the same cache entry: no call of its own).
 */
function OrderActions() {
  const { state } = useListQuery(orderListReads.schema);
  const options = useOrders(state).data?.filters[0]?.items ?? [];
  return (
    <>
      <InvoiceSearch />
      <RecapButton statusOptions={options} status={state.status} />
    </>
  );
}

/** Orders list 'Pesanan Saya'. */
export function OrderListScreen({ title }: ScreenProps) {
  useRememberOrderList();
  return (
    <div className="order-list">
      <UrgentBanner />
      <ListScreen title={title} config={orderList} actions={<OrderActions />} notice={<NpwpWarning />} />
    </div>
  );
}
