import type { ReactNode } from 'react';
import { ModalFrame } from './ModalFrame';

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
export function Dialog({
  open,
  title,
  children,
  footer,
  onClose,
  dismissible = true,
  size = 'sm',
  tone = 'default',
}: DialogProps) {
  return (
    <ModalFrame
      open={open}
      title={title}
      block="ui-dialog"
      className={`ui-dialog ui-dialog--${size} ui-dialog--${tone}`}
      onClose={dismissible ? onClose : undefined}
      footer={footer}
    >
      {children}
    </ModalFrame>
  );
}
