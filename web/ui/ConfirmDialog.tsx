import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { Icon } from './Icon';

interface DialogChoice {
  readonly label: string;
  readonly onChoose: () => void;
}

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly text?: ReactNode;
  readonly confirmLabel?: string;
  /** null hides the cancel button (a one-button notice). */
  readonly cancelLabel?: string | null;
  /** Further choices, shown in order between cancel and confirm (the must-update notice's). */
  readonly choices?: readonly DialogChoice[];
  readonly onConfirm: () => void;
  readonly onCancel?: () => void;
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
  choices = [],
  onConfirm,
  onCancel,
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
          {choices.map((choice) => (
            <Button key={choice.label} variant="secondary" onClick={choice.onChoose} disabled={busy}>
              {choice.label}
            </Button>
          ))}
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
