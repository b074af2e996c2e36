import type { ScreenProps } from '../../app/routes';
import { ScreenPlaceholder } from '../../ui/ScreenPlaceholder';

/** Forgot password in three steps (spec 000 §4); filled by a later issue. */
export function ForgotPasswordScreen({ title }: ScreenProps) {
  return <ScreenPlaceholder title={title} />;
}
