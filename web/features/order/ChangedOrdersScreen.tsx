import type { ScreenProps } from '../../app/routes';
import { ScreenPlaceholder } from '../../ui/ScreenPlaceholder';

/** Changed orders (spec 002 §2); filled by a later issue. */
export function ChangedOrdersScreen({ title }: ScreenProps) {
  return <ScreenPlaceholder title={title} />;
}
