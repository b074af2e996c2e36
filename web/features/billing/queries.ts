import { dataQuery } from '@web/app/api/query';
import { billingKeys } from '@web/app/api/queryKeys';
import { billingApi } from './api';

/** One page of 'Penagihan'. */
export const billingQuery = dataQuery(billingKeys.list, billingApi.billing);
