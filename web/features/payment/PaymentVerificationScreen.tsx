import type { ScreenProps } from '@web/app/routes';
import { ListScreen } from '@web/ui/ListScreen';
import { paymentApi } from './api';
import { proofList } from './proofList';

const config = proofList({
  label: 'Verifikasi Pembayaran',
  csvName: 'verifikasi-pembayaran',
  statusFilter: true,
  load: (request) => paymentApi.paymentsVerification(request).map((body) => body.data),
});

/** Payment verification (spec 002 §2.2; role label PembayaranVerifikasi). */
export function PaymentVerificationScreen({ title }: ScreenProps) {
  return <ListScreen title={title} config={config} />;
}
