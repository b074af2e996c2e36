import type { NegotiationRound } from '@core/nego/schema';
import { NEGO_ROUND_COLUMNS } from '@core/nego/rules';
import { DataTable, type CellProps, type DataColumn } from '@web/ui/DataTable';
import { moneyColumn } from '@web/ui/moneyColumn';

const [OFFER, QTY, TOTAL, SPEC, RESPONSE, DATE] = NEGO_ROUND_COLUMNS;

/** The school's spec and, on a line of its own, the note the seller sent with the answer. */
function SpecCell({ row }: CellProps<NegotiationRound>) {
  return <span className="nego-round__spec">{row.otherSpec || '-'}</span>;
}

const columns: readonly DataColumn<NegotiationRound>[] = [
  { key: 'negoUnitPriceCurrencyFormat', header: OFFER, ...moneyColumn((r) => r.negoUnitPriceCurrencyFormat) },
  { key: 'qty', header: QTY, align: 'end' },
  { key: 'totalCurrencyFormat', header: TOTAL, ...moneyColumn((r) => r.totalCurrencyFormat) },
  { key: 'otherSpec', header: SPEC, Cell: SpecCell },
  { key: 'priceResponseCurrencyFormat', header: RESPONSE, ...moneyColumn((r) => r.priceResponseCurrencyFormat) },
  { key: 'date', header: DATE, nowrap: true },
];

/** Every round of the negotiation, oldest first, counter-offers kept. */
export function RoundsTable({ rounds }: { readonly rounds: readonly NegotiationRound[] }) {
  return (
    <DataTable
      label="Riwayat negosiasi"
      columns={columns}
      rows={rounds}
      rowKey={(_r, index) => index}
      emptyText="Tidak ada data"
    />
  );
}
