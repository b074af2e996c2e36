import type { ScreenProps } from '../../app/routes';
import { ScreenPlaceholder } from '../../ui/ScreenPlaceholder';

/** Payments passed on to the seller (spec 002 §2.2); filled by a later issue. */
export function PassedPaymentsScreen({ title }: ScreenProps) {
  return <ScreenPlaceholder title={title} />;
}
