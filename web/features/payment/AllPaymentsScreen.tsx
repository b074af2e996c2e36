import type { ScreenProps } from '../../app/routes';
import { ScreenPlaceholder } from '../../ui/ScreenPlaceholder';

/** All payments (spec 002 §2.2); filled by a later issue. */
export function AllPaymentsScreen({ title }: ScreenProps) {
  return <ScreenPlaceholder title={title} />;
}
