import type { ScreenProps } from '@web/app/routes';
import { ListScreen } from '@web/ui/ListScreen';
import { proofList } from './proofList';
import { verificationPaymentsQuery } from './queries';
import { PaymentTabs } from './PaymentTabs';

const config = proofList({
  label: 'Verifikasi Pembayaran',
  csvName: 'verifikasi-pembayaran',
  statusFilter: true,
  query: verificationPaymentsQuery,
});

/** Payment verification (spec 002 §2.2; role label PembayaranVerifikasi). */
export function PaymentVerificationScreen({ title }: ScreenProps) {
  return (
    <div className="payment-list">
      <ListScreen title={title} config={config} notice={<PaymentTabs />} />
    </div>
  );
}
