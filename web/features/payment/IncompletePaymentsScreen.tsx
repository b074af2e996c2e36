import type { ScreenProps } from '@web/app/routes';
import { ListScreen } from '@web/ui/ListScreen';
import { proofList } from './proofList';
import { incompletePaymentsQuery } from './queries';
import { PaymentTabs } from './PaymentTabs';

const config = proofList({
  label: 'Pembayaran Kurang Lengkap',
  csvName: 'pembayaran-kurang-lengkap',
  statusFilter: false,
  query: incompletePaymentsQuery,
});

/** Incomplete payments (spec 002 §2.2). */
export function IncompletePaymentsScreen({ title }: ScreenProps) {
  return (
    <div className="payment-list">
      <ListScreen title={title} config={config} notice={<PaymentTabs />} />
    </div>
  );
}
