import type { EndpointDef } from './endpoint';
import { accountEndpoints } from './endpoints/account';
import { orderEndpoints } from './endpoints/order';
import { productEndpoints } from './endpoints/product';

/** The one catalogue of every call in section 7 of the three specs. */
export const endpoints = { ...accountEndpoints, ...productEndpoints, ...orderEndpoints } as const;

export const endpointList: ReadonlyArray<readonly [string, EndpointDef]> = Object.entries(endpoints);
