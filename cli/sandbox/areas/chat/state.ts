import { z } from 'zod';
import type { ChatMessage, Conversation } from '@core/chat/schema';
import { chatRoleSchema } from '@core/chat/schema';
import { wibTimestamp } from '../order/format';

const storedMessageSchema = z.object({ role: chatRoleSchema, text: z.string(), time: z.string(), read: z.boolean() });
const conversationRecordSchema = z.object({
  customerId: z.number().int(),
  customerName: z.string(),
  messages: z.array(storedMessageSchema),
});
export type ConversationRecord = z.infer<typeof conversationRecordSchema>;

/** A customer answer that is due at `dueAt` (epoch ms); kept in the persisted state until delivered. */
const pendingReplySchema = z.object({
  id: z.number().int(),
  sellerId: z.number().int(),
  customerId: z.number().int(),
  dueAt: z.number(),
  text: z.string(),
});
export type PendingReply = z.infer<typeof pendingReplySchema>;

export const chatSeedSchema = z.object({
  sellers: z.array(z.object({ sellerId: z.number().int(), conversations: z.array(conversationRecordSchema) })),
  pendingReplies: z.array(pendingReplySchema).default([]),
  nextReplyId: z.number().int().default(1),
});
export type ChatState = z.infer<typeof chatSeedSchema>;

export function conversationsOf(state: ChatState, sellerId: number | undefined): ConversationRecord[] {
  return state.sellers.find((s) => s.sellerId === sellerId)?.conversations ?? [];
}

function unreadOf(conversation: ConversationRecord): number {
  return conversation.messages.filter((m) => m.role === 'customer' && !m.read).length;
}

export function totalUnread(state: ChatState, sellerId: number | undefined): number {
  return conversationsOf(state, sellerId).reduce((sum, c) => sum + unreadOf(c), 0);
}

export function conversationView(c: ConversationRecord): Conversation {
  return { customerId: c.customerId, customerName: c.customerName, countUnread: unreadOf(c) };
}

export function messageView(c: ConversationRecord, m: ConversationRecord['messages'][number]): ChatMessage {
  return { role: m.role, customerName: c.customerName, text: m.text, time: m.time };
}

/** The time of the newest message, for ordering the conversation list. */
export function lastTime(c: ConversationRecord): string {
  return c.messages.reduce((latest, m) => (m.time > latest ? m.time : latest), '');
}

/**
 * Delivers pending customer answers: those due by `nowMs`, or the one named by `onlyId`
 * (the timer delivers its own answer whatever the sandbox clock says). Returns what was delivered.
 */
export function deliverReplies(state: ChatState, nowMs: number, onlyId?: number): PendingReply[] {
  const due = state.pendingReplies.filter((p) => (onlyId === undefined ? p.dueAt <= nowMs : p.id === onlyId));
  for (const reply of due) {
    const conversation = conversationsOf(state, reply.sellerId).find((c) => c.customerId === reply.customerId);
    conversation?.messages.push({
      role: 'customer',
      text: reply.text,
      time: wibTimestamp(new Date(reply.dueAt)),
      read: false,
    });
  }
  state.pendingReplies = state.pendingReplies.filter((p) => !due.includes(p));
  return due;
}
