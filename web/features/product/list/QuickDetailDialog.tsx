import { formatRupiah } from '@core/money';
import { modelLabel, stockLabel } from '@core/product/options';
import { categoryLabel } from '@core/product/rules';
import { productStatusLabel } from '@core/product/serverMessages';
import type { ProductRow } from '@core/product/schema';
import { Button } from '@web/ui/Button';
import { Dialog } from '@web/ui/Dialog';
import { cdnUrl } from '@web/app/config';

/** The quick detail modal of a list row. */
export function QuickDetailDialog({
  row,
  onClose,
  onOpen,
}: {
  readonly row: ProductRow | null;
  readonly onClose: () => void;
  readonly onOpen: (row: ProductRow) => void;
}) {
  return (
    <Dialog
      open={row !== null}
      title={row?.name ?? ''}
      size="md"
      onClose={onClose}
      footer={
        row ? (
          <Button onClick={() => onOpen(row)} variant="secondary">
            Buka Detail
          </Button>
        ) : null
      }
    >
      {row ? (
        <div className="product-quick">
          <img
            src={cdnUrl(row.image) ?? ''}
            alt={row.name}
            width={120}
            height={120}
            style={{ objectFit: 'cover', borderRadius: 8 }}
          />
          <dl className="product-detail-grid">
            <dt>Model</dt>
            <dd>{modelLabel(row.model)}</dd>
            <dt>Merek</dt>
            <dd>{row.brandName}</dd>
            <dt>Harga</dt>
            <dd>{formatRupiah(row.price)}</dd>
            {([1, 2, 3, 4, 5] as const).map((n) => {
              const value = row[`priceZone${n}`];
              return value === null ? null : (
                <div key={n} style={{ display: 'contents' }}>
                  <dt>Zona {n}</dt>
                  <dd>{formatRupiah(value)}</dd>
                </div>
              );
            })}
            <dt>Jenis PPN</dt>
            <dd>{row.ppnType}</dd>
            <dt>Stok</dt>
            <dd>{stockLabel(row.stock, row.isLayout)}</dd>
            <dt>Kategori</dt>
            <dd>{categoryLabel(row.category).label}</dd>
            <dt>Status</dt>
            <dd>{productStatusLabel({ isWaitingConfirm: row.isWaitingConfirm, isActive: row.isActive })}</dd>
          </dl>
        </div>
      ) : null}
    </Dialog>
  );
}

/** The picture popup of a list row. */
export function PictureDialog({ row, onClose }: { readonly row: ProductRow | null; readonly onClose: () => void }) {
  return (
    <Dialog open={row !== null} title={row?.name ?? ''} size="md" onClose={onClose}>
      {row ? (
        <img
          src={cdnUrl(row.image) ?? ''}
          alt={row.name}
          style={{ width: '100%', maxHeight: '70vh', objectFit: 'contain' }}
        />
      ) : null}
    </Dialog>
  );
}
