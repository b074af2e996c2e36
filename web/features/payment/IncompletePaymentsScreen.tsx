import type { ScreenProps } from '@web/app/routes';
import { ProofListScreen } from './proofList';

/** Incomplete payments. */
export function IncompletePaymentsScreen({ title }: ScreenProps) {
  return <ProofListScreen title={title} list="incomplete" />;
}
