import { formatRupiah } from '@core/money';
import { PRODUCT_FIELD_LABELS } from '@core/product/labels';
import type { CellProps } from '@web/ui/DataTable';
import { RecordTable, type RecordColumn } from '@web/ui/RecordTable';
import { cdnUrl } from '@web/app/config';
import './form.css';

export interface PacketLineView {
  readonly key: number;
  readonly name: string;
  readonly image: string;
  readonly quantity: number;
  readonly price?: number;
}

function LineProduct({ row: line }: CellProps<PacketLineView>) {
  return (
    <span className="product-cell-name">
      <img src={cdnUrl(line.image) ?? ''} alt="" width={32} height={32} />
      {line.name}
    </span>
  );
}

function LineQuantity({ row: line }: CellProps<PacketLineView>) {
  return <span data-quantity>{line.quantity}</span>;
}

/** The packet contents table; each line removed by its id. */
export function PacketLines({
  lines,
  onRemove,
}: {
  readonly lines: readonly PacketLineView[];
  readonly onRemove: (key: number) => void;
}) {
  if (lines.length === 0) return <p className="product-muted">Belum ada isi paket.</p>;
  const columns: RecordColumn<PacketLineView>[] = [
    { header: 'Produk', Cell: LineProduct },
    // An existing product's lines carry their price; local lines of a new product do not.
    ...(lines.some((line) => line.price !== undefined)
      ? [
          {
            header: 'Harga',
            text: (line: PacketLineView) => (line.price === undefined ? '' : formatRupiah(line.price)),
          },
        ]
      : []),
    { header: 'Jumlah', Cell: LineQuantity },
  ];
  return (
    <RecordTable
      label={PRODUCT_FIELD_LABELS.packets}
      className="product-mini-table"
      columns={columns}
      actions={{
        header: 'Aksi',
        buttons: [{ text: 'Hapus', variant: 'danger', onPress: (line) => onRemove(line.key) }],
      }}
      records={lines}
      recordKey={(line) => line.key}
      rowProps={(line) => ({ 'data-packet-line': line.key })}
      stacked={false}
    />
  );
}
