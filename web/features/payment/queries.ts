import { z } from 'zod';
import type { EndpointInput } from '@core/api/endpoint';
import type { paymentEndpoints } from '@core/api/endpoints/payment';
import { PAYMENT_LIST_COLUMNS, PROOF_LIST_COLUMNS } from '@core/payment/rules';
import type { PaymentProofRow } from '@core/payment/schema';
import { dataQuery } from '@web/app/api/query';
import { paymentKeys } from '@web/app/api/queryKeys';
import { columnsOf } from '@web/ui/listColumns';
import type { ListPageLike, ListQueryOptions, ListReads } from '@web/ui/ListScreen';
import { listRequest, orderStatusField } from '@web/ui/listRequest';
import { listStateSchema, PAGE_SIZES, sortFields, type ListState } from '@web/ui/useListQuery';
import { paymentApi } from './api';

type Request<E extends keyof typeof paymentEndpoints> = EndpointInput<(typeof paymentEndpoints)[E]>;

/** 'Semua Pembayaran' with its cards and totals. */
const paymentsAllQuery = dataQuery(
  (request: Request<'paymentsAll'>) => paymentKeys.list({ list: 'all', ...request }),
  paymentApi.paymentsAll,
);

const incompletePaymentsQuery = dataQuery(
  (request: Request<'paymentsNotComplete'>) => paymentKeys.list({ list: 'incomplete', ...request }),
  paymentApi.paymentsNotComplete,
);

const verificationPaymentsQuery = dataQuery(
  (request: Request<'paymentsVerification'>) => paymentKeys.list({ list: 'verification', ...request }),
  paymentApi.paymentsVerification,
);

const passedPaymentsQuery = dataQuery(
  (request: Request<'paymentsPassedToSeller'>) => paymentKeys.list({ list: 'passed', ...request }),
  paymentApi.paymentsPassedToSeller,
);

export const PAYMENT_COLUMNS = columnsOf(PAYMENT_LIST_COLUMNS);

/** What 'Semua Pembayaran' reads: a page of payments with the cards and totals. */
export const allPaymentsReads = {
  schema: listStateSchema(
    { limit: 10, limits: PAGE_SIZES, sort: '', dir: 'asc', sorts: sortFields(PAYMENT_COLUMNS) },
    {},
  ),
  query: (state: ListState) => paymentsAllQuery(listRequest(state)),
};

/** The proof lists' columns, plus the last server column, which these tables drop. */
export const PROOF_COLUMNS = columnsOf(PROOF_LIST_COLUMNS, [
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
export type ProofListState = ListState & z.output<typeof proofState>;
type ProofListData = ListPageLike<PaymentProofRow>;
type ProofRequest = ReturnType<typeof listRequest> & { filter_status?: number | '' };

/** What a proof list reads; the verification and passed-on lists filter by order status ('Filter Status Pesanan...'). */
function proofReads(
  query: (request: ProofRequest) => ListQueryOptions<ProofListData>,
  statusFilter: boolean,
): ListReads<ProofListState, ProofListData> {
  return {
    schema: proofState,
    query: (state) =>
      query(statusFilter ? { ...listRequest(state), ...orderStatusField(state.status) } : listRequest(state)),
  };
}

/** What the incomplete, verification and passed-on payment lists read. */
export const PROOF_READS = {
  incomplete: proofReads(incompletePaymentsQuery, false),
  verification: proofReads(verificationPaymentsQuery, true),
  passed: proofReads(passedPaymentsQuery, true),
};
