import type { ScreenProps } from '@web/app/routes';
import { ProofListScreen } from './proofList';

/** Incomplete payments (spec 002 §2.2). */
export function IncompletePaymentsScreen({ title }: ScreenProps) {
  return <ProofListScreen title={title} list="incomplete" />;
}
