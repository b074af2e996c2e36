import { createGateway } from '@core/api/gateway';
import { productEndpoints } from '@core/api/endpoints/product';
import { gatewayOptions } from '@web/app/gateway';

/** The product calls (products, catalogue, forms, packets, mass upload). */
export const productApi = createGateway(productEndpoints, gatewayOptions);
