import type { ReactNode } from 'react';
import { Button } from './Button';

interface DialogButtonsProps {
  /** The way back ('Batal', 'Kembali'): closes the dialog, and is off while the action runs. */
  readonly back: string;
  readonly onBack: () => void;
  readonly busy: boolean;
  /** The dialog's own action, after the way back. */
  readonly children: ReactNode;
}

/** A dialog's footer: the way back, then the action. */
export function DialogButtons({ back, onBack, busy, children }: DialogButtonsProps) {
  return (
    <>
      <Button variant="secondary" onClick={onBack} disabled={busy}>
        {back}
      </Button>
      {children}
    </>
  );
}
