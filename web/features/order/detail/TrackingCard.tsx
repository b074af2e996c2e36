import { useState } from 'react';
import { trackingStageLabel } from '@core/order/tracking';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { QueryState } from '@web/ui/QueryState';
import { useOrderTracking } from '../queries';

/** Order tracking: shown when isTracking; 'Order Tracking' toggles the list, shown reversed, each stage in Indonesian. */
export function TrackingCard({ orderId }: { readonly orderId: number }) {
  const [open, setOpen] = useState(false);
  const tracking = useOrderTracking(orderId, open);
  return (
    <Card title="Lacak Pesanan" className="od-tracking">
      <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        Order Tracking
      </Button>
      {open ? (
        <div className="od-tracking__list">
          <QueryState query={tracking} loadingLabel="Memuat tracking" errorTitle="Tracking tidak dapat dimuat">
            {(entries) => (
              <ol className="od-timeline">
                {[...entries].reverse().map((entry, index) => (
                  <li key={`${entry.time}-${index}`} className="od-timeline__item">
                    <p className="od-timeline__title">{trackingStageLabel(entry.status_stage)}</p>
                    <p className="od-timeline__text">{entry.status}</p>
                    <p className="od-timeline__time">{entry.time}</p>
                  </li>
                ))}
              </ol>
            )}
          </QueryState>
        </div>
      ) : null}
    </Card>
  );
}
