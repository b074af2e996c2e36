import type { EndpointInput } from '@core/api/endpoint';
import type { paymentEndpoints } from '@core/api/endpoints/payment';
import { fromResult } from '@web/app/api/query';
import { paymentKeys } from '@web/app/api/queryKeys';
import { paymentApi } from './api';

type Request<E extends keyof typeof paymentEndpoints> = EndpointInput<(typeof paymentEndpoints)[E]>;

/** 'Semua Pembayaran' with its cards and totals. */
export function paymentsAllQuery(request: Request<'paymentsAll'>) {
  return {
    queryKey: paymentKeys.list({ list: 'all', ...request }),
    queryFn: () => fromResult(paymentApi.paymentsAll(request).map((body) => body.data)),
  };
}

export function incompletePaymentsQuery(request: Request<'paymentsNotComplete'>) {
  return {
    queryKey: paymentKeys.list({ list: 'incomplete', ...request }),
    queryFn: () => fromResult(paymentApi.paymentsNotComplete(request).map((body) => body.data)),
  };
}

export function verificationPaymentsQuery(request: Request<'paymentsVerification'>) {
  return {
    queryKey: paymentKeys.list({ list: 'verification', ...request }),
    queryFn: () => fromResult(paymentApi.paymentsVerification(request).map((body) => body.data)),
  };
}

export function passedPaymentsQuery(request: Request<'paymentsPassedToSeller'>) {
  return {
    queryKey: paymentKeys.list({ list: 'passed', ...request }),
    queryFn: () => fromResult(paymentApi.paymentsPassedToSeller(request).map((body) => body.data)),
  };
}
