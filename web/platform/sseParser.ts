/** One server-sent event as the HTML standard's "dispatch the event" step sees it. */
export interface SseEvent {
  /** 'message' when the stream gave no event name. */
  readonly event: string;
  readonly data: string;
  /** The last event id seen on the stream ('' when none). */
  readonly id: string;
}

export interface SseParser {
  /** Feeds decoded text; returns the events completed by it, in order. */
  push(text: string): SseEvent[];
  /** The reconnection delay the stream asked for with 'retry:', or null. */
  readonly retryMs: number | null;
}

/**
 * An incremental text/event-stream parser (the WHATWG rules): lines end in CRLF, LF or CR, possibly
 * split across chunks; ':' starts a comment; data lines join with '\n'; a blank line dispatches;
 * an event without data is dropped. EventSource cannot send an Authorization header, so the
 * realtime stream is read with fetch and parsed here.
 */
export function createSseParser(): SseParser {
  let buffer = '';
  let started = false;
  let eventName = '';
  let data: string[] = [];
  let lastId = '';
  let retryMs: number | null = null;

  const field = (line: string, out: SseEvent[]): void => {
    if (line === '') {
      if (data.length > 0) out.push({ event: eventName || 'message', data: data.join('\n'), id: lastId });
      eventName = '';
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const name = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (name) {
      case 'event':
        eventName = value;
        break;
      case 'data':
        data.push(value);
        break;
      case 'id':
        if (!value.includes('\0')) lastId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) retryMs = Number(value);
        break;
      default:
        break;
    }
  };

  return {
    push(text) {
      buffer += text;
      if (!started && buffer.length > 0) {
        started = true;
        if (buffer.startsWith('\uFEFF')) buffer = buffer.slice(1);
      }
      const out: SseEvent[] = [];
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match) break;
        // A CR at the very end may be the first half of a CRLF split across chunks: wait for more.
        if (match[0] === '\r' && match.index === buffer.length - 1) break;
        field(buffer.slice(0, match.index), out);
        buffer = buffer.slice(match.index + match[0].length);
      }
      return out;
    },
    get retryMs() {
      return retryMs;
    },
  };
}
