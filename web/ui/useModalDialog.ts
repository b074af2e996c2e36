import { useEffect, useRef, type KeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Gives focus back to what had it before the dialog opened, when that is still on the page. */
function restoreFocus(opener: HTMLElement | null, dialog: HTMLDialogElement) {
  if (!opener?.isConnected) return;
  const active = document.activeElement;
  if (active === null || active === document.body || dialog.contains(active)) opener.focus();
}

/**
 * A native <dialog> shown modally while `open`: the page behind is inert, Tab cycles inside, Esc
 * calls `onEscape` (the parent owns the open state, so the browser must not close it by itself).
 * When it closes, focus goes back to the control that had it before it opened.
 */
export function useModalDialog(open: boolean, onEscape: (() => void) | undefined) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
    if (!open && dialog.open) {
      dialog.close();
      restoreFocus(opener.current, dialog);
    }
  }, [open]);

  // Unmounted while open (its screen went away): focus still goes back if the opener stayed.
  useEffect(
    () => () => {
      const dialog = ref.current;
      if (dialog?.open) {
        dialog.close();
        restoreFocus(opener.current, dialog);
      }
    },
    [],
  );

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onEscape?.();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, [onEscape]);

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

  return { ref, trapTab };
}
