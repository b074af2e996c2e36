import { createGateway } from '@core/api/gateway';
import { chatEndpoints } from '@core/api/endpoints/chat';
import { gatewayOptions } from '@web/app/gateway';

/** The chat calls, on the chat API root. */
export const chatApi = createGateway(chatEndpoints, gatewayOptions);
