import { z } from 'zod';
import {
  chatMessageSchema,
  chatRoleSchema,
  chatRoomSchema,
  chatUnreadChangeSchema,
  conversationSchema,
  unreadSchema,
} from '../../chat/schema';
import { queryCall, recordId as personId, jsonCall } from '../calls';
import { envelope } from '../envelope';

/** One customer's conversation with the seller. */
const conversation = z.object({ customerId: personId, sellerId: personId });

/** The chat calls, on the separate chat API root. */
export const chatEndpoints = {
  chatUnread: queryCall(
    {
      summary: 'Unread customer messages of the seller (id), over every conversation',
      spec: '000 §7, 002 §4.8',
      base: 'chat',
    },
    'get-unread-message',
    z.object({ from: z.literal('customer').default('customer'), id: personId }),
    envelope(unreadSchema),
  ),
  chatUsers: queryCall(
    { summary: 'Conversations of the seller (id)', spec: '002 §7', base: 'chat' },
    'get-users',
    z.object({ id: personId, from: z.literal('seller').default('seller') }),
    envelope(z.array(conversationSchema)),
  ),
  chatRoom: queryCall(
    { summary: 'The room of one customer and the seller', spec: '002 §7', base: 'chat' },
    'room',
    conversation,
    envelope(chatRoomSchema),
  ),
  chatMessages: queryCall(
    { summary: 'Messages of one conversation, oldest first', spec: '002 §7', base: 'chat' },
    'message',
    conversation,
    envelope(z.array(chatMessageSchema)),
  ),
  chatRead: jsonCall(
    { summary: 'Mark a conversation read', spec: '002 §7, §4.8', base: 'chat' },
    'POST',
    'Mychat/readChat',
    z.object({ customerId: personId, seller_id: personId, role: chatRoleSchema }),
    envelope(chatUnreadChangeSchema),
  ),
  chatSend: jsonCall(
    { summary: 'Send a seller message to a customer', spec: '002 §7', base: 'chat' },
    'POST',
    'mychat/addchattoRoom',
    z.object({ customerId: personId, seller_id: personId, message: z.string(), role: z.literal('seller') }),
    envelope(chatMessageSchema),
  ),
} as const;
