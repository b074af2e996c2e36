import { chatEndpoints as api } from '@core/api/endpoints/chat';
import { route, type HandlerContext, type RouteDef } from '../../area';
import { fail, ok, type Reply } from '../../reply';
import { wibTimestamp } from '../order/format';
import { conversationsOf, conversationView, deliverReplies, lastTime, messageView, totalUnread, type ChatState, type ConversationRecord } from './state';

/** How long the simulated customer takes to answer a seller message. */
export const CUSTOMER_REPLY_DELAY_MS = 1500;

const CUSTOMER_ANSWERS = [
  'Baik, terima kasih atas informasinya.',
  'Siap, kami tunggu kabar selanjutnya.',
  'Apakah bisa dikirim minggu ini?',
  'Terima kasih, pesanan akan segera kami proses.',
];

const NOT_YOURS = 'Akses ditolak: penyedia tidak sesuai dengan sesi';

/**
 * Every chat call first delivers the customer answers that fell due, so an answer whose timer
 * was lost (restart) still arrives, and the persisted state never loses it: it stays in
 * `pendingReplies` on disk until a later non-GET call saves the delivered message.
 */
function chat(ctx: HandlerContext<ChatState>, sellerId: number, act: () => Reply): Reply {
  if (sellerId !== ctx.session?.sellerId) return fail(403, NOT_YOURS);
  deliverReplies(ctx.state, ctx.now().getTime());
  return act();
}

function withConversation(ctx: HandlerContext<ChatState>, sellerId: number, customerId: number, act: (c: ConversationRecord) => Reply): Reply {
  return chat(ctx, sellerId, () => {
    const conversation = conversationsOf(ctx.state, sellerId).find((c) => c.customerId === customerId);
    return conversation ? act(conversation) : fail(404, 'Percakapan tidak ditemukan');
  });
}

/** Queues the customer's answer and delivers it after the delay, telling realtime listeners. */
function scheduleAnswer(ctx: HandlerContext<ChatState>, sellerId: number, conversation: ConversationRecord): void {
  const state = ctx.state;
  // Captured now: the context is not meant to be used after the handler returned.
  const publish = ctx.publish;
  const id = state.nextReplyId++;
  const text = CUSTOMER_ANSWERS[conversation.messages.length % CUSTOMER_ANSWERS.length] ?? 'Terima kasih.';
  state.pendingReplies.push({ id, sellerId, customerId: conversation.customerId, dueAt: ctx.now().getTime() + CUSTOMER_REPLY_DELAY_MS, text });
  const timer = setTimeout(() => {
    for (const delivered of deliverReplies(state, Number.POSITIVE_INFINITY, id)) {
      publish('chat', { customerId: delivered.customerId, totalUnread: totalUnread(state, sellerId) });
    }
  }, CUSTOMER_REPLY_DELAY_MS);
  timer.unref();
}

export const chatRoutes: ReadonlyArray<RouteDef<ChatState>> = [
  route('chatUnread', api.chatUnread, (input, ctx) => chat(ctx, input.id, () => ok({ total_unread: totalUnread(ctx.state, input.id) }))),
  route('chatUsers', api.chatUsers, (input, ctx) =>
    chat(ctx, input.id, () =>
      ok(
        [...conversationsOf(ctx.state, input.id)].sort((a, b) => lastTime(b).localeCompare(lastTime(a))).map(conversationView),
      ),
    ),
  ),
  route('chatRoom', api.chatRoom, (input, ctx) =>
    withConversation(ctx, input.sellerId, input.customerId, (c) =>
      ok({ roomId: `${input.sellerId}-${c.customerId}`, customerId: c.customerId, sellerId: input.sellerId, customerName: c.customerName }),
    ),
  ),
  route('chatMessages', api.chatMessages, (input, ctx) =>
    withConversation(ctx, input.sellerId, input.customerId, (c) => ok(c.messages.map((m) => messageView(c, m)))),
  ),
  route('chatRead', api.chatRead, (input, ctx) =>
    withConversation(ctx, input.seller_id, input.customerId, (c) => {
      if (input.role !== 'seller') return fail(422, 'Hanya penyedia yang dapat menandai pesan sebagai dibaca di sini');
      for (const m of c.messages) if (m.role === 'customer') m.read = true;
      const change = { customerId: c.customerId, totalUnread: totalUnread(ctx.state, input.seller_id) };
      ctx.publish('chat', change);
      return ok(change, 'Pesan ditandai sudah dibaca');
    }),
  ),
  route('chatSend', api.chatSend, (input, ctx) =>
    withConversation(ctx, input.seller_id, input.customerId, (c) => {
      const text = input.message.trim();
      if (!text) return fail(422, 'Pesan tidak boleh kosong');
      if (text.length > 2000) return fail(422, 'Pesan maksimal 2000 karakter');
      const message = { role: 'seller' as const, text, time: wibTimestamp(ctx.now()), read: true };
      c.messages.push(message);
      scheduleAnswer(ctx, input.seller_id, c);
      return ok(messageView(c, message), 'Pesan terkirim');
    }),
  ),
];
