import type { NegotiationRound } from '@core/nego/schema';
import { DataTable, type DataColumn } from '@web/ui/DataTable';
import { moneyColumn } from '@web/ui/moneyColumn';

const columns: readonly DataColumn<NegotiationRound>[] = [
  { key: 'negoUnitPriceCurrencyFormat', header: 'Harga Negosiasi', ...moneyColumn((r) => r.negoUnitPriceCurrencyFormat) },
  { key: 'qty', header: 'Qty', align: 'end' },
  { key: 'totalCurrencyFormat', header: 'Total', ...moneyColumn((r) => r.totalCurrencyFormat) },
  { key: 'otherSpec', header: 'Spesifikasi Lain', render: (r) => r.otherSpec || '-' },
  { key: 'priceResponseCurrencyFormat', header: 'Harga Tanggapan Penyedia', ...moneyColumn((r) => r.priceResponseCurrencyFormat) },
  { key: 'date', header: 'Tanggal', nowrap: true },
];

/** The negotiation rounds, oldest first (spec 002 §2.4). */
export function RoundsTable({ rounds }: { readonly rounds: readonly NegotiationRound[] }) {
  return <DataTable label="Riwayat negosiasi" columns={columns} rows={rounds} rowKey={(_r, index) => index} emptyText="Tidak ada data" />;
}
