import type { ScreenProps } from '../../app/routes';
import { ScreenPlaceholder } from '../../ui/ScreenPlaceholder';

/** The dashboard (spec 000 §2); filled by a later issue. */
export function DashboardScreen({ title }: ScreenProps) {
  return <ScreenPlaceholder title={title} />;
}
