/** Chat rules (spec 002 §2.7, §4.8): what a message may be, and the server's answers. */

/** The longest message a seller may send. */
const CHAT_MESSAGE_MAX_LENGTH = 2000;

export const CHAT_MESSAGES = {
  empty: 'Pesan tidak boleh kosong',
  tooLong: `Pesan maksimal ${CHAT_MESSAGE_MAX_LENGTH} karakter`,
  sent: 'Pesan terkirim',
  read: 'Pesan ditandai sudah dibaca',
  notFound: 'Percakapan tidak ditemukan',
  otherSeller: 'Akses ditolak: penyedia tidak sesuai dengan sesi',
  sellerOnly: 'Hanya penyedia yang dapat menandai pesan sebagai dibaca di sini',
} as const;

/** Why a message cannot be sent, or null. */
export function chatMessageProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return CHAT_MESSAGES.empty;
  return trimmed.length > CHAT_MESSAGE_MAX_LENGTH ? CHAT_MESSAGES.tooLong : null;
}

/** What the sandbox's simulated customer answers, in turn. */
export const SIMULATED_CUSTOMER_ANSWERS = [
  'Baik, terima kasih atas informasinya.',
  'Siap, kami tunggu kabar selanjutnya.',
  'Apakah bisa dikirim minggu ini?',
  'Terima kasih, pesanan akan segera kami proses.',
] as const;
