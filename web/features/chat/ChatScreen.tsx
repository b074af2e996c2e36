import { useEffect } from 'react';
import type { ScreenProps } from '@web/app/routes';
import { useSession } from '@web/app/session';
import { chatUnreadSignal } from '@web/app/shell/useNewChatToast';
import { Alert } from '@web/ui/Alert';
import { Card } from '@web/ui/Card';
import { EmptyState } from '@web/ui/EmptyState';
import { PageHeader } from '@web/ui/PageHeader';
import { Spinner } from '@web/ui/Spinner';
import { closeConversation, openConversation, refresh, sendMessage, startChat, useChat } from './chatStore';
import { ConversationList } from './ConversationList';
import { MessagePane } from './MessagePane';
import './chat.css';

function ConnectionIndicator({ connection }: { readonly connection: string }) {
  const online = connection === 'Online';
  return (
    <span className={`chat-status${online ? ' chat-status--online' : ''}`} role="status">
      <span className="chat-status__dot" aria-hidden="true" />
      {connection}
    </span>
  );
}

/**
 * Chat (spec 002 §2.7, §4.8). The conversations and the open one follow the realtime signal the
 * shell badge uses (one shared connection): every change re-reads them, without reload.
 */
export function ChatScreen({ title }: ScreenProps) {
  const sellerId = useSession((state) => state.user?.id ?? null);
  const { conversations, selected, messages, connection, sending, problem } = useChat();

  useEffect(() => {
    if (sellerId === null) return;
    const stop = startChat(sellerId);
    const unsubscribe = chatUnreadSignal(sellerId).subscribe(() => void refresh());
    return () => {
      unsubscribe();
      stop();
    };
  }, [sellerId]);

  const open = conversations?.find((c) => c.customerId === selected) ?? null;
  return (
    <div className="chat-screen">
      <PageHeader title={title} actions={<ConnectionIndicator connection={connection} />} />
      {problem ? <Alert tone={connection === 'Online' ? 'warning' : 'danger'}>{problem}</Alert> : null}
      <Card className={`chat-card${open ? ' chat-card--open' : ''}`}>
        <div className="chat-layout">
          <aside className="chat-layout__list">
            {conversations === null ? (
              <div className="chat-pane__loading">
                <Spinner />
              </div>
            ) : (
              <ConversationList conversations={conversations} selected={selected} onOpen={openConversation} />
            )}
          </aside>
          <div className="chat-layout__pane">
            {open ? (
              <MessagePane customerName={open.customerName} messages={messages} sending={sending} onSend={sendMessage} onBack={closeConversation} />
            ) : (
              <EmptyState title="Pilih percakapan" text="Pilih customer di daftar untuk membaca dan membalas pesan." icon="chat" />
            )}
          </div>
        </div>
      </Card>
    </div>
  );
}
