import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ResultAsync } from 'neverthrow';
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { ApiError } from '@core/api/errors';
import { fromResult } from '@web/app/api/query';
import { profileKeys } from '@web/app/api/queryKeys';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';

/** What a confirmed call answered: the success message, or the server's refusal in words (an answer with success false). */
type EditAnswer = string | { readonly refused: string };

interface Pending {
  readonly title: string;
  readonly text: string;
  /** The dialog's yes ('Ya, Simpan' unless given). */
  readonly confirmLabel?: string;
  readonly run: () => ResultAsync<EditAnswer, ApiError>;
  /** After a success: the form starts again, a picked file is let go. */
  readonly after?: () => void;
}

/**
 * Profile edits: each edit asks for confirmation, sends, then refreshes what it
 * changed (the user, or the store's users under `refresh`) and shows the success message. A
 * failure or a refusal says so and leaves the form as it was.
 */
export function useConfirmedEdit(refresh: QueryKey = profileKeys.all) {
  const client = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const edit = useMutation({
    mutationFn: (run: Pending['run']) => fromResult(run()),
    // Awaited: the success message comes once the screen shows what the server now holds.
    onSuccess: (answer) => (typeof answer === 'string' ? client.invalidateQueries({ queryKey: refresh }) : undefined),
  });
  const busy = edit.isPending;

  const confirm = () => {
    if (!pending || busy) return;
    const current = pending;
    edit.mutate(current.run, {
      onSuccess: (answer) => {
        setPending(null);
        if (typeof answer !== 'string') {
          toast.error(answer.refused);
          return;
        }
        toast.success(answer);
        current.after?.();
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
      confirmLabel={pending?.confirmLabel ?? 'Ya, Simpan'}
      cancelLabel="Batal"
      tone="info"
      busy={busy}
      onConfirm={confirm}
      onCancel={() => !busy && setPending(null)}
    />
  );
  return { ask: (next: Pending) => setPending(next), busy, dialog };
}
