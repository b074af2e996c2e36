import { useState } from 'react';
import { toast } from 'react-hot-toast';
import type { CategoryNode } from '@core/category/schema';
import type { ProductRow } from '@core/product/schema';
import { Button } from '@web/ui/Button';
import { DialogButtons } from '@web/ui/DialogButtons';
import { CategoryCascade, cascadeComplete } from '@web/ui/CategoryCascade';
import { Dialog } from '@web/ui/Dialog';
import { settle } from '@web/app/api/query';
import { SCREEN_MESSAGES } from '../messages';
import { useUpdateProductCategory } from '../queries';

/** The single-product category edit of a row whose category needs an update ('Perlu Update'). */
export function CategoryEditDialog({
  row,
  roots,
  onClose,
  onDone,
}: {
  readonly row: ProductRow | null;
  readonly roots: readonly CategoryNode[];
  readonly onClose: () => void;
  readonly onDone: () => void;
}) {
  const [path, setPath] = useState<number[]>([]);
  const updating = useUpdateProductCategory();
  const busy = updating.isPending;
  const complete = cascadeComplete(roots, path);
  const save = async () => {
    const categoryId = path[path.length - 1];
    if (!row || categoryId === undefined) return;
    const answer = await settle(updating.mutateAsync({ productId: row.id, categoryId }));
    // The category call answers status.code 404 for a failure; the gateway reports a body code >= 300 as an error.
    if (answer.isErr() || Number(answer.value.status.code) === 404) {
      toast.error(SCREEN_MESSAGES.categoryEditFailed);
      return;
    }
    toast.success(SCREEN_MESSAGES.categoryEdited);
    setPath([]);
    onDone();
  };
  return (
    <Dialog
      open={row !== null}
      title={`Edit Kategori: ${row?.name ?? ''}`}
      size="md"
      onClose={onClose}
      footer={
        <DialogButtons back="Batal" onBack={onClose} busy={busy}>
          <Button onClick={() => void save()} disabled={!complete} busy={busy}>
            Update Kategori
          </Button>
        </DialogButtons>
      }
    >
      <CategoryCascade roots={roots} value={path} onChange={setPath} />
    </Dialog>
  );
}
