import conversationsSeed from '@fixtures/seed/chat/conversations.json';
import { defineArea } from '../area';
import { chatRoutes } from './chat/routes';
import { chatSeedSchema, deliverReplies, totalUnread, type ChatState } from './chat/state';

/** The chat API (conversations, messages, unread counts) with a simulated customer who answers each seller message. */
export const chatArea = defineArea<ChatState>({
  name: 'chat',
  seed: () => chatSeedSchema.parse(conversationsSeed),
  schema: chatSeedSchema,
  routes: chatRoutes,
  // An answer whose timer was lost (a restart) or is late (a busy machine) is still delivered once
  // it is due, when a request looks first; realtime listeners hear of it as from the timer.
  catchUp: {
    due: (state, now) => state.pendingReplies.some((reply) => reply.dueAt <= now),
    apply: (state, now, publish) => {
      for (const delivered of deliverReplies(state, now.getTime()))
        publish(delivered.sellerId, 'chat', {
          customerId: delivered.customerId,
          totalUnread: totalUnread(state, delivered.sellerId),
        });
    },
  },
});
