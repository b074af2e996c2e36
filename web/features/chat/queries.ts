import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, Conversation } from '@core/chat/schema';
import { apiErrorOf, fromResult, ROUTE_READ } from '@web/app/api/query';
import { chatKeys } from '@web/app/api/queryKeys';
import { backoffDelay } from '@web/platform/backoff';
import { chatApi } from './api';

/**
 * A failed chat fetch shows 'Menghubungkan' and is tried again (1 s, 2 s, 4 s ...
 * up to 30 s) until it answers; a 401 is not retried, the session is over.
 */
const RECONNECT = {
  retry: (_failures: number, error: Error) => apiErrorOf(error)?.kind !== 'unauthorized',
  retryDelay: (failures: number) => backoffDelay(failures),
} as const;

/** The seller's conversations, what 'Chat' reads; the shell's realtime signal invalidates them on every change. */
export function conversationsQuery(sellerId: number) {
  return queryOptions({
    queryKey: chatKeys.conversations(sellerId),
    queryFn: () => fromResult(chatApi.chatUsers({ id: sellerId, from: 'seller' }).map((body) => body.data)),
    ...RECONNECT,
    ...ROUTE_READ,
  });
}

export function useConversations(sellerId: number) {
  return useQuery(conversationsQuery(sellerId));
}

/** One conversation's messages, oldest first (the chat API answers them whole, no pages). */
export function useMessages(sellerId: number, customerId: number | null) {
  return useQuery({
    queryKey: chatKeys.messages(sellerId, customerId ?? 0),
    queryFn: () => fromResult(chatApi.chatMessages({ customerId: customerId ?? 0, sellerId }).map((body) => body.data)),
    enabled: customerId !== null,
    ...RECONNECT,
  });
}

/** Opening a conversation marks it read; the answer is the seller's new unread total. */
export function useMarkRead(sellerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (customerId: number) =>
      fromResult(chatApi.chatRead({ customerId, seller_id: sellerId, role: 'seller' }).map((body) => body.data)),
    onSuccess: (change, customerId) => {
      client.setQueryData<readonly Conversation[]>(chatKeys.conversations(sellerId), (list) =>
        list?.map((c) => (c.customerId === customerId ? { ...c, countUnread: 0 } : c)),
      );
      client.setQueryData(chatKeys.unread(sellerId), change.totalUnread);
    },
  });
}

/** A seller message; the accepted message joins the conversation at once. */
export function useSendMessage(sellerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ customerId, text }: { readonly customerId: number; readonly text: string }) =>
      fromResult(
        chatApi.chatSend({ customerId, seller_id: sellerId, message: text, role: 'seller' }).map((body) => body.data),
      ),
    onSuccess: (message, { customerId }) => {
      client.setQueryData<readonly ChatMessage[]>(chatKeys.messages(sellerId, customerId), (messages) => [
        ...(messages ?? []),
        message,
      ]);
    },
  });
}
