import { create } from 'zustand';
import { describeApiError, type ApiError } from '@core/api/errors';
import type { ChatMessage, Conversation } from '@core/chat/schema';
import { backoffDelay } from '@web/platform/backoff';
import { chatApi } from './api';

/** Spec 002 §2.7, §8: 'Online', or 'Menghubungkan' after a failed fetch until a retry succeeds. */
export type ChatConnection = 'Online' | 'Menghubungkan';

export interface ChatState {
  readonly sellerId: number | null;
  readonly conversations: readonly Conversation[] | null;
  readonly selected: number | null;
  readonly messages: readonly ChatMessage[] | null;
  readonly connection: ChatConnection;
  readonly sending: boolean;
  /** The last failure, as a sentence; null once a call succeeds. */
  readonly problem: string | null;
}

const initial: ChatState = { sellerId: null, conversations: null, selected: null, messages: null, connection: 'Online', sending: false, problem: null };

export const useChat = create<ChatState>(() => initial);

let retryTimer: ReturnType<typeof setTimeout> | null = null;
let attempt = 0;
// Bumped on every start/stop so answers of an older screen visit are dropped.
let generation = 0;

function failed(error: ApiError): void {
  useChat.setState({ connection: 'Menghubungkan', problem: describeApiError(error) });
  // A 401 ends the session (the gateway's hook); retrying would only repeat it.
  if (error.kind === 'unauthorized' || retryTimer !== null) return;
  const mine = generation;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (mine === generation) void refresh();
  }, backoffDelay(attempt++));
}

function succeeded(): void {
  attempt = 0;
  useChat.setState({ connection: 'Online', problem: null });
}

/** Re-reads the conversation list and, when one is open, its messages; marks it read if customer messages wait. */
export async function refresh(): Promise<void> {
  const { sellerId } = useChat.getState();
  if (sellerId === null) return;
  const mine = generation;
  const users = await chatApi.chatUsers({ id: sellerId, from: 'seller' });
  if (mine !== generation) return;
  if (users.isErr()) return failed(users.error);
  succeeded();
  useChat.setState({ conversations: users.value.data });
  const { selected } = useChat.getState();
  if (selected !== null) await loadMessages(selected);
}

async function loadMessages(customerId: number): Promise<void> {
  const { sellerId } = useChat.getState();
  if (sellerId === null) return;
  const mine = generation;
  const answer = await chatApi.chatMessages({ customerId, sellerId });
  if (mine !== generation || useChat.getState().selected !== customerId) return;
  if (answer.isErr()) return failed(answer.error);
  succeeded();
  useChat.setState({ messages: answer.value.data });
  const open = useChat.getState().conversations?.find((c) => c.customerId === customerId);
  if (open && open.countUnread > 0) await markRead(customerId);
}

/** Spec 002 §4.8: opening a conversation marks it read. */
async function markRead(customerId: number): Promise<void> {
  const { sellerId } = useChat.getState();
  if (sellerId === null) return;
  const answer = await chatApi.chatRead({ customerId, seller_id: sellerId, role: 'seller' });
  if (answer.isErr()) return failed(answer.error);
  useChat.setState((state) => ({
    conversations: state.conversations?.map((c) => (c.customerId === customerId ? { ...c, countUnread: 0 } : c)) ?? null,
  }));
}

export function openConversation(customerId: number): void {
  if (useChat.getState().selected === customerId) return;
  useChat.setState({ selected: customerId, messages: null });
  void loadMessages(customerId);
}

export function closeConversation(): void {
  useChat.setState({ selected: null, messages: null });
}

/** Sends a seller message; resolves true when it was accepted, so the box can be cleared. */
export async function sendMessage(text: string): Promise<boolean> {
  const { sellerId, selected, sending } = useChat.getState();
  if (sellerId === null || selected === null || sending || text.trim() === '') return false;
  useChat.setState({ sending: true });
  const answer = await chatApi.chatSend({ customerId: selected, seller_id: sellerId, message: text.trim(), role: 'seller' });
  useChat.setState({ sending: false });
  if (answer.isErr()) {
    useChat.setState({ problem: describeApiError(answer.error) });
    return false;
  }
  if (useChat.getState().selected === selected) useChat.setState((state) => ({ messages: [...(state.messages ?? []), answer.value.data], problem: null }));
  return true;
}

/** Starts a screen visit for the seller; the returned function ends it. */
export function startChat(sellerId: number): () => void {
  generation++;
  attempt = 0;
  useChat.setState({ ...initial, sellerId });
  void refresh();
  return () => {
    generation++;
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
    useChat.setState(initial);
  };
}
