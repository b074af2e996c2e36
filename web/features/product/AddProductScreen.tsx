import type { ScreenProps } from '../../app/routes';
import { ScreenPlaceholder } from '../../ui/ScreenPlaceholder';

/** Layout chooser and add forms (spec 001 §2.2); filled by a later issue. */
export function AddProductScreen({ title }: ScreenProps) {
  return <ScreenPlaceholder title={title} />;
}
