import { z } from 'zod';
import { chatMessageSchema, chatRoleSchema, chatRoomSchema, chatUnreadChangeSchema, conversationSchema, unreadSchema } from '../../chat/schema';
import { envelope } from '../envelope';
import { endpoint } from '../endpoint';

const personId = z.coerce.number<number>().int().positive();

/** Chat calls of spec 002 §7, on the separate chat API root. */
export const chatEndpoints = {
  chatUnread: endpoint({
    summary: 'Unread customer messages of the seller (id), over every conversation',
    spec: '000 §7, 002 §4.8',
    method: 'GET',
    path: 'get-unread-message',
    base: 'chat',
    encoding: 'query',
    fields: ['from', 'id'],
    request: z.object({ from: z.literal('customer').default('customer'), id: personId }),
    response: envelope(unreadSchema),
  }),
  chatUsers: endpoint({
    summary: 'Conversations of the seller (id)',
    spec: '002 §7',
    method: 'GET',
    path: 'get-users',
    base: 'chat',
    encoding: 'query',
    fields: ['id', 'from'],
    request: z.object({ id: personId, from: z.literal('seller').default('seller') }),
    response: envelope(z.array(conversationSchema)),
  }),
  chatRoom: endpoint({
    summary: 'The room of one customer and the seller',
    spec: '002 §7',
    method: 'GET',
    path: 'room',
    base: 'chat',
    encoding: 'query',
    fields: ['customerId', 'sellerId'],
    request: z.object({ customerId: personId, sellerId: personId }),
    response: envelope(chatRoomSchema),
  }),
  chatMessages: endpoint({
    summary: 'Messages of one conversation, oldest first',
    spec: '002 §7',
    method: 'GET',
    path: 'message',
    base: 'chat',
    encoding: 'query',
    fields: ['customerId', 'sellerId'],
    request: z.object({ customerId: personId, sellerId: personId }),
    response: envelope(z.array(chatMessageSchema)),
  }),
  chatRead: endpoint({
    summary: 'Mark a conversation read',
    spec: '002 §7, §4.8',
    method: 'POST',
    path: 'Mychat/readChat',
    base: 'chat',
    encoding: 'json',
    fields: ['customerId', 'seller_id', 'role'],
    request: z.object({ customerId: personId, seller_id: personId, role: chatRoleSchema }),
    response: envelope(chatUnreadChangeSchema),
  }),
  chatSend: endpoint({
    summary: 'Send a seller message to a customer',
    spec: '002 §7',
    method: 'POST',
    path: 'mychat/addchattoRoom',
    base: 'chat',
    encoding: 'json',
    fields: ['customerId', 'seller_id', 'message', 'role'],
    request: z.object({ customerId: personId, seller_id: personId, message: z.string(), role: z.literal('seller') }),
    response: envelope(chatMessageSchema),
  }),
} as const;
