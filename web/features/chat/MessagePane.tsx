import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ChatMessage } from '@core/chat/schema';
import { isoDay, today } from '@core/clock';
import { appClock } from '@web/app/clock';
import { Button } from '@web/ui/Button';
import { Spinner } from '@web/ui/Spinner';

export interface MessagePaneProps {
  readonly customerName: string;
  readonly messages: readonly ChatMessage[] | null;
  readonly sending: boolean;
  readonly onSend: (text: string) => Promise<boolean>;
  readonly onBack: () => void;
}

/** 'YYYY-MM-DD HH:mm:ss' (the seller's zone) -> 'HH:mm', with the date when it is not the seller's today. */
function shortTime(time: string): string {
  const [date = '', clock = ''] = time.split(' ');
  const todayText = isoDay(today(appClock));
  const hm = clock.slice(0, 5);
  return date === todayText ? hm : `${date.split('-').reverse().join('/')} ${hm}`;
}

/** One conversation: role, name, text and time of each message, and the send box. */
export function MessagePane({ customerName, messages, sending, onSend, onBack }: MessagePaneProps) {
  const [text, setText] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const count = messages?.length ?? 0;

  // An opened conversation is for writing in: the message box takes focus (on a phone the list it was opened from is gone).
  useEffect(() => {
    input.current?.focus();
  }, [customerName]);

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The text is kept until the server took it: a failed send loses nothing.
    if (await onSend(text)) setText('');
  };

  return (
    <section className="chat-pane" aria-label={`Percakapan dengan ${customerName}`}>
      <header className="chat-pane__header">
        <button type="button" className="chat-pane__back" onClick={onBack} aria-label="Kembali ke daftar percakapan">
          ‹
        </button>
        <h2 className="chat-pane__title">{customerName}</h2>
      </header>
      <div className="chat-pane__messages" role="log" aria-live="polite" aria-label={`Pesan dengan ${customerName}`} tabIndex={0}>
        {messages === null ? (
          <div className="chat-pane__loading">
            <Spinner />
          </div>
        ) : (
          messages.map((m, index) => (
            <div key={`${m.time}-${index}`} className={`chat-msg chat-msg--${m.role}`}>
              <p className="chat-msg__meta">
                <span className="chat-msg__who">{m.role === 'seller' ? 'Penyedia' : m.customerName}</span>
                <span className="chat-msg__role">{m.role === 'seller' ? 'seller' : 'customer'}</span>
              </p>
              <p className="chat-msg__text">{m.text}</p>
              <time className="chat-msg__time" dateTime={m.time.replace(' ', 'T')}>
                {shortTime(m.time)}
              </time>
            </div>
          ))
        )}
        <div ref={end} />
      </div>
      <form className="chat-pane__send" onSubmit={(event) => void submit(event)}>
        <label htmlFor="chat-message" className="chat-pane__label">
          Pesan
        </label>
        <input
          ref={input}
          id="chat-message"
          className="ui-field__input chat-pane__input"
          value={text}
          maxLength={2000}
          placeholder="Tulis pesan..."
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" busy={sending} disabled={text.trim() === '' || sending}>
          Kirim
        </Button>
      </form>
    </section>
  );
}
