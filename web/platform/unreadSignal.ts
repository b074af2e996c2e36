/**
 * The port through which the shell and the chat screen learn of chat changes: the seller's
 * unread total, and (when the source knows it) which customer's conversation changed. Production
 * listens to a realtime database (firebaseSignal.ts), the sandbox streams server-sent events
 * (sseSignal.ts); without either the shell polls the chat API (web/app/shell/chatRealtime.ts).
 */
export interface UnreadChange {
  readonly totalUnread: number;
  /** The conversation that changed, or null when the source only knows the total. */
  readonly customerId: number | null;
}

export interface UnreadSignal {
  /** Calls `listener` with every new total; returns the unsubscribe function. */
  subscribe(listener: (totalUnread: number, change: UnreadChange) => void): () => void;
}
