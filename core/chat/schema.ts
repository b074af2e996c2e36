import { z } from 'zod';

export const chatRoleSchema = z.enum(['customer', 'seller']);

/** A conversation of the chat list. */
export const conversationSchema = z.object({
  customerId: z.number().int(),
  customerName: z.string(),
  countUnread: z.number().int().min(0),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** A message of a conversation; time is 'YYYY-MM-DD HH:mm:ss'. */
export const chatMessageSchema = z.object({
  role: chatRoleSchema,
  customerName: z.string(),
  text: z.string(),
  time: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** get-unread-message: unread messages from customers, over every conversation. */
export const unreadSchema = z.object({ total_unread: z.number().int().min(0) });

/** room: the conversation between one customer and the seller. */
export const chatRoomSchema = z.object({
  roomId: z.string(),
  customerId: z.number().int(),
  sellerId: z.number().int(),
  customerName: z.string(),
});

/** What chatRead answers and what the realtime 'chat' event carries. */
export const chatUnreadChangeSchema = z.object({ customerId: z.number().int(), totalUnread: z.number().int().min(0) });
