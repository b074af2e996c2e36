import { exceedsLimit, textLimit } from '../textLimit';
import type { Conversation } from './schema';

/** Chat rules: what a message may be, and the server's answers. */

/** The longest message a seller may send. */
export const CHAT_MESSAGE_LIMIT = textLimit(2000, 'Pesan');

export const CHAT_MESSAGES = {
  empty: 'Pesan tidak boleh kosong',
  tooLong: CHAT_MESSAGE_LIMIT.tooLong,
  sent: 'Pesan terkirim',
  read: 'Pesan ditandai sudah dibaca',
  notFound: 'Percakapan tidak ditemukan',
  otherSeller: 'Akses ditolak: penyedia tidak sesuai dengan sesi',
  sellerOnly: 'Hanya penyedia yang dapat menandai pesan sebagai dibaca di sini',
} as const;

/** Why a message cannot be sent, or null. */
export function chatMessageProblem(text: string): string | null {
  if (text.trim() === '') return CHAT_MESSAGES.empty;
  return exceedsLimit(text, CHAT_MESSAGE_LIMIT) ? CHAT_MESSAGES.tooLong : null;
}

/**
 * How a message's time reads in the message pane: the time alone ('14:05') for a
 * message of the seller's today, date and time for an older one ('23/11/2026 14:05'). `time` is
 * the chat API's 'YYYY-MM-DD HH:mm:ss' in the seller's zone, `today` the seller's day as 'YYYY-MM-DD'.
 */
export function chatTimeLabel(time: string, today: string): string {
  const stamp = chatStamp(time);
  return stamp.date === today ? stamp.hour : chatFullTime(time);
}

/** How each chat role reads in a message bubble: the seller's own lines and the customer's. */
export const CHAT_ROLE_LABEL = { seller: 'Penyedia', customer: 'Customer' } as const;

/** Who a bubble names: 'Anda' for the seller's own lines, the customer's name otherwise. */
export const CHAT_OWN_NAME = 'Anda';

/** The whole of a message's time ('23/11/2026 14:05'): an older message's label and every tooltip. */
export function chatFullTime(time: string): string {
  const stamp = chatStamp(time);
  return `${stamp.day} ${stamp.hour}`;
}

/** The chat API's 'YYYY-MM-DD HH:mm:ss': its date as sent, as the seller reads it ('23/11/2026'), and its hour ('14:05'). */
function chatStamp(time: string): { readonly date: string; readonly day: string; readonly hour: string } {
  const [date = '', clock = ''] = time.split(' ');
  const [year = '', month = '', day = ''] = date.split('-');
  return { date, day: `${day}/${month}/${year}`, hour: clock.slice(0, 5) };
}

/**
 * Whether a rise of the unread total is news for a seller reading the conversation `shown`: a
 * conversation other than the one on screen has more unread messages than before. New messages
 * in the open conversation are on screen already (and are marked read there).
 */
export function unreadRoseOutside(
  before: readonly Conversation[],
  after: readonly Conversation[],
  shown: number | null,
): boolean {
  return after.some(
    (c) =>
      c.customerId !== shown && c.countUnread > (before.find((b) => b.customerId === c.customerId)?.countUnread ?? 0),
  );
}

/** What the sandbox's simulated customer answers, in turn. */
export const SIMULATED_CUSTOMER_ANSWERS = [
  'Baik, terima kasih atas informasinya.',
  'Siap, kami tunggu kabar selanjutnya.',
  'Apakah bisa dikirim minggu ini?',
  'Terima kasih, pesanan akan segera kami proses.',
] as const;
