import { useId, type ReactNode } from 'react';
import { useModalDialog } from './useModalDialog';

export interface DialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly children?: ReactNode;
  readonly footer?: ReactNode;
  /** Esc and the close button call this; a blocking dialog (dismissible false) ignores Esc. */
  readonly onClose?: () => void;
  readonly dismissible?: boolean;
  readonly size?: 'sm' | 'md';
  readonly tone?: 'default' | 'warning' | 'danger' | 'info';
}

/** A modal on the native <dialog>: the page behind is inert, Tab cycles inside, Esc closes. */
export function Dialog({ open, title, children, footer, onClose, dismissible = true, size = 'sm', tone = 'default' }: DialogProps) {
  const titleId = useId();
  const { ref, trapTab } = useModalDialog(open, dismissible ? onClose : undefined);

  return (
    <dialog ref={ref} className={`ui-dialog ui-dialog--${size} ui-dialog--${tone}`} aria-labelledby={titleId} onKeyDown={trapTab}>
      {open ? (
        <div className="ui-dialog__body">
          <header className="ui-dialog__header">
            <h2 id={titleId} className="ui-dialog__title">
              {title}
            </h2>
            {dismissible && onClose ? (
              <button type="button" className="ui-dialog__close" aria-label="Tutup" onClick={onClose}>
                ×
              </button>
            ) : null}
          </header>
          <div className="ui-dialog__content">{children}</div>
          {footer ? <footer className="ui-dialog__footer">{footer}</footer> : null}
        </div>
      ) : null}
    </dialog>
  );
}
