import { useEffect } from 'react';
import { toast, Toaster, useToasterStore } from 'react-hot-toast';

/** Toasts show at top-right for 10 s, at most 5 at once. */
export const TOAST_DURATION_MS = 10_000;
const TOAST_LIMIT = 5;

export function Toasts() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // The newest toast comes first; the oldest ones beyond the limit make room.
    toasts
      .filter((item) => item.visible)
      .slice(TOAST_LIMIT)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);
  // Below the 60 px top bar, so a toast never hides the notifications or the user menu.
  return <Toaster position="top-right" containerStyle={{ top: 72 }} toastOptions={{ duration: TOAST_DURATION_MS }} />;
}
