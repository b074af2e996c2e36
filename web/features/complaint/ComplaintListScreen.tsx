import { COMPLAINT_CATEGORY, type ComplaintRow } from '@core/complaint/schema';
import { complaintCategoryLabel, complaintListStatus, orderIdOf } from '@core/rules';
import type { ScreenProps } from '@web/app/routes';
import { Badge } from '@web/ui/Badge';
import type { CellProps } from '@web/ui/DataTable';
import { DetailLink } from '@web/ui/DetailLink';
import { ListScreen } from '@web/ui/ListScreen';
import { unfilteredList } from '@web/ui/unfilteredList';
import { complaintListReads } from './queries';

const PAYMENT_TYPE = complaintCategoryLabel(COMPLAINT_CATEGORY.payment);

/** The order id (the invoice's last 6 characters, as in the orders list); the whole number is the tooltip. */
function InvoiceCell({ row }: CellProps<ComplaintRow>) {
  return (
    <DetailLink href={`/komplain/detail/${row.id}`} title={row.invoice}>
      {orderIdOf(row.invoice)}
    </DetailLink>
  );
}

/** A payment complaint stands out from the order complaints. */
function TypeCell({ row }: CellProps<ComplaintRow>) {
  return <Badge tone={row.complaintType === PAYMENT_TYPE ? 'warning' : 'neutral'}>{row.complaintType}</Badge>;
}

function StatusCell({ row }: CellProps<ComplaintRow>) {
  return <Badge tone={row.isDeal ? 'success' : 'warning'}>{complaintListStatus(row.isDeal)}</Badge>;
}

/** The complaints, their status in core's words (complaintListStatus); page sizes up to 50. */
const complaintList = unfilteredList({
  name: 'Daftar Komplain',
  reads: complaintListReads,
  cells: {
    invoice: { nowrap: true, Cell: InvoiceCell, csv: (row) => row.invoice },
    complaintType: { nowrap: true, Cell: TypeCell, csv: (row) => row.complaintType },
    solution: { text: (row) => row.solution ?? '-' },
    isDeal: { nowrap: true, Cell: StatusCell, csv: (row) => complaintListStatus(row.isDeal) },
  },
  rowKey: (row) => row.id,
  searchPlaceholder: 'Cari invoice, produk atau customer...',
  csvName: 'komplain',
});

/** The complaint list. */
export function ComplaintListScreen({ title }: ScreenProps) {
  return <ListScreen title={title} config={complaintList} />;
}
