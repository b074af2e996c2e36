import type { z } from 'zod';
import type { negoEndpoints } from '@core/api/endpoints/nego';
import type { NegotiationRow } from '@core/nego/schema';
import { NEGO_LIST_COLUMNS, NEGO_STATUS_LABELS } from '@core/nego/rules';
import { negotiationStatusLabel } from '@core/rules';
import type { ScreenProps } from '@web/app/routes';
import { Badge } from '@web/ui/Badge';
import { DetailLink } from '@web/ui/DetailLink';
import { columnsOf, fromServerColumns, ListScreen, type ListScreenConfig, type ServerColumn } from '@web/ui/ListScreen';
import { listRequest } from '@web/ui/listRequest';
import { listStateSchema, type ListState } from '@web/ui/useListQuery';
import { negotiationsQuery } from './queries';
import './nego.css';

/** Spec 002 §9: the negotiation list offers page sizes up to 50; default sort aa.tgl_added descending. */
const NEGO_PAGE_SIZES = [5, 10, 25, 50] as const;
const DEFAULT_SORT = 'aa.tgl_added';

const schema = listStateSchema({ limit: 10, limits: NEGO_PAGE_SIZES, sort: DEFAULT_SORT, dir: 'desc' }, {});

type NegotiationData = z.output<typeof negoEndpoints.negotiations.response>['data'];

const NEGO_COLUMNS: readonly ServerColumn[] = columnsOf(NEGO_LIST_COLUMNS);

const STATUS_TONE: Readonly<Record<string, 'success' | 'danger' | 'warning'>> = {
  [NEGO_STATUS_LABELS.deal]: 'success',
  [NEGO_STATUS_LABELS.rejected]: 'danger',
  [NEGO_STATUS_LABELS.open]: 'warning',
};

function statusTone(label: string): 'success' | 'danger' | 'warning' {
  return STATUS_TONE[label] ?? 'warning';
}

const negotiationList: ListScreenConfig<NegotiationRow, ListState, NegotiationData> = {
  heading: 'Daftar Negosiasi',
  label: 'Daftar Negosiasi',
  schema,
  query: (state) => negotiationsQuery(listRequest(state)),
  columns: (server) =>
    fromServerColumns<NegotiationRow>(server, NEGO_COLUMNS, {
      productName: { render: (row) => <DetailLink href={`/negoisasi/detail/${row.id}`}>{row.productName}</DetailLink>, csv: (row) => row.productName },
      // The API sorts the creation date by its own name (spec 002 §9: aa.tgl_added descending by default).
      createdAt: { key: DEFAULT_SORT, nowrap: true, render: (row) => row.createdAt, csv: (row) => row.createdAt },
      isDeal: {
        nowrap: true,
        render: (row) => {
          const label = negotiationStatusLabel(row);
          return <Badge tone={statusTone(label)}>{label}</Badge>;
        },
        csv: (row) => negotiationStatusLabel(row),
      },
    }),
  rowKey: (row) => row.id,
  pageSizes: NEGO_PAGE_SIZES,
  searchPlaceholder: 'Cari customer, sekolah atau produk...',
  csvName: 'negosiasi',
};

/** Negotiation list (spec 002 §2.2, §4.5), its status in core's words (NEGO_STATUS_LABELS). */
export function NegotiationListScreen({ title }: ScreenProps) {
  return <ListScreen title={title} config={negotiationList} />;
}
