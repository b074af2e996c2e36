import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResultAsync } from 'neverthrow';
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { ApiError } from '@core/api/errors';
import { fromResult } from '@web/app/api/query';
import { profileKeys } from '@web/app/api/queryKeys';
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
  const client = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const edit = useMutation({
    mutationFn: (run: Pending['run']) => fromResult(run()),
    // Awaited: the success message comes once the profile shows what the server now holds.
    onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.all }),
  });
  const busy = edit.isPending;

  const confirm = () => {
    if (!pending || busy) return;
    const current = pending;
    edit.mutate(current.run, {
      onSuccess: (message) => {
        toast.success(message);
        current.after?.();
        setPending(null);
      },
      onError: (error) => {
        toast.error(error.message);
        setPending(null);
      },
    });
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
