import conversationsSeed from '@fixtures/seed/chat/conversations.json';
import { defineArea } from '../area';
import { chatRoutes } from './chat/routes';
import { chatSeedSchema, deliverReplies, type ChatState } from './chat/state';

/** The chat API (spec 002 §2.7, §4.8) with a simulated customer who answers each seller message. */
export const chatArea = defineArea<ChatState>({
  name: 'chat',
  seed: () => chatSeedSchema.parse(conversationsSeed),
  schema: chatSeedSchema,
  routes: chatRoutes,
  // An answer whose timer was lost (a restart) is still delivered once it is due.
  catchUp: {
    due: (state, now) => state.pendingReplies.some((reply) => reply.dueAt <= now),
    apply: (state, now) => {
      deliverReplies(state, now.getTime());
    },
  },
});
