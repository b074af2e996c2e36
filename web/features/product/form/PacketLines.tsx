import { formatRupiah } from '@core/money';
import { Button } from '@web/ui/Button';
import { cdnUrl } from '@web/app/config';
import './form.css';

export interface PacketLineView {
  readonly key: number;
  readonly name: string;
  readonly image: string;
  readonly quantity: number;
  readonly price?: number;
}

/** The packet contents table; each line removed by its id. */
export function PacketLines({ lines, onRemove }: { readonly lines: readonly PacketLineView[]; readonly onRemove: (key: number) => void }) {
  if (lines.length === 0) return <p className="product-muted">Belum ada isi paket.</p>;
  return (
    <table className="product-mini-table" aria-label="Isi Paket">
      <thead>
        <tr>
          <th>Produk</th>
          {lines.some((l) => l.price !== undefined) ? <th>Harga</th> : null}
          <th>Jumlah</th>
          <th>Aksi</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key} data-packet-line={line.key}>
            <td>
              <span className="product-cell-name">
                <img src={cdnUrl(line.image) ?? ''} alt="" width={32} height={32} />
                {line.name}
              </span>
            </td>
            {line.price !== undefined ? <td>{formatRupiah(line.price)}</td> : null}
            <td data-quantity>{line.quantity}</td>
            <td>
              <Button size="sm" variant="danger" onClick={() => onRemove(line.key)}>
                Hapus
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
