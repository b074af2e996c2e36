import type { ResultAsync } from 'neverthrow';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { describeApiError, type ApiError } from '@core/api/errors';
import { loadProfile } from '@web/app/sessionActions';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';

interface Pending {
  readonly title: string;
  readonly text: string;
  /** The call; its value is the success message to show. */
  readonly run: () => ResultAsync<string, ApiError>;
  readonly after?: () => void;
}

/**
 * Spec 000 §4 "Profile edits": each edit asks for confirmation, sends, then refreshes the user and
 * shows the success message. A failure says so and leaves the form as it was.
 */
export function useConfirmedEdit() {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = () => {
    if (!pending || busy) return;
    setBusy(true);
    void pending
      .run()
      .andThen((message) => loadProfile({ quiet: true }).map(() => message))
      .match(
        (message) => {
          toast.success(message);
          setBusy(false);
          pending.after?.();
          setPending(null);
        },
        (error) => {
          toast.error(describeApiError(error));
          setBusy(false);
          setPending(null);
        },
      );
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={pending?.title ?? ''}
      text={pending?.text}
      confirmLabel="Ya, Simpan"
      cancelLabel="Batal"
      tone="info"
      busy={busy}
      onConfirm={confirm}
      onCancel={() => !busy && setPending(null)}
    />
  );
  return { ask: (next: Pending) => setPending(next), busy, dialog };
}
