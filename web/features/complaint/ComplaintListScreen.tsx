import type { z } from 'zod';
import type { complaintEndpoints } from '@core/api/endpoints/complaint';
import type { ComplaintRow } from '@core/complaint/schema';
import { COMPLAINT_CATEGORY } from '@core/complaint/schema';
import { complaintCategoryLabel, complaintListStatus, COMPLAINT_LIST_COLUMNS, orderIdOf } from '@core/rules';
import type { ScreenProps } from '@web/app/routes';
import { Badge } from '@web/ui/Badge';
import { DetailLink } from '@web/ui/DetailLink';
import { columnsOf, fromServerColumns, ListScreen, type ListScreenConfig, type ServerColumn } from '@web/ui/ListScreen';
import { listRequest } from '@web/ui/listRequest';
import { listStateSchema, type ListState } from '@web/ui/useListQuery';
import { complaintsQuery } from './queries';

/** Spec 002 §9: the complaint list offers page sizes up to 50. */
const COMPLAINT_PAGE_SIZES = [5, 10, 25, 50] as const;

const schema = listStateSchema({ limit: 10, limits: COMPLAINT_PAGE_SIZES, sort: '', dir: 'asc' }, {});

const PAYMENT_TYPE = complaintCategoryLabel(COMPLAINT_CATEGORY.payment);

type ComplaintData = z.output<typeof complaintEndpoints.complaints.response>['data'];

const COMPLAINT_COLUMNS: readonly ServerColumn[] = columnsOf(COMPLAINT_LIST_COLUMNS, ['complaintText', 'solution']);

const complaintList: ListScreenConfig<ComplaintRow, ListState, ComplaintData> = {
  heading: 'Daftar Komplain',
  label: 'Daftar Komplain',
  schema,
  query: (state) => complaintsQuery(listRequest(state)),
  columns: (server) =>
    fromServerColumns<ComplaintRow>(server, COMPLAINT_COLUMNS, {
      // Shown as the order id (the invoice's last 6 characters, as in the orders list); the whole number is the tooltip and the CSV value.
      invoice: {
        nowrap: true,
        render: (row) => (
          <DetailLink href={`/komplain/detail/${row.id}`} title={row.invoice}>
            {orderIdOf(row.invoice)}
          </DetailLink>
        ),
        csv: (row) => row.invoice,
      },
      // A payment complaint (category 6, spec 002 §5) stands out from the order complaints.
      complaintType: {
        nowrap: true,
        render: (row) => <Badge tone={row.complaintType === PAYMENT_TYPE ? 'warning' : 'neutral'}>{row.complaintType}</Badge>,
        csv: (row) => row.complaintType,
      },
      solution: { render: (row) => row.solution ?? '-' },
      isDeal: {
        nowrap: true,
        render: (row) => <Badge tone={row.isDeal ? 'success' : 'warning'}>{complaintListStatus(row.isDeal)}</Badge>,
        csv: (row) => complaintListStatus(row.isDeal),
      },
    }),
  rowKey: (row) => row.id,
  pageSizes: COMPLAINT_PAGE_SIZES,
  searchPlaceholder: 'Cari invoice, produk atau customer...',
  csvName: 'komplain',
};

/** Complaint list (spec 002 §2.2, §4.4): status 'Deal' or 'Belum Deal'. */
export function ComplaintListScreen({ title }: ScreenProps) {
  return <ListScreen title={title} config={complaintList} />;
}
