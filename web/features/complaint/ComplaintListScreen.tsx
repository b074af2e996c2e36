import { COMPLAINT_CATEGORY } from '@core/complaint/schema';
import { complaintCategoryLabel, complaintListStatus, COMPLAINT_LIST_COLUMNS, orderIdOf } from '@core/rules';
import type { ScreenProps } from '@web/app/routes';
import { Badge } from '@web/ui/Badge';
import { DetailLink } from '@web/ui/DetailLink';
import { columnsOf, ListScreen } from '@web/ui/ListScreen';
import { PAGE_SIZES_TO_50 } from '@web/ui/PageSizeSelect';
import { unfilteredList } from '@web/ui/unfilteredList';
import { complaintsQuery } from './queries';

const PAYMENT_TYPE = complaintCategoryLabel(COMPLAINT_CATEGORY.payment);

/** Spec 002 §2.2, §3; page sizes up to 50 (§9). */
const complaintList = unfilteredList({
  name: 'Daftar Komplain',
  columns: columnsOf(COMPLAINT_LIST_COLUMNS, ['complaintText', 'solution']),
  cells: {
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
      render: (row) => (
        <Badge tone={row.complaintType === PAYMENT_TYPE ? 'warning' : 'neutral'}>{row.complaintType}</Badge>
      ),
      csv: (row) => row.complaintType,
    },
    solution: { render: (row) => row.solution ?? '-' },
    isDeal: {
      nowrap: true,
      render: (row) => <Badge tone={row.isDeal ? 'success' : 'warning'}>{complaintListStatus(row.isDeal)}</Badge>,
      csv: (row) => complaintListStatus(row.isDeal),
    },
  },
  query: complaintsQuery,
  rowKey: (row) => row.id,
  pageSizes: PAGE_SIZES_TO_50,
  searchPlaceholder: 'Cari invoice, produk atau customer...',
  csvName: 'komplain',
});

/** Complaint list (spec 002 §2.2, §4.4), its status in core's words (complaintListStatus). */
export function ComplaintListScreen({ title }: ScreenProps) {
  return <ListScreen title={title} config={complaintList} />;
}
