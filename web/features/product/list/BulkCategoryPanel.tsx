import { useState } from 'react';
import { toast } from 'react-hot-toast';
import type { FilterOption } from '@core/api/envelope';
import type { CategoryNode } from '@core/category/schema';
import { bulkCategoryValidator } from '@core/product/rules';
import { PRODUCT_FILTER_LABELS } from '@core/product/serverMessages';
import { Button } from '@web/ui/Button';
import { CategoryCascade, cascadeComplete } from '@web/ui/CategoryCascade';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { Select } from '@web/ui/Select';
import { settle } from '@web/app/api/query';
import { categoryTitleOf } from '../categories';
import { useBulkUpdateCategory } from '../queries';

export interface BulkCategoryPanelProps {
  /** data.filters[3]: the old categories uncategorized products still carry. */
  readonly oldCategories: readonly FilterOption[];
  readonly oldCategory: string;
  readonly onOldCategory: (value: string) => void;
  readonly selected: readonly number[];
  readonly roots: readonly CategoryNode[];
  readonly onDone: () => void;
}

/** Bulk category mode: old category, ticked products, new category, 'Anda yakin?'. */
export function BulkCategoryPanel({
  oldCategories,
  oldCategory,
  onOldCategory,
  selected,
  roots,
  onDone,
}: BulkCategoryPanelProps) {
  const [path, setPath] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const updating = useBulkUpdateCategory();
  const busy = updating.isPending;
  const newCategoryId = path[path.length - 1];
  const oldName = oldCategories.find((c) => String(c.value) === oldCategory)?.name ?? '';
  const newName = newCategoryId === undefined ? '' : (categoryTitleOf(roots, newCategoryId) ?? '');

  const ask = () => {
    const result = bulkCategoryValidator.validate({
      oldCategoryId: oldCategory === '' ? null : oldCategory,
      productIds: selected,
    });
    if (!result.ok) {
      toast.error(result.first ?? '');
      return;
    }
    setConfirming(true);
  };

  const run = async () => {
    if (newCategoryId === undefined) return;
    const answer = await settle(updating.mutateAsync({ choosedProducts: [...selected], newCategoryId }));
    setConfirming(false);
    if (answer.isErr()) {
      toast.error(answer.error.kind === 'server' ? answer.error.message : 'Update kategori gagal');
      return;
    }
    const status = answer.value.data.status;
    if (Number(status.code) !== 200) {
      toast.error(status.message ?? '');
      return;
    }
    toast.success(status.message ?? '');
    setPath([]);
    onDone();
  };

  return (
    <section className="product-bulk" aria-label="Update Kategori Massal">
      <strong>Update Kategori Massal</strong>
      <div className="product-grid">
        <Select
          label={PRODUCT_FILTER_LABELS.oldCategory}
          placeholder="Pilih Kategori Lama"
          value={oldCategory}
          options={oldCategories.map((c) => ({
            value: String(c.value),
            label: `${c.name}${c.total !== undefined ? ` (${c.total})` : ''}`,
          }))}
          onChange={onOldCategory}
        />
        <p className="product-muted" aria-live="polite">
          {selected.length} produk dipilih
        </p>
      </div>
      <CategoryCascade
        roots={roots}
        value={path}
        onChange={setPath}
        labels={['Kategori Baru', 'Sub Kategori Baru', 'Sub Sub Kategori Baru']}
      />
      <div>
        <Button onClick={ask} disabled={!cascadeComplete(roots, path)}>
          Update Kategori
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Anda yakin?"
        text={`Kategori lama ${oldName} pada ${selected.length} produk akan diubah menjadi ${newName}`}
        confirmLabel="Ya"
        cancelLabel="Tidak"
        busy={busy}
        onConfirm={() => void run()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
