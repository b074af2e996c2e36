import { useId, type ReactNode } from 'react';
import { useClicksBegunInside } from './useClicksBegunInside';
import { useModalDialog } from './useModalDialog';

/**
 * The frame of a modal on the native <dialog> (the kit's Dialog and the negotiation's side panel):
 * the page behind is inert, Tab stays inside, and with onClose Esc and the close button close it.
 * It ignores the second click of a double click begun before it opened.
 * `block` names the BEM classes of its header, title, content and footer.
 */
export function ModalFrame({
  open,
  title,
  block,
  className,
  onClose,
  children,
  footer,
}: {
  readonly open: boolean;
  readonly title: string;
  readonly block: string;
  readonly className: string;
  readonly onClose: (() => void) | undefined;
  readonly children?: ReactNode;
  readonly footer?: ReactNode;
}) {
  const titleId = useId();
  const { ref, trapTab } = useModalDialog(open, onClose);
  const ownClicks = useClicksBegunInside(open, ref);

  return (
    <dialog ref={ref} className={className} aria-labelledby={titleId} onKeyDown={trapTab} {...ownClicks}>
      {open ? (
        <div className={`${block}__body`}>
          <header className={`${block}__header`}>
            <h2 id={titleId} className={`${block}__title`}>
              {title}
            </h2>
            {onClose ? (
              <button type="button" className={`${block}__close`} aria-label="Tutup" onClick={onClose}>
                ×
              </button>
            ) : null}
          </header>
          <div className={`${block}__content`}>{children}</div>
          {footer ? <footer className={`${block}__footer`}>{footer}</footer> : null}
        </div>
      ) : null}
    </dialog>
  );
}
