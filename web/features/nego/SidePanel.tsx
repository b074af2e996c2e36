import type { ReactNode } from 'react';
import { ModalFrame } from '@web/ui/ModalFrame';

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
  return (
    <ModalFrame open={open} title={title} block="side-panel" className="side-panel" onClose={onClose} footer={footer}>
      {children}
    </ModalFrame>
  );
}
