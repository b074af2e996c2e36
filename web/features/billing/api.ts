import { createGateway } from '@core/api/gateway';
import { orderOnlyEndpoints } from '@core/api/endpoints/order';
import { gatewayOptions } from '@web/app/gateway';

/** The billing list call: the billing screen carries only this part of the order catalogue. */
export const billingApi = createGateway({ billing: orderOnlyEndpoints.billing }, gatewayOptions);
