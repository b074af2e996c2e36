import { createGateway } from '@core/api/gateway';
import { negoEndpoints } from '@core/api/endpoints/nego';
import { gatewayOptions } from '@web/app/gateway';

/** The negotiation calls. */
export const negoApi = createGateway(negoEndpoints, gatewayOptions);
