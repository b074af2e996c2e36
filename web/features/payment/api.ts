import { createGateway } from '@core/api/gateway';
import { paymentEndpoints } from '@core/api/endpoints/payment';
import { gatewayOptions } from '@web/app/gateway';

/** The payment lists of spec 002 §7. */
export const paymentApi = createGateway(paymentEndpoints, gatewayOptions);
