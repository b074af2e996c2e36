import { chatEndpoints as api } from '@core/api/endpoints/chat';
import { CHAT_MESSAGES, chatMessageProblem, SIMULATED_CUSTOMER_ANSWERS } from '@core/chat/rules';
import { route, type HandlerContext, type RouteDef } from '../../area';
import { fail, ok, type Reply } from '../../reply';
import { wibTimestamp } from '../order/format';
import {
  conversationsOf,
  conversationView,
  deliverReplies,
  lastTime,
  messageView,
  totalUnread,
  type ChatState,
  type ConversationRecord,
} from './state';

/** How long the simulated customer takes to answer a seller message. */
export const CUSTOMER_REPLY_DELAY_MS = 1500;

/** Every chat call is the session's seller's own. */
function chat(ctx: HandlerContext<ChatState>, sellerId: number, act: () => Reply): Reply {
  if (sellerId !== ctx.session?.sellerId) return fail(403, CHAT_MESSAGES.otherSeller);
  return act();
}

function withConversation(
  ctx: HandlerContext<ChatState>,
  sellerId: number,
  customerId: number,
  act: (c: ConversationRecord) => Reply,
): Reply {
  return chat(ctx, sellerId, () => {
    const conversation = conversationsOf(ctx.state, sellerId).find((c) => c.customerId === customerId);
    return conversation ? act(conversation) : fail(404, CHAT_MESSAGES.notFound);
  });
}

/** Queues the customer's answer and delivers it after the delay, in a transaction of its own, telling realtime listeners. */
function scheduleAnswer(ctx: HandlerContext<ChatState>, sellerId: number, conversation: ConversationRecord): void {
  const id = ctx.state.nextReplyId++;
  const text =
    SIMULATED_CUSTOMER_ANSWERS[conversation.messages.length % SIMULATED_CUSTOMER_ANSWERS.length] ??
    SIMULATED_CUSTOMER_ANSWERS[0];
  ctx.state.pendingReplies.push({
    id,
    sellerId,
    customerId: conversation.customerId,
    dueAt: ctx.now().getTime() + CUSTOMER_REPLY_DELAY_MS,
    text,
  });
  ctx.defer(CUSTOMER_REPLY_DELAY_MS, (job) => {
    for (const delivered of deliverReplies(job.state, Number.POSITIVE_INFINITY, id)) {
      job.publish('chat', { customerId: delivered.customerId, totalUnread: totalUnread(job.state, sellerId) });
    }
  });
}

export const chatRoutes: ReadonlyArray<RouteDef<ChatState>> = [
  route('chatUnread', api.chatUnread, (input, ctx) =>
    chat(ctx, input.id, () => ok({ total_unread: totalUnread(ctx.state, input.id) })),
  ),
  route('chatUsers', api.chatUsers, (input, ctx) =>
    chat(ctx, input.id, () =>
      ok(
        [...conversationsOf(ctx.state, input.id)]
          .sort((a, b) => lastTime(b).localeCompare(lastTime(a)))
          .map(conversationView),
      ),
    ),
  ),
  route('chatRoom', api.chatRoom, (input, ctx) =>
    withConversation(ctx, input.sellerId, input.customerId, (c) =>
      ok({
        roomId: `${input.sellerId}-${c.customerId}`,
        customerId: c.customerId,
        sellerId: input.sellerId,
        customerName: c.customerName,
      }),
    ),
  ),
  route('chatMessages', api.chatMessages, (input, ctx) =>
    withConversation(ctx, input.sellerId, input.customerId, (c) => ok(c.messages.map((m) => messageView(c, m)))),
  ),
  route('chatRead', api.chatRead, (input, ctx) =>
    withConversation(ctx, input.seller_id, input.customerId, (c) => {
      if (input.role !== 'seller') return fail(422, CHAT_MESSAGES.sellerOnly);
      for (const m of c.messages) if (m.role === 'customer') m.read = true;
      const change = { customerId: c.customerId, totalUnread: totalUnread(ctx.state, input.seller_id) };
      ctx.publish('chat', change);
      return ok(change, CHAT_MESSAGES.read);
    }),
  ),
  route('chatSend', api.chatSend, (input, ctx) =>
    withConversation(ctx, input.seller_id, input.customerId, (c) => {
      const problem = chatMessageProblem(input.message);
      if (problem) return fail(422, problem);
      const text = input.message.trim();
      const message = { role: 'seller' as const, text, time: wibTimestamp(ctx.now()), read: true };
      c.messages.push(message);
      scheduleAnswer(ctx, input.seller_id, c);
      return ok(messageView(c, message), CHAT_MESSAGES.sent);
    }),
  ),
];
