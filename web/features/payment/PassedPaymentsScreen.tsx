import type { ScreenProps } from '@web/app/routes';
import { ListScreen } from '@web/ui/ListScreen';
import { paymentApi } from './api';
import { proofList } from './proofList';

const config = proofList({
  label: 'Pembayaran Diteruskan',
  csvName: 'pembayaran-diteruskan',
  statusFilter: true,
  load: (request) => paymentApi.paymentsPassedToSeller(request).map((body) => body.data),
});

/** Payments passed on to the seller (spec 002 §2.2; role label PembayaranDiTeruskan). */
export function PassedPaymentsScreen({ title }: ScreenProps) {
  return <ListScreen title={title} config={config} />;
}
