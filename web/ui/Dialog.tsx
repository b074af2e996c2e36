import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

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

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A modal on the native <dialog>: the page behind is inert, Tab cycles inside, Esc closes. */
export function Dialog({ open, title, children, footer, onClose, dismissible = true, size = 'sm', tone = 'default' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Esc fires 'cancel'; the parent owns the open state, so the browser must not close it by itself.
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (dismissible) onClose?.();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, [dismissible, onClose]);

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

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
