import type { ScreenProps } from '../../app/routes';
import { ScreenPlaceholder } from '../../ui/ScreenPlaceholder';

/** Billing list (spec 002 §2.9); filled by a later issue. */
export function BillingScreen({ title }: ScreenProps) {
  return <ScreenPlaceholder title={title} />;
}
