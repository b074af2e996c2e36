import type { ScreenProps } from '../../app/routes';
import { ScreenPlaceholder } from '../../ui/ScreenPlaceholder';

/** Incomplete payments (spec 002 §2.2); filled by a later issue. */
export function IncompletePaymentsScreen({ title }: ScreenProps) {
  return <ScreenPlaceholder title={title} />;
}
