import { BILLING_LIST_COLUMNS } from '@core/order/options';
import type { ScreenProps } from '@web/app/routes';
import { columnsOf, ListScreen } from '@web/ui/ListScreen';
import { PAGE_SIZES_TO_50 } from '@web/ui/PageSizeSelect';
import { unfilteredList } from '@web/ui/unfilteredList';
import { billingQuery } from './queries';

/** Spec 002 §2.9: no, invoice, customerName, billingDate, paymentDate, createdAt; page sizes up to 50 (§9). */
const billingList = unfilteredList({
  name: 'Daftar Penagihan',
  columns: columnsOf(BILLING_LIST_COLUMNS),
  cells: {
    billingDate: { nowrap: true },
    paymentDate: { nowrap: true, render: (row) => row.paymentDate ?? '-' },
    createdAt: { nowrap: true },
  },
  query: billingQuery,
  rowKey: (row) => row.invoice,
  pageSizes: PAGE_SIZES_TO_50,
  csvName: 'penagihan',
});

/** Billing (spec 002 §2.9). */
export function BillingScreen({ title }: ScreenProps) {
  return <ListScreen title={title} config={billingList} />;
}
