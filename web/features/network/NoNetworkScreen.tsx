import type { ScreenProps } from '../../app/routes';
import { ScreenPlaceholder } from '../../ui/ScreenPlaceholder';

/** The no-network route of spec 000 §2. */
export function NoNetworkScreen({ title }: ScreenProps) {
  return <ScreenPlaceholder title={title} />;
}
