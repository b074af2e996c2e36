import { complaintProgressLabel, COMPLAINT_MESSAGES } from '@core/complaint/rules';
import type { ComplaintItem } from '@core/complaint/schema';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';

/** The complaints of the order with their state; the modal holds the conversation. */
export function ComplaintsCard({
  complaints,
  onOpen,
}: {
  readonly complaints: readonly ComplaintItem[];
  readonly onOpen: () => void;
}) {
  return (
    <Card
      title="Komplain"
      className="od-complaints"
      actions={
        complaints.length > 0 ? (
          <Button size="sm" variant="ghost" onClick={onOpen}>
            {COMPLAINT_MESSAGES.alertButton}
          </Button>
        ) : undefined
      }
    >
      {complaints.length === 0 ? (
        <p className="od-muted">{COMPLAINT_MESSAGES.none}</p>
      ) : (
        <ul className="od-complaint-list">
          {complaints.map((complaint) => (
            <li key={complaint.complaintId}>
              <span>{complaint.main}</span>
              <span className={`od-thread__state${complaint.isResolved ? ' od-thread__state--done' : ''}`}>
                {complaintProgressLabel(complaint.isResolved)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
