import { createGateway } from '@core/api/gateway';
import { reviewEndpoints } from '@core/api/endpoints/review';
import { gatewayOptions } from '@web/app/gateway';

/** The review calls; a body code 401 ends the session through the shared hook. */
export const reviewApi = createGateway(reviewEndpoints, gatewayOptions);
