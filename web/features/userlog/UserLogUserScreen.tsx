import type { ScreenProps } from '../../app/routes';
import { ScreenPlaceholder } from '../../ui/ScreenPlaceholder';

/** The log page of one store user, titled by its id (spec 000 §2). */
export function UserLogUserScreen({ title }: ScreenProps) {
  return <ScreenPlaceholder title={title} />;
}
