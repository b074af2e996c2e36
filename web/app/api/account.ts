import { createGateway } from '@core/api/gateway';
import { accountEndpoints } from '@core/api/endpoints/account';
import { gatewayOptions } from '../gateway';

/** The account calls (session, profile, notifications, password ...). */
export const accountApi = createGateway(accountEndpoints, gatewayOptions);
