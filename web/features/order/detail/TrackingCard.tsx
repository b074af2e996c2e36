import { useState } from 'react';
import type { TrackingEntry } from '@core/order/schema';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { Spinner } from '@web/ui/Spinner';
import { useApi } from '@web/ui/useApi';
import { orderApi } from '../api';

/** Order tracking (spec 002 §2.3): shown when isTracking; 'Order Tracking' toggles the list, shown reversed. */
export function TrackingCard({ orderId, version }: { readonly orderId: number; readonly version: number }) {
  const [open, setOpen] = useState(false);
  const tracking = useApi(() => orderApi.orderTracking({ id: orderId }).map((body) => body.data), [orderId, version], open);
  const entries: TrackingEntry[] = tracking.data ? [...tracking.data].reverse() : [];
  return (
    <Card title="Lacak Pesanan" className="od-tracking">
      <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        Order Tracking
      </Button>
      {open ? (
        <div className="od-tracking__list">
          {tracking.loading && !tracking.data ? <Spinner label="Memuat tracking" /> : null}
          {tracking.error ? (
            <p className="od-error" role="alert">
              {tracking.error}{' '}
              <button type="button" className="od-link" onClick={tracking.reload}>
                Coba lagi
              </button>
            </p>
          ) : null}
          <ol className="od-timeline">
            {entries.map((entry, index) => (
              <li key={`${entry.time}-${index}`} className="od-timeline__item">
                <p className="od-timeline__title">{entry.status}</p>
                <p className="od-timeline__text">{entry.status_stage}</p>
                <p className="od-timeline__time">{entry.time}</p>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </Card>
  );
}
