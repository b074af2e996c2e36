import type { ScreenProps } from '../../app/routes';
import { ScreenPlaceholder } from '../../ui/ScreenPlaceholder';

/** Carrier settings (spec 002 §2.6); filled by a later issue. */
export function ExpeditionScreen({ title }: ScreenProps) {
  return <ScreenPlaceholder title={title} />;
}
