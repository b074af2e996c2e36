import { z } from 'zod';
import { Link } from 'wouter';
import { ACCOUNT_MESSAGES } from '@core/account/rules';
import type { orderOnlyEndpoints } from '@core/api/endpoints/order';
import type { OrderRow } from '@core/order/schema';
import type { ScreenProps } from '@web/app/routes';
import { useSession } from '@web/app/session';
import { Alert } from '@web/ui/Alert';
import { FilterSelect } from '@web/ui/FilterPanel';
import { ListScreen, type ListScreenConfig } from '@web/ui/ListScreen';
import { PAGE_SIZES } from '@web/ui/PageSizeSelect';
import { useApi } from '@web/ui/useApi';
import { listStateSchema, useListQuery, type ListState } from '@web/ui/useListQuery';
import { orderApi } from './api';
import { InvoiceSearch } from './InvoiceSearch';
import { listRequest, orderColumns } from './listParts';
import { RecapButton } from './RecapButton';

/** Spec 002 §9: default sort m.date_added descending, 10 rows. `status` is filter_status (the wizard step index). */
const schema = listStateSchema(
  { limit: 10, limits: PAGE_SIZES, sort: 'm.date_added', dir: 'desc' },
  { status: z.string().regex(/^\d*$/).catch('') },
);
type OrderListState = ListState & z.output<typeof schema>;
type OrderListData = z.output<typeof orderOnlyEndpoints.orders.response>['data'];

export const orderList: ListScreenConfig<OrderRow, OrderListState, OrderListData> = {
  label: 'Daftar Pesanan',
  schema,
  load: (state) =>
    orderApi.orders({ ...listRequest(state), filter_status: state.status === '' ? '' : Number(state.status) }).map((body) => body.data),
  columns: orderColumns,
  rowKey: (row) => row.id,
  searchPlaceholder: 'Cari invoice, sekolah, NPSN...',
  filters: ({ state, update, data }) => (
    <FilterSelect
      label="Status Pesanan"
      placeholder="Filter Status Pesanan..."
      value={state.status}
      options={data?.filters[0]?.items ?? []}
      onChange={(status) => update({ status })}
    />
  ),
  activeFilters: (state) => (state.status === '' ? 0 : 1),
  csvName: 'pesanan',
};

/** The sticky 'Segera' banner while the seller must update (spec 000 §2). */
function UrgentBanner() {
  const user = useSession((state) => state.user);
  if (!user?.isMustUpdate) return null;
  return (
    <div className="order-urgent" role="alert">
      <strong>Segera</strong> {user.alert?.title ?? ''}
    </div>
  );
}

/** 'NPWP Tidak Valid' with the way to the profile (spec 002 §2.1). */
function NpwpWarning() {
  const user = useSession((state) => state.user);
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

/** The recap takes the list's status filter as its starting point. */
function OrderActions() {
  const { state } = useListQuery(schema);
  return (
    <>
      <InvoiceSearch />
      <RecapButtonWithOptions status={state.status} />
    </>
  );
}

/** The status options come from the server's filters; the recap asks for them once. */
function RecapButtonWithOptions({ status }: { readonly status: string }) {
  const options = useStatusOptions();
  return <RecapButton statusOptions={options} status={status} />;
}

function useStatusOptions() {
  const result = useApi(() => orderApi.orders({ page: 1, limit: 1, filter_status: '', sort: '', search: '' }).map((body) => body.data.filters[0]?.items ?? []), []);
  return result.data ?? [];
}

/** Orders list 'Pesanan Saya' (spec 002 §2.1, §2.2). */
export function OrderListScreen({ title }: ScreenProps) {
  return (
    <>
      <UrgentBanner />
      <ListScreen title={title} config={orderList} actions={<OrderActions />} notice={<NpwpWarning />} />
    </>
  );
}
