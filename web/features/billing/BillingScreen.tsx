import type { ScreenProps } from '@web/app/routes';
import { ListScreen } from '@web/ui/ListScreen';
import { unfilteredList } from '@web/ui/unfilteredList';
import { billingListReads } from './queries';

/** No, invoice, customer, billing date, payment date, created; dates on one line. */
const billingList = unfilteredList({
  name: 'Daftar Penagihan',
  reads: billingListReads,
  cells: {
    billingDate: { nowrap: true },
    paymentDate: { nowrap: true, text: (row) => row.paymentDate ?? '-' },
    createdAt: { nowrap: true },
  },
  rowKey: (row) => row.invoice,
  csvName: 'penagihan',
});

/** Billing ('Penagihan'). */
export function BillingScreen({ title }: ScreenProps) {
  return <ListScreen title={title} config={billingList} />;
}
