import type { EndpointInput } from '@core/api/endpoint';
import type { paymentEndpoints } from '@core/api/endpoints/payment';
import { dataQuery } from '@web/app/api/query';
import { paymentKeys } from '@web/app/api/queryKeys';
import { paymentApi } from './api';

type Request<E extends keyof typeof paymentEndpoints> = EndpointInput<(typeof paymentEndpoints)[E]>;

/** 'Semua Pembayaran' with its cards and totals. */
export const paymentsAllQuery = dataQuery(
  (request: Request<'paymentsAll'>) => paymentKeys.list({ list: 'all', ...request }),
  paymentApi.paymentsAll,
);

export const incompletePaymentsQuery = dataQuery(
  (request: Request<'paymentsNotComplete'>) => paymentKeys.list({ list: 'incomplete', ...request }),
  paymentApi.paymentsNotComplete,
);

export const verificationPaymentsQuery = dataQuery(
  (request: Request<'paymentsVerification'>) => paymentKeys.list({ list: 'verification', ...request }),
  paymentApi.paymentsVerification,
);

export const passedPaymentsQuery = dataQuery(
  (request: Request<'paymentsPassedToSeller'>) => paymentKeys.list({ list: 'passed', ...request }),
  paymentApi.paymentsPassedToSeller,
);
