import { NEGO_LIST_COLUMNS, NEGO_STATUS_LABELS } from '@core/nego/rules';
import { negotiationStatusLabel } from '@core/rules';
import type { ScreenProps } from '@web/app/routes';
import { Badge } from '@web/ui/Badge';
import { DetailLink } from '@web/ui/DetailLink';
import { columnsOf, ListScreen } from '@web/ui/ListScreen';
import { PAGE_SIZES_TO_50 } from '@web/ui/PageSizeSelect';
import { unfilteredList } from '@web/ui/unfilteredList';
import { negotiationsQuery } from './queries';
import './nego.css';

/** Spec 002 §9: the API's name of the creation date, the default sort (descending). */
const DEFAULT_SORT = 'aa.tgl_added';

const STATUS_TONE: Readonly<Record<string, 'success' | 'danger' | 'warning'>> = {
  [NEGO_STATUS_LABELS.deal]: 'success',
  [NEGO_STATUS_LABELS.rejected]: 'danger',
  [NEGO_STATUS_LABELS.open]: 'warning',
};

function statusTone(label: string): 'success' | 'danger' | 'warning' {
  return STATUS_TONE[label] ?? 'warning';
}

/** Spec 002 §2.2, §3; page sizes up to 50 (§9). */
const negotiationList = unfilteredList({
  name: 'Daftar Negosiasi',
  columns: columnsOf(NEGO_LIST_COLUMNS),
  cells: {
    productName: {
      render: (row) => <DetailLink href={`/negoisasi/detail/${row.id}`}>{row.productName}</DetailLink>,
      csv: (row) => row.productName,
    },
    // The API sorts the creation date by its own name.
    createdAt: { key: DEFAULT_SORT, nowrap: true, render: (row) => row.createdAt, csv: (row) => row.createdAt },
    isDeal: {
      nowrap: true,
      render: (row) => {
        const label = negotiationStatusLabel(row);
        return <Badge tone={statusTone(label)}>{label}</Badge>;
      },
      csv: (row) => negotiationStatusLabel(row),
    },
  },
  query: negotiationsQuery,
  rowKey: (row) => row.id,
  pageSizes: PAGE_SIZES_TO_50,
  sort: { field: DEFAULT_SORT, dir: 'desc' },
  searchPlaceholder: 'Cari customer, sekolah atau produk...',
  csvName: 'negosiasi',
});

/** Negotiation list (spec 002 §2.2, §4.5), its status in core's words (NEGO_STATUS_LABELS). */
export function NegotiationListScreen({ title }: ScreenProps) {
  return <ListScreen title={title} config={negotiationList} />;
}
