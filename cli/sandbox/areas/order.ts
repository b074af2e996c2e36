import ordersSeed from '@fixtures/seed/order/orders.json';
import { defineArea } from '../area';
import { complaintRoutes } from './order/complaintRoutes';
import { orderDetailRoutes } from './order/detailRoutes';
import { documentRoutes } from './order/documentRoutes';
import { orderListRoutes } from './order/listRoutes';
import { paymentRoutes } from './order/paymentRoutes';
import { orderFiles } from './order/documents';
import { orderSeedSchema, type OrderState } from './order/record';
import { requestRoutes } from './order/requestRoutes';
import { orderCatchUp } from './order/school';
import { wizardRoutes } from './order/wizardRoutes';

/**
 * Orders and everything derived from them: billing, the payment lists and the
 * complaints (a complaint belongs to an order, so they share this area's state).
 */
export const orderArea = defineArea<OrderState>({
  name: 'order',
  seed: () => orderSeedSchema.parse(ordersSeed),
  schema: orderSeedSchema,
  files: orderFiles,
  catchUp: orderCatchUp,
  routes: [
    ...orderListRoutes,
    ...orderDetailRoutes,
    ...wizardRoutes,
    ...requestRoutes,
    ...documentRoutes,
    ...paymentRoutes,
    ...complaintRoutes,
  ],
});
