import type { NegotiationRound } from '@core/nego/schema';
import { DataTable, type DataColumn } from '@web/ui/DataTable';

const columns: readonly DataColumn<NegotiationRound>[] = [
  { key: 'negoUnitPriceCurrencyFormat', header: 'Harga Negosiasi', align: 'end', nowrap: true },
  { key: 'qty', header: 'Qty', align: 'end' },
  { key: 'totalCurrencyFormat', header: 'Total', align: 'end', nowrap: true },
  { key: 'otherSpec', header: 'Spesifikasi Lain', render: (r) => r.otherSpec || '-' },
  { key: 'priceResponseCurrencyFormat', header: 'Harga Tanggapan Penyedia', align: 'end', nowrap: true, render: (r) => r.priceResponseCurrencyFormat ?? '-' },
  { key: 'date', header: 'Tanggal', nowrap: true },
];

/** The negotiation rounds, oldest first (spec 002 §2.4). */
export function RoundsTable({ rounds }: { readonly rounds: readonly NegotiationRound[] }) {
  return <DataTable label="Riwayat negosiasi" columns={columns} rows={rounds} rowKey={(_r, index) => index} emptyText="Tidak ada data" />;
}
