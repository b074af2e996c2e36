import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSeller } from '@web/app/api/profile';
import { useShownConversation } from '@web/app/shell/chatRealtime';
import type { ScreenProps } from '@web/app/routes';
import { Alert } from '@web/ui/Alert';
import { Card } from '@web/ui/Card';
import { EmptyState } from '@web/ui/EmptyState';
import { PageHeader } from '@web/ui/PageHeader';
import { Spinner } from '@web/ui/Spinner';
import { ConversationList } from './ConversationList';
import { MessagePane } from './MessagePane';
import { useConversations, useMarkRead, useMessages, useSendMessage } from './queries';
import './chat.css';

/** The connection indicator: 'Online', or 'Menghubungkan' after a failed fetch until a retry succeeds. */
type ChatConnection = 'Online' | 'Menghubungkan';

function ConnectionIndicator({ connection }: { readonly connection: ChatConnection }) {
  const online = connection === 'Online';
  return (
    <span className={`chat-status${online ? ' chat-status--online' : ''}`} role="status">
      <span className="chat-status__dot" aria-hidden="true" />
      {connection}
    </span>
  );
}

const CUSTOMER_PARAM = 'customer';

/** The conversation the address names, or null. */
function customerOf(search: string): number | null {
  const id = Number(new URLSearchParams(search).get(CUSTOMER_PARAM));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Chat: waits for the seller's id, which the chat calls carry. */
export function ChatScreen({ title }: ScreenProps) {
  const sellerId = useSeller()?.id ?? null;
  if (sellerId === null) {
    return (
      <div className="chat-screen">
        <PageHeader title={title} />
        <div className="chat-pane__loading">
          <Spinner />
        </div>
      </div>
    );
  }
  return <Chat title={title} sellerId={sellerId} />;
}

/**
 * The conversations and the open one. They follow the shell's realtime signal (which invalidates
 * them on every change), so new messages arrive without reload.
 */
function Chat({ title, sellerId }: { readonly title: string; readonly sellerId: number }) {
  // The open conversation lives in the address (?customer=ID): a reload or a shared link keeps it.
  const selected = customerOf(useSearch());
  const [, navigate] = useLocation();
  const setSelected = (customerId: number | null) =>
    customerId === null
      ? navigate('/chat', { replace: true })
      : navigate(`/chat?${CUSTOMER_PARAM}=${customerId}`, { replace: selected !== null });
  const conversations = useConversations(sellerId);
  const messages = useMessages(sellerId, selected);
  const markRead = useMarkRead(sellerId);
  const sending = useSendMessage(sellerId);
  const open = conversations.data?.find((c) => c.customerId === selected) ?? null;
  // The shell's new-message toast stays quiet about the conversation the seller is reading.
  useShownConversation(open?.customerId ?? null);

  // Messages waiting in the open conversation are read as soon as they are shown: once per answer
  // of the messages call, so a failed mark is tried again with the next answer, never in a loop.
  const unreadShown = open !== null && open.countUnread > 0 && messages.data !== undefined;
  const { mutate: markConversationRead } = markRead;
  const shownAt = messages.dataUpdatedAt;
  useEffect(() => {
    if (unreadShown && selected !== null) markConversationRead(selected);
  }, [unreadShown, selected, shownAt, markConversationRead]);

  const failing = conversations.failureReason ?? messages.failureReason;
  const connection: ChatConnection =
    conversations.failureCount > 0 || messages.failureCount > 0 ? 'Menghubungkan' : 'Online';
  const problem = failing?.message ?? sending.error?.message ?? markRead.error?.message ?? null;

  const send = async (text: string): Promise<boolean> => {
    if (selected === null || sending.isPending || text.trim() === '') return false;
    return sending.mutateAsync({ customerId: selected, text: text.trim() }).then(
      () => true,
      () => false,
    );
  };

  return (
    <div className="chat-screen">
      <PageHeader title={title} actions={<ConnectionIndicator connection={connection} />} />
      {problem ? <Alert tone={connection === 'Online' ? 'warning' : 'danger'}>{problem}</Alert> : null}
      <Card className={`chat-card${open ? ' chat-card--open' : ''}`}>
        <div className="chat-layout">
          <aside className="chat-layout__list">
            {conversations.data === undefined ? (
              <div className="chat-pane__loading">
                <Spinner />
              </div>
            ) : (
              <ConversationList conversations={conversations.data} selected={selected} onOpen={setSelected} />
            )}
          </aside>
          <div className="chat-layout__pane">
            {open ? (
              <MessagePane
                customerName={open.customerName}
                messages={messages.data ?? null}
                sending={sending.isPending}
                onSend={send}
                onBack={() => setSelected(null)}
              />
            ) : (
              <EmptyState
                title="Pilih percakapan"
                text="Pilih customer di daftar untuk membaca dan membalas pesan."
                icon="chat"
              />
            )}
          </div>
        </div>
      </Card>
    </div>
  );
}
