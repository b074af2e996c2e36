import type { ScreenProps } from '@web/app/routes';
import { ProofListScreen } from './proofList';

/** Payments passed on to the seller (role label PembayaranDiTeruskan). */
export function PassedPaymentsScreen({ title }: ScreenProps) {
  return <ProofListScreen title={title} list="passed" />;
}
