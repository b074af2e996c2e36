import { createGateway } from '@core/api/gateway';
import { chatEndpoints } from '@core/api/endpoints/chat';
import { orderOnlyEndpoints } from '@core/api/endpoints/order';
import { gatewayOptions } from '../gateway';

/** Only the three calls behind the sidebar badges, so the shell does not carry every order schema's gateway. */
export const shellBadgeApi = createGateway(
  {
    orders: orderOnlyEndpoints.orders,
    changedOrders: orderOnlyEndpoints.changedOrders,
    chatUnread: chatEndpoints.chatUnread,
  },
  gatewayOptions,
);

/** The order lists behind the sidebar badges are read with limit 100. */
export const BADGE_FETCH_LIMIT = 100;
