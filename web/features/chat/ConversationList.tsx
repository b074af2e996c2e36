import { useEffect, useRef } from 'react';
import type { Conversation } from '@core/chat/schema';

export interface ConversationListProps {
  readonly conversations: readonly Conversation[];
  readonly selected: number | null;
  readonly onOpen: (customerId: number) => void;
}

/** The conversations, at most 410 px tall, each with its unread count. */
export function ConversationList({ conversations, selected, onOpen }: ConversationListProps) {
  const list = useRef<HTMLUListElement>(null);
  const last = useRef<number | null>(null);

  // Back from a conversation (on a phone the list was hidden): focus returns to the conversation left.
  useEffect(() => {
    if (selected === null && last.current !== null && list.current?.contains(document.activeElement) !== true) {
      list.current?.querySelector<HTMLElement>(`[data-customer="${last.current}"]`)?.focus();
    }
    last.current = selected;
  }, [selected]);

  if (conversations.length === 0) return <p className="chat-list__empty">Belum ada percakapan</p>;
  return (
    <ul className="chat-list" aria-label="Percakapan" ref={list}>
      {conversations.map((c) => (
        <li key={c.customerId}>
          <button
            type="button"
            data-customer={c.customerId}
            className={`chat-list__item${c.customerId === selected ? ' chat-list__item--active' : ''}`}
            aria-current={c.customerId === selected ? 'true' : undefined}
            onClick={() => onOpen(c.customerId)}
          >
            <span className="chat-list__avatar" aria-hidden="true">
              {c.customerName.slice(0, 1).toUpperCase()}
            </span>
            <span className="chat-list__name">{c.customerName}</span>
            {c.countUnread > 0 ? (
              <span className="chat-list__unread" aria-label={`${c.countUnread} pesan belum dibaca`}>
                {c.countUnread}
              </span>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
