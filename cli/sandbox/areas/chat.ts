import conversationsSeed from '@fixtures/seed/chat/conversations.json';
import { defineArea } from '../area';
import { chatRoutes } from './chat/routes';
import { chatSeedSchema, type ChatState } from './chat/state';

/** The chat API (spec 002 §2.7, §4.8) with a simulated customer who answers each seller message. */
export const chatArea = defineArea<ChatState>({
  name: 'chat',
  seed: () => chatSeedSchema.parse(conversationsSeed),
  schema: chatSeedSchema,
  routes: chatRoutes,
});
