import type { ScreenProps } from '../../app/routes';
import { ScreenPlaceholder } from '../../ui/ScreenPlaceholder';

/** Negotiation list (spec 002 §2.2); filled by a later issue. */
export function NegotiationListScreen({ title }: ScreenProps) {
  return <ScreenPlaceholder title={title} />;
}
