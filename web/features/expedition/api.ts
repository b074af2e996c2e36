import { createGateway } from '@core/api/gateway';
import { expeditionEndpoints } from '@core/api/endpoints/expedition';
import { gatewayOptions } from '@web/app/gateway';

/** The carrier calls. */
export const expeditionApi = createGateway(expeditionEndpoints, gatewayOptions);
