import { createGateway } from '@core/api/gateway';
import { chatEndpoints } from '@core/api/endpoints/chat';
import { gatewayOptions } from '@web/app/gateway';

/** The chat API calls of spec 002 §7 (chat API root). */
export const chatApi = createGateway(chatEndpoints, gatewayOptions);
