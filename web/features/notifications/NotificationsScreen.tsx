import type { ScreenProps } from '../../app/routes';
import { ScreenPlaceholder } from '../../ui/ScreenPlaceholder';

/** All notifications with tabs, filters and infinite scroll (spec 000 §2); filled by a later issue. */
export function NotificationsScreen({ title }: ScreenProps) {
  return <ScreenPlaceholder title={title} />;
}
