import { Dialog } from '@web/ui/Dialog';
import { Spinner } from '@web/ui/Spinner';

/** The blocking 'Sedang diproses / Mohon Tunggu...' pop-up of the submit flows. */
export function ProcessingDialog({
  open,
  text = 'Mohon Tunggu...',
}: {
  readonly open: boolean;
  readonly text?: string;
}) {
  return (
    <Dialog open={open} title="Sedang diproses" dismissible={false}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Spinner />
        <span>{text}</span>
      </div>
    </Dialog>
  );
}
