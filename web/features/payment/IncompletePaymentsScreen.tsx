import type { ScreenProps } from '@web/app/routes';
import { ListScreen } from '@web/ui/ListScreen';
import { paymentApi } from './api';
import { proofList } from './proofList';

const config = proofList({
  label: 'Pembayaran Kurang Lengkap',
  csvName: 'pembayaran-kurang-lengkap',
  statusFilter: false,
  load: (request) => paymentApi.paymentsNotComplete(request).map((body) => body.data),
});

/** Incomplete payments (spec 002 §2.2). */
export function IncompletePaymentsScreen({ title }: ScreenProps) {
  return <ListScreen title={title} config={config} />;
}
