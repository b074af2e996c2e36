import { createGateway } from '@core/api/gateway';
import { complaintEndpoints } from '@core/api/endpoints/complaint';
import { gatewayOptions } from '@web/app/gateway';

/** The complaint calls. */
export const complaintApi = createGateway(complaintEndpoints, gatewayOptions);
