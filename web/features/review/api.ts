import { createGateway } from '@core/api/gateway';
import { reviewEndpoints } from '@core/api/endpoints/review';
import { gatewayOptions } from '@web/app/gateway';

/** The review calls of spec 002 §7; a body code 401 ends the session through the shared hook. */
export const reviewApi = createGateway(reviewEndpoints, gatewayOptions);
