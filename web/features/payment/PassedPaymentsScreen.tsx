import type { ScreenProps } from '@web/app/routes';
import { ListScreen } from '@web/ui/ListScreen';
import { proofList } from './proofList';
import { passedPaymentsQuery } from './queries';
import { PaymentTabs } from './PaymentTabs';

const config = proofList({
  label: 'Pembayaran Diteruskan',
  csvName: 'pembayaran-diteruskan',
  statusFilter: true,
  query: passedPaymentsQuery,
});

/** Payments passed on to the seller (spec 002 §2.2; role label PembayaranDiTeruskan). */
export function PassedPaymentsScreen({ title }: ScreenProps) {
  return (
    <div className="payment-list">
      <ListScreen title={title} config={config} notice={<PaymentTabs />} />
    </div>
  );
}
