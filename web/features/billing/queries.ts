import type { EndpointInput } from '@core/api/endpoint';
import type { orderOnlyEndpoints } from '@core/api/endpoints/order';
import { fromResult } from '@web/app/api/query';
import { billingKeys } from '@web/app/api/queryKeys';
import { billingApi } from './api';

/** One page of 'Penagihan'. */
export function billingQuery(request: EndpointInput<typeof orderOnlyEndpoints.billing>) {
  return {
    queryKey: billingKeys.list(request),
    queryFn: () => fromResult(billingApi.billing(request).map((body) => body.data)),
  };
}
