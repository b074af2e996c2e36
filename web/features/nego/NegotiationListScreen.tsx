import { NEGO_STATUS_LABELS } from '@core/nego/rules';
import type { NegotiationRow } from '@core/nego/schema';
import { negotiationStatusLabel } from '@core/rules';
import type { ScreenProps } from '@web/app/routes';
import { Badge } from '@web/ui/Badge';
import type { CellProps } from '@web/ui/DataTable';
import { DetailLink } from '@web/ui/DetailLink';
import { ListScreen } from '@web/ui/ListScreen';
import { unfilteredList } from '@web/ui/unfilteredList';
import { negotiationListReads } from './queries';
import './nego.css';

const STATUS_TONE: Readonly<Record<string, 'success' | 'danger' | 'warning'>> = {
  [NEGO_STATUS_LABELS.deal]: 'success',
  [NEGO_STATUS_LABELS.rejected]: 'danger',
  [NEGO_STATUS_LABELS.open]: 'warning',
};

function ProductCell({ row }: CellProps<NegotiationRow>) {
  return <DetailLink href={`/negoisasi/detail/${row.id}`}>{row.productName}</DetailLink>;
}

function StatusCell({ row }: CellProps<NegotiationRow>) {
  const label = negotiationStatusLabel(row);
  return <Badge tone={STATUS_TONE[label] ?? 'warning'}>{label}</Badge>;
}

/** The negotiations, their status in core's words (NEGO_STATUS_LABELS); page sizes up to 50. */
const negotiationList = unfilteredList({
  name: 'Daftar Negosiasi',
  reads: negotiationListReads,
  cells: {
    productName: { Cell: ProductCell, csv: (row) => row.productName },
    // Sorted by the API's own name of the date (negotiationListReads): its value is read here.
    createdAt: { nowrap: true, text: (row) => row.createdAt },
    isDeal: { nowrap: true, Cell: StatusCell, csv: (row) => negotiationStatusLabel(row) },
  },
  rowKey: (row) => row.id,
  searchPlaceholder: 'Cari customer, sekolah atau produk...',
  csvName: 'negosiasi',
});

/** The negotiation list. */
export function NegotiationListScreen({ title }: ScreenProps) {
  return <ListScreen title={title} config={negotiationList} />;
}
