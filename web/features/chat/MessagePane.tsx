import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CHAT_MESSAGE_LIMIT, CHAT_OWN_NAME, CHAT_ROLE_LABEL, chatFullTime, chatTimeLabel } from '@core/chat/rules';
import type { ChatMessage } from '@core/chat/schema';
import { isoDay, today } from '@core/clock';
import { exceedsLimit } from '@core/textLimit';
import { appClock } from '@web/app/clock';
import { Button } from '@web/ui/Button';
import { CharacterCounter } from '@web/ui/CharacterCounter';
import { Spinner } from '@web/ui/Spinner';

export interface MessagePaneProps {
  readonly customerName: string;
  readonly messages: readonly ChatMessage[] | null;
  readonly sending: boolean;
  readonly onSend: (text: string) => Promise<boolean>;
  readonly onBack: () => void;
}

/** One conversation: role, name, text and time of each message, and the send box. */
export function MessagePane({ customerName, messages, sending, onSend, onBack }: MessagePaneProps) {
  const [text, setText] = useState('');
  const counterId = useId();
  const tooLong = exceedsLimit(text, CHAT_MESSAGE_LIMIT);
  // The seller's day (core's clock, Asia/Jakarta), whatever day the browser's own zone says.
  const sellerToday = isoDay(today(appClock));
  const log = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const count = messages?.length ?? 0;

  // An opened conversation is for writing in: the message box takes focus (on a phone the list it was opened from is gone).
  useEffect(() => {
    input.current?.focus();
  }, [customerName]);

  // The newest message shows at the bottom of the box; only the box scrolls, never the page under the seller's thumb.
  useEffect(() => {
    const box = log.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [count]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Too long is never cut: the counter says so, and the text stays for the seller to shorten.
    if (tooLong) return;
    // The text is kept until the server took it: a failed send loses nothing, and what was typed
    // while it was on its way stays too (only the sent text is cleared).
    const sent = text;
    if (await onSend(sent)) setText((now) => (now === sent ? '' : now));
  };

  return (
    <section className="chat-pane" aria-label={`Percakapan dengan ${customerName}`}>
      <header className="chat-pane__header">
        <button type="button" className="chat-pane__back" onClick={onBack} aria-label="Kembali ke daftar percakapan">
          ‹
        </button>
        <h2 className="chat-pane__title">{customerName}</h2>
      </header>
      <div
        ref={log}
        className="chat-pane__messages"
        role="log"
        aria-live="polite"
        aria-label={`Pesan dengan ${customerName}`}
        tabIndex={0}
      >
        {messages === null ? (
          <div className="chat-pane__loading">
            <Spinner />
          </div>
        ) : (
          messages.map((m, index) => (
            <div key={`${m.time}-${index}`} className={`chat-msg chat-msg--${m.role}`}>
              <p className="chat-msg__meta">
                <span className="chat-msg__who">{m.role === 'seller' ? CHAT_OWN_NAME : m.customerName}</span>
                <span className="chat-msg__role">{CHAT_ROLE_LABEL[m.role]}</span>
              </p>
              <p className="chat-msg__text">{m.text}</p>
              <time className="chat-msg__time" dateTime={m.time.replace(' ', 'T')} title={chatFullTime(m.time)}>
                {chatTimeLabel(m.time, sellerToday)}
              </time>
            </div>
          ))
        )}
      </div>
      <form className="chat-pane__send" onSubmit={(event) => void submit(event)}>
        <div className="chat-pane__compose">
          <label htmlFor="chat-message" className="chat-pane__label">
            Pesan
          </label>
          <input
            ref={input}
            id="chat-message"
            className="ui-field__input chat-pane__input"
            value={text}
            placeholder="Tulis pesan..."
            autoComplete="off"
            aria-describedby={counterId}
            aria-invalid={tooLong}
            onChange={(event) => setText(event.target.value)}
          />
          <CharacterCounter id={counterId} text={text} limit={CHAT_MESSAGE_LIMIT} />
        </div>
        <Button type="submit" busy={sending} disabled={text.trim() === '' || tooLong || sending}>
          Kirim
        </Button>
      </form>
    </section>
  );
}
