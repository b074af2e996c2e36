import type { ScreenProps } from '../../app/routes';
import { ScreenPlaceholder } from '../../ui/ScreenPlaceholder';

/** Registration (spec 000 §2, §5); filled by the registration issue. */
export function RegisterScreen({ title }: ScreenProps) {
  return <ScreenPlaceholder title={title} />;
}
