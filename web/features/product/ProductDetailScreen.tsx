import type { ScreenProps } from '../../app/routes';
import { ScreenPlaceholder } from '../../ui/ScreenPlaceholder';

/** Product detail and edit (spec 001 §2.7); filled by a later issue. */
export function ProductDetailScreen({ title }: ScreenProps) {
  return <ScreenPlaceholder title={title} />;
}
