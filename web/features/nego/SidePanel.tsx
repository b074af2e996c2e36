import { useId, type ReactNode } from 'react';
import { useModalDialog } from '@web/ui/useModalDialog';

export interface SidePanelProps {
  readonly open: boolean;
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
}

/**
 * A modal panel sliding in from the right, on the native <dialog> like the kit's Dialog: the page
 * behind is inert, Tab stays inside and Esc closes it (the parent owns the open state).
 */
export function SidePanel({ open, title, onClose, children, footer }: SidePanelProps) {
  const titleId = useId();
  const { ref, trapTab } = useModalDialog(open, onClose);

  return (
    <dialog ref={ref} className="side-panel" aria-labelledby={titleId} onKeyDown={trapTab}>
      {open ? (
        <div className="side-panel__body">
          <header className="side-panel__header">
            <h2 id={titleId} className="side-panel__title">
              {title}
            </h2>
            <button type="button" className="side-panel__close" aria-label="Tutup" onClick={onClose}>
              ×
            </button>
          </header>
          <div className="side-panel__content">{children}</div>
          {footer ? <footer className="side-panel__footer">{footer}</footer> : null}
        </div>
      ) : null}
    </dialog>
  );
}
