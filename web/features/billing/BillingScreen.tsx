import type { z } from 'zod';
import type { orderOnlyEndpoints } from '@core/api/endpoints/order';
import { BILLING_LIST_COLUMNS } from '@core/order/options';
import type { BillingRow } from '@core/order/schema';
import type { ScreenProps } from '@web/app/routes';
import { columnsOf, fromServerColumns, ListScreen, type ListScreenConfig, type ServerColumn } from '@web/ui/ListScreen';
import { listRequest } from '@web/ui/listRequest';
import { listStateSchema, sortFields, type ListState } from '@web/ui/useListQuery';
import { billingQuery } from './queries';

/** Spec 002 §9: the billing list offers page sizes up to 50. */
const BILLING_PAGE_SIZES = [5, 10, 25, 50] as const;

type BillingData = z.output<typeof orderOnlyEndpoints.billing.response>['data'];

/** Spec 002 §2.9: no, invoice, customerName, billingDate, paymentDate, createdAt. */
const BILLING_COLUMNS: readonly ServerColumn[] = columnsOf(BILLING_LIST_COLUMNS);

const schema = listStateSchema({ limit: 10, limits: BILLING_PAGE_SIZES, sort: '', dir: 'asc', sorts: sortFields(BILLING_COLUMNS) }, {});

const billingList: ListScreenConfig<BillingRow, ListState, BillingData> = {
  label: 'Daftar Penagihan',
  heading: 'Daftar Penagihan',
  schema,
  query: (state) => billingQuery(listRequest(state)),
  columns: (server) =>
    fromServerColumns<BillingRow>(server, BILLING_COLUMNS, {
      billingDate: { nowrap: true },
      paymentDate: { nowrap: true, render: (row) => row.paymentDate ?? '-' },
      createdAt: { nowrap: true },
    }),
  rowKey: (row) => row.invoice,
  pageSizes: BILLING_PAGE_SIZES,
  csvName: 'penagihan',
};

/** Billing (spec 002 §2.9). */
export function BillingScreen({ title }: ScreenProps) {
  return <ListScreen title={title} config={billingList} />;
}
