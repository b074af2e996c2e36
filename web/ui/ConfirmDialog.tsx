import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { Icon } from './Icon';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly text?: ReactNode;
  readonly confirmLabel?: string;
  /** null hides the cancel button (a one-button notice). */
  readonly cancelLabel?: string | null;
  /** An optional third choice ("deny"), e.g. 'Produk' in the must-update notice. */
  readonly denyLabel?: string;
  readonly onConfirm: () => void;
  readonly onCancel?: () => void;
  readonly onDeny?: () => void;
  readonly tone?: 'warning' | 'danger' | 'info';
  readonly busy?: boolean;
  /** When false, Esc does nothing: the seller has to choose. */
  readonly dismissible?: boolean;
}

const TONE_ICON = { warning: 'alert', danger: 'alert', info: 'info' } as const;

export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel = 'Ya',
  cancelLabel = 'Tidak',
  denyLabel,
  onConfirm,
  onCancel,
  onDeny,
  tone = 'warning',
  busy = false,
  dismissible = true,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      tone={tone}
      dismissible={dismissible}
      onClose={onCancel}
      footer={
        <>
          {cancelLabel !== null && onCancel ? (
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {cancelLabel}
            </Button>
          ) : null}
          {denyLabel && onDeny ? (
            <Button variant="secondary" onClick={onDeny} disabled={busy}>
              {denyLabel}
            </Button>
          ) : null}
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} busy={busy} autoFocus>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="ui-confirm">
        <span className={`ui-confirm__icon ui-confirm__icon--${tone}`}>
          <Icon name={TONE_ICON[tone]} size={28} />
        </span>
        {text ? <div className="ui-confirm__text">{text}</div> : null}
      </div>
    </Dialog>
  );
}
