import type { ScreenProps } from '../../app/routes';
import { ScreenPlaceholder } from '../../ui/ScreenPlaceholder';

/** Complaint detail (spec 002 §2.5); filled by a later issue. */
export function ComplaintDetailScreen({ title }: ScreenProps) {
  return <ScreenPlaceholder title={title} />;
}
