import type { ScreenProps } from '../../app/routes';
import { ScreenPlaceholder } from '../../ui/ScreenPlaceholder';

/** Order detail wizard (spec 002 §2.3); filled by a later issue. */
export function OrderDetailScreen({ title }: ScreenProps) {
  return <ScreenPlaceholder title={title} />;
}
