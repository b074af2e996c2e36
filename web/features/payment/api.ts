import { createGateway } from '@core/api/gateway';
import { paymentEndpoints } from '@core/api/endpoints/payment';
import { gatewayOptions } from '@web/app/gateway';

/** The payment calls. */
export const paymentApi = createGateway(paymentEndpoints, gatewayOptions);
