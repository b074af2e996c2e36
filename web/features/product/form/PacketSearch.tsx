import { useEffect, useState } from 'react';
import { checkPacketQuantity } from '@core/product/rules';
import { asFailure } from '@core/validation';
import type { PacketSearchResult } from '@core/packet/schema';
import { Button } from '@web/ui/Button';
import { CurrencyInput } from '@web/ui/CurrencyInput';
import { TextField } from '@web/ui/TextField';
import { cdnUrl } from '@web/app/config';
import { usePacketSearch } from '../queries';

/** Packet search while typing is debounced 500 ms. */
const PACKET_SEARCH_DEBOUNCE_MS = 500;

export interface PacketSearchProps {
  readonly sellerId: number;
  readonly onAdd: (hit: PacketSearchResult, quantity: number) => void | Promise<void>;
  /** The product being edited is not offered as its own content. */
  readonly excludeId?: number;
  readonly busy?: boolean;
}

/** Search the seller's goods and add one with a quantity. */
export function PacketSearch({ sellerId, onAdd, excludeId, busy }: PacketSearchProps) {
  const [text, setText] = useState('');
  const [cari, setCari] = useState('');
  const [chosen, setChosen] = useState<PacketSearchResult | null>(null);
  const [quantity, setQuantity] = useState<number | null>(1);
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // What the seller types is searched once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setCari(text), PACKET_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = usePacketSearch({ cari, mall_id: sellerId });
  const hits = search.error ? [] : (search.data ?? []).filter((hit) => hit.product_id !== excludeId);

  const add = async () => {
    if (!chosen || unreadable) return;
    const problem = asFailure(checkPacketQuantity(quantity));
    if (problem) {
      setError(problem.message);
      return;
    }
    setError(null);
    await onAdd(chosen, quantity ?? 1);
    setChosen(null);
    setQuantity(1);
  };

  return (
    <div className="product-packet-search">
      <TextField
        label="Cari Produk Paket"
        placeholder="Nama produk"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <ul className="product-packet-search__hits" aria-label="Hasil pencarian paket">
        {hits.slice(0, 8).map((hit) => (
          <li key={hit.product_id}>
            <button type="button" aria-pressed={chosen?.product_id === hit.product_id} onClick={() => setChosen(hit)}>
              <img src={cdnUrl(hit.image) ?? ''} alt="" width={32} height={32} />
              <span>{hit.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="product-packet-search__add">
        <CurrencyInput
          label="Jumlah"
          kind="count"
          value={quantity}
          error={error}
          onUnreadable={setUnreadable}
          onValueChange={setQuantity}
        />
        <Button onClick={() => void add()} disabled={!chosen} busy={busy}>
          Tambah Paket
        </Button>
      </div>
      {chosen ? <p className="product-muted">Dipilih: {chosen.name}</p> : null}
    </div>
  );
}
