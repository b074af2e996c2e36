import { z } from 'zod';
import type { PaymentProofRow } from '@core/payment/schema';
import { withoutLastColumn } from '@core/payment/rules';
import { FilterSelect } from '@web/ui/FilterPanel';
import { column, fromServerColumns, type ListPageLike, type ListQueryOptions, type ListScreenConfig, type ServerColumn } from '@web/ui/ListScreen';
import { moneyColumn } from '@web/ui/moneyColumn';
import { PAGE_SIZES } from '@web/ui/PageSizeSelect';
import { listStateSchema, sortFields, type ListState } from '@web/ui/useListQuery';
import { listRequest } from '@web/ui/listRequest';
import { dayColumn, paymentInvoice, ProofThumb } from './parts';

export type ProofListData = ListPageLike<PaymentProofRow>;

/** The columns of spec 002 §2.2 plus the last server column, which these tables drop. */
const PROOF_COLUMNS: readonly ServerColumn[] = [
  column('no', 'No', false),
  column('invoice', 'Invoice'),
  column('customerName', 'Nama Customer'),
  column('customerPhoneNumber', 'No. HP Customer', false),
  column('schoolName', 'Nama Sekolah'),
  column('schoolPhoneNumber', 'No. Telp Sekolah', false),
  column('totalBill', 'Total Tagihan'),
  column('totalTransfer', 'Total Diteruskan'),
  column('paymentDate', 'Tanggal Pembayaran'),
  column('imageBast', 'BAST', false),
  column('imageConfirmPayment', 'Bukti Pembayaran', false),
  column('action', 'Aksi', false),
];

const proofState = listStateSchema({ limit: 10, limits: PAGE_SIZES, sort: '', dir: 'asc', sorts: sortFields(PROOF_COLUMNS) }, { status: z.string().catch('') });
export type ProofListState = z.output<typeof proofState>;

interface ProofListOptions {
  readonly label: string;
  readonly csvName: string;
  /** The verification and passed-on lists filter by order status ('Filter Status Pesanan...'). */
  readonly statusFilter: boolean;
  readonly query: (request: ReturnType<typeof listRequest> & { filter_status?: number | '' }) => ListQueryOptions<ProofListData>;
}

/** The incomplete, verification and passed-on payment lists: one configuration, three instances. */
export function proofList(options: ProofListOptions): ListScreenConfig<PaymentProofRow, ListState & ProofListState, ProofListData> {
  return {
    label: options.label,
    schema: proofState,
    query: (state) =>
      options.query(options.statusFilter ? { ...listRequest(state), filter_status: state.status === '' ? '' : Number(state.status) } : listRequest(state)),
    columns: (server) =>
      fromServerColumns<PaymentProofRow>(withoutLastColumn(server.length > 0 ? server : PROOF_COLUMNS), [], {
        invoice: { render: (row) => paymentInvoice(row.orderId, row.invoice), csv: (row) => row.invoice },
        totalBill: moneyColumn((row) => row.totalBill),
        totalTransfer: moneyColumn((row) => row.totalTransfer),
        paymentDate: dayColumn((row) => row.paymentDate),
        imageBast: { align: 'center', render: (row) => <ProofThumb src={row.imageBast} label={`BAST ${row.invoice}`} /> },
        imageConfirmPayment: {
          align: 'center',
          render: (row) => <ProofThumb src={row.imageConfirmPayment} label={`Bukti Pembayaran ${row.invoice}`} />,
        },
      }),
    rowKey: (row) => row.orderId,
    filters: options.statusFilter
      ? ({ state, update, data }) => (
          <FilterSelect
            label="Status Pesanan"
            placeholder="Filter Status Pesanan..."
            value={state.status}
            options={data?.filters[0]?.items ?? []}
            onChange={(status) => update({ status })}
          />
        )
      : undefined,
    activeFilters: (state) => (state.status === '' ? 0 : 1),
    csvName: options.csvName,
  };
}
