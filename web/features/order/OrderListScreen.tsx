import type { ScreenProps } from '../../app/routes';
import { ScreenPlaceholder } from '../../ui/ScreenPlaceholder';

/** Orders list (spec 002 §2.1); filled by a later issue. */
export function OrderListScreen({ title }: ScreenProps) {
  return <ScreenPlaceholder title={title} />;
}
