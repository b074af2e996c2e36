import { formatDateTime } from '@core/clock';
import { appClock } from '@web/app/clock';

/** An ISO timestamp as the seller reads it, in the seller's zone. */
export function displayTime(iso: string): string {
  return formatDateTime(iso, appClock.zone);
}
