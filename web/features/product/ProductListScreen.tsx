import type { ScreenProps } from '../../app/routes';
import { ScreenPlaceholder } from '../../ui/ScreenPlaceholder';

/** Product list (spec 001 §2.1); filled by a later issue. */
export function ProductListScreen({ title }: ScreenProps) {
  return <ScreenPlaceholder title={title} />;
}
