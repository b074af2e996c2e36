import type { ScreenProps } from '../../app/routes';
import { ScreenPlaceholder } from '../../ui/ScreenPlaceholder';

/** Shop and product reviews (spec 002 §2.8); filled by a later issue. */
export function ReviewScreen({ title }: ScreenProps) {
  return <ScreenPlaceholder title={title} />;
}
