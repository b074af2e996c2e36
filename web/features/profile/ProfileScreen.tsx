import type { ScreenProps } from '../../app/routes';
import { ScreenPlaceholder } from '../../ui/ScreenPlaceholder';

/** Store profile tabs (spec 000 §2); filled by a later issue. */
export function ProfileScreen({ title }: ScreenProps) {
  return <ScreenPlaceholder title={title} />;
}
