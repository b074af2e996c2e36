import { z } from 'zod';
import type { PaymentProofRow } from '@core/payment/schema';
import type { ScreenProps } from '@web/app/routes';
import { PROOF_LIST_COLUMNS, withoutLastColumn } from '@core/payment/rules';
import {
  columnsOf,
  fromServerColumns,
  ListScreen,
  type ListPageLike,
  type ListQueryOptions,
  type ListScreenConfig,
  type ServerColumn,
} from '@web/ui/ListScreen';
import { moneyColumn } from '@web/ui/moneyColumn';
import { OrderStatusFilter, orderStatusField } from '@web/ui/OrderStatusFilter';
import { PAGE_SIZES } from '@web/ui/PageSizeSelect';
import { listStateSchema, sortFields, type ListState } from '@web/ui/useListQuery';
import { listRequest } from '@web/ui/listRequest';
import { dayColumn, paymentInvoice, ProofThumb } from './parts';
import { PaymentTabs } from './PaymentTabs';
import { incompletePaymentsQuery, passedPaymentsQuery, verificationPaymentsQuery } from './queries';

type ProofListData = ListPageLike<PaymentProofRow>;

/** The columns of spec 002 §2.2 plus the last server column, which these tables drop. */
const PROOF_COLUMNS: readonly ServerColumn[] = columnsOf(PROOF_LIST_COLUMNS, [
  'customerPhoneNumber',
  'schoolPhoneNumber',
  'imageBast',
  'imageConfirmPayment',
  'action',
]);

const proofState = listStateSchema(
  { limit: 10, limits: PAGE_SIZES, sort: '', dir: 'asc', sorts: sortFields(PROOF_COLUMNS) },
  { status: z.string().catch('') },
);
type ProofListState = z.output<typeof proofState>;

interface ProofListOptions {
  readonly label: string;
  readonly csvName: string;
  /** The verification and passed-on lists filter by order status ('Filter Status Pesanan...'). */
  readonly statusFilter: boolean;
  readonly query: (
    request: ReturnType<typeof listRequest> & { filter_status?: number | '' },
  ) => ListQueryOptions<ProofListData>;
}

/** The incomplete, verification and passed-on payment lists: one configuration, three instances. */
function proofList(
  options: ProofListOptions,
): ListScreenConfig<PaymentProofRow, ListState & ProofListState, ProofListData> {
  return {
    label: options.label,
    schema: proofState,
    query: (state) =>
      options.query(
        options.statusFilter ? { ...listRequest(state), ...orderStatusField(state.status) } : listRequest(state),
      ),
    columns: (server) =>
      fromServerColumns<PaymentProofRow>(withoutLastColumn(server.length > 0 ? server : PROOF_COLUMNS), [], {
        invoice: { render: (row) => paymentInvoice(row.orderId, row.invoice), csv: (row) => row.invoice },
        totalBill: moneyColumn((row) => row.totalBill),
        totalTransfer: moneyColumn((row) => row.totalTransfer),
        paymentDate: dayColumn((row) => row.paymentDate),
        imageBast: {
          align: 'center',
          render: (row) => <ProofThumb src={row.imageBast} label={`BAST ${row.invoice}`} />,
        },
        imageConfirmPayment: {
          align: 'center',
          render: (row) => <ProofThumb src={row.imageConfirmPayment} label={`Bukti Pembayaran ${row.invoice}`} />,
        },
      }),
    rowKey: (row) => row.orderId,
    filters: options.statusFilter
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
    statusFilter: false,
    query: incompletePaymentsQuery,
  }),
  verification: proofList({
    label: 'Verifikasi Pembayaran',
    csvName: 'verifikasi-pembayaran',
    statusFilter: true,
    query: verificationPaymentsQuery,
  }),
  passed: proofList({
    label: 'Pembayaran Diteruskan',
    csvName: 'pembayaran-diteruskan',
    statusFilter: true,
    query: passedPaymentsQuery,
  }),
};

/** A proof list under the payment tabs. */
export function ProofListScreen({ title, list }: ScreenProps & { readonly list: keyof typeof PROOF_LISTS }) {
  return (
    <div className="payment-list">
      <ListScreen title={title} config={PROOF_LISTS[list]} notice={<PaymentTabs />} />
    </div>
  );
}
