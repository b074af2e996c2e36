import type { ScreenProps } from '../../app/routes';
import { ScreenPlaceholder } from '../../ui/ScreenPlaceholder';

/** Payment verification (spec 002 §2.2); filled by a later issue. */
export function PaymentVerificationScreen({ title }: ScreenProps) {
  return <ScreenPlaceholder title={title} />;
}
