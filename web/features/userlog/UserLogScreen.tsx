import type { ScreenProps } from '../../app/routes';
import { ScreenPlaceholder } from '../../ui/ScreenPlaceholder';

/** The user activity log (spec 000 §2); filled by a later issue. */
export function UserLogScreen({ title }: ScreenProps) {
  return <ScreenPlaceholder title={title} />;
}
