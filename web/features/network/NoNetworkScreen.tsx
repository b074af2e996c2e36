import type { ScreenProps } from '@web/app/routes';
import { ScreenPlaceholder } from '@web/ui/ScreenPlaceholder';

/** The /no-network route. */
export function NoNetworkScreen({ title }: ScreenProps) {
  return <ScreenPlaceholder title={title} />;
}
