import { createGateway } from '@core/api/gateway';
import { complaintEndpoints } from '@core/api/endpoints/complaint';
import { orderOnlyEndpoints } from '@core/api/endpoints/order';
import { paymentEndpoints } from '@core/api/endpoints/payment';
import { gatewayOptions } from '@web/app/gateway';

/**
 * The calls of the order screens: lists, detail, the wizard actions and documents,
 * the complaint calls of the order's complaint modal, and receive payment of the paid step.
 */
export const orderApi = createGateway(
  {
    ...orderOnlyEndpoints,
    createComplaint: complaintEndpoints.createComplaint,
    replyComplaint: complaintEndpoints.replyComplaint,
    resolveComplaint: complaintEndpoints.resolveComplaint,
    receivePayment: paymentEndpoints.receivePayment,
  },
  gatewayOptions,
);
