import { useLayoutEffect, useRef, type MouseEvent, type RefObject } from 'react';

/** Whether the event's target lies in this dialog itself, not in a dialog drawn inside it. */
function inThisDialog(event: MouseEvent, dialog: HTMLDialogElement | null): boolean {
  return event.target instanceof Element && event.target.closest('dialog') === dialog;
}

/**
 * A modal takes only the clicks that began in it. A double click on the page (a 'Ya' pressed
 * twice, a submit button) can open a dialog between its two clicks: the second click would then
 * press whatever button of the new dialog lies under the pointer, e.g. close 'Gagal' before the
 * seller has read it. That second click counts 2 (`detail`) and no press of a single click has
 * begun in the dialog since it opened: it is dropped. Keyboard presses (detail 0) always pass.
 */
export function useClicksBegunInside(open: boolean, dialog: RefObject<HTMLDialogElement | null>) {
  const begun = useRef(false);
  useLayoutEffect(() => {
    if (open) begun.current = false;
  }, [open]);
  return {
    onMouseDownCapture: (event: MouseEvent) => {
      if (event.detail <= 1 && inThisDialog(event, dialog.current)) begun.current = true;
    },
    onClickCapture: (event: MouseEvent) => {
      if (event.detail <= 1 || begun.current || !inThisDialog(event, dialog.current)) return;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
