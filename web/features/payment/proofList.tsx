import type { PaymentProofRow } from '@core/payment/schema';
import { withoutLastColumn } from '@core/payment/rules';
import type { ScreenProps } from '@web/app/routes';
import type { CellProps } from '@web/ui/DataTable';
import { fromServerColumns, type ListCells } from '@web/ui/listColumns';
import { ListScreen, type ListPageLike, type ListScreenConfig } from '@web/ui/ListScreen';
import { moneyColumn } from '@web/ui/moneyColumn';
import { OrderStatusFilter } from '@web/ui/OrderStatusFilter';
import { dayColumn, PaymentInvoice, ProofThumb } from './parts';
import { PaymentTabs } from './PaymentTabs';
import { PROOF_COLUMNS, PROOF_READS, type ProofListState } from './queries';

type ProofListData = ListPageLike<PaymentProofRow>;

function BastThumb({ row }: CellProps<PaymentProofRow>) {
  return <ProofThumb src={row.imageBast} label={`BAST ${row.invoice}`} />;
}

function PaymentProofThumb({ row }: CellProps<PaymentProofRow>) {
  return <ProofThumb src={row.imageConfirmPayment} label={`Bukti Pembayaran ${row.invoice}`} />;
}

const PROOF_CELLS: ListCells<PaymentProofRow> = {
  invoice: { Cell: PaymentInvoice, csv: (row) => row.invoice },
  totalBill: moneyColumn((row) => row.totalBill),
  totalTransfer: moneyColumn((row) => row.totalTransfer),
  paymentDate: dayColumn((row) => row.paymentDate),
  imageBast: { align: 'center', Cell: BastThumb },
  imageConfirmPayment: { align: 'center', Cell: PaymentProofThumb },
};

interface ProofListOptions {
  readonly label: string;
  readonly csvName: string;
  readonly list: keyof typeof PROOF_READS;
}

/** The incomplete, verification and passed-on payment lists: one configuration, three instances. */
function proofList(options: ProofListOptions): ListScreenConfig<PaymentProofRow, ProofListState, ProofListData> {
  const statusFilter = options.list !== 'incomplete';
  return {
    label: options.label,
    reads: PROOF_READS[options.list],
    columns: (server) =>
      fromServerColumns(withoutLastColumn(server.length > 0 ? server : PROOF_COLUMNS), [], PROOF_CELLS),
    rowKey: (row) => row.orderId,
    filters: statusFilter
      ? ({ state, update, data }) => (
          <OrderStatusFilter
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

/** The three lists, each configured once (a list screen keeps one configuration). */
const PROOF_LISTS = {
  incomplete: proofList({
    label: 'Pembayaran Kurang Lengkap',
    csvName: 'pembayaran-kurang-lengkap',
    list: 'incomplete',
  }),
  verification: proofList({ label: 'Verifikasi Pembayaran', csvName: 'verifikasi-pembayaran', list: 'verification' }),
  passed: proofList({ label: 'Pembayaran Diteruskan', csvName: 'pembayaran-diteruskan', list: 'passed' }),
};

/** A proof list under the payment tabs. */
export function ProofListScreen({ title, list }: ScreenProps & { readonly list: keyof typeof PROOF_LISTS }) {
  return (
    <div className="payment-list payment-list--proof">
      <ListScreen title={title} config={PROOF_LISTS[list]} notice={<PaymentTabs />} />
    </div>
  );
}
