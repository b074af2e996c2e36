import type { ScreenProps } from '../../app/routes';
import { ScreenPlaceholder } from '../../ui/ScreenPlaceholder';

/** Chat (spec 002 §2.7); filled by a later issue. */
export function ChatScreen({ title }: ScreenProps) {
  return <ScreenPlaceholder title={title} />;
}
