import { forwardRef } from 'react';
import type { ComplaintMessage } from '@core/complaint/schema';
import { complaintAuthorView } from '@core/rules';

export interface ComplaintChatProps {
  readonly messages: readonly ComplaintMessage[];
  /** The school's name: the label of the school's ('user') lines. */
  readonly schoolName: string;
}

/**
 * The complaint conversation: the seller's lines read 'You', admin lines are
 * highlighted, the school's lines carry its name. The 400 px area scrolls; the parent scrolls it.
 */
export const ComplaintChat = forwardRef<HTMLDivElement, ComplaintChatProps>(function ComplaintChat(
  { messages, schoolName },
  ref,
) {
  return (
    <div ref={ref} className="complaint-chat" role="log" aria-label="Percakapan komplain" tabIndex={0}>
      {messages.length === 0 ? <p className="complaint-chat__empty">Belum ada pesan.</p> : null}
      {messages.map((m, index) => {
        const view = complaintAuthorView(m.from, schoolName);
        const classes = [
          'complaint-msg',
          view.own ? 'complaint-msg--own' : '',
          view.highlighted ? 'complaint-msg--admin' : '',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <div key={`${m.createdAt}-${index}`} className={classes}>
            <p className="complaint-msg__who">{view.label}</p>
            <p className="complaint-msg__text">{m.message}</p>
            <p className="complaint-msg__time">{m.createdAt}</p>
          </div>
        );
      })}
    </div>
  );
});
