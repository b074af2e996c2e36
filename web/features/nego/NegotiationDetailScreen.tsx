import type { ScreenProps } from '../../app/routes';
import { ScreenPlaceholder } from '../../ui/ScreenPlaceholder';

/** Negotiation detail (spec 002 §2.4); filled by a later issue. */
export function NegotiationDetailScreen({ title }: ScreenProps) {
  return <ScreenPlaceholder title={title} />;
}
