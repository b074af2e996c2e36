import type { ScreenProps } from '@web/app/routes';
import { ProofListScreen } from './proofList';

/** Payment verification (role label PembayaranVerifikasi). */
export function PaymentVerificationScreen({ title }: ScreenProps) {
  return <ProofListScreen title={title} list="verification" />;
}
