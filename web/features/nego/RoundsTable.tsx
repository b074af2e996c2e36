import type { NegotiationRound } from '@core/nego/schema';
import { NEGO_ROUND_COLUMNS } from '@core/nego/rules';
import { DataTable, type DataColumn } from '@web/ui/DataTable';
import { moneyColumn } from '@web/ui/moneyColumn';

const [OFFER, QTY, TOTAL, SPEC, RESPONSE, DATE] = NEGO_ROUND_COLUMNS;

const columns: readonly DataColumn<NegotiationRound>[] = [
  { key: 'negoUnitPriceCurrencyFormat', header: OFFER, ...moneyColumn((r) => r.negoUnitPriceCurrencyFormat) },
  { key: 'qty', header: QTY, align: 'end' },
  { key: 'totalCurrencyFormat', header: TOTAL, ...moneyColumn((r) => r.totalCurrencyFormat) },
  // The school's spec and, on a line of its own, the note the seller sent with the answer.
  { key: 'otherSpec', header: SPEC, render: (r) => <span className="nego-round__spec">{r.otherSpec || '-'}</span> },
  { key: 'priceResponseCurrencyFormat', header: RESPONSE, ...moneyColumn((r) => r.priceResponseCurrencyFormat) },
  { key: 'date', header: DATE, nowrap: true },
];

/** Every round of the negotiation, oldest first, counter-offers kept (spec 002 §2.4). */
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
