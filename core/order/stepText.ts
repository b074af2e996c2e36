import { ORDER_MESSAGES } from './rules';

/**
 * What the order detail says on each step, where the specification describes the step without
 * its words. A button a text names is one the step shows ('Kirim'); the refused step is titled
 * 'Dibatalkan' and the cancelled one 'Ditutup' (the wizard's columns), and each text uses its
 * step's own word.
 */
export const STEP_TEXT = {
  /** The shipping partner fetches the goods: the seller prints BAST and invoice and sends; the label comes after. */
  mitra: `Pesanan ini dikirim oleh mitra pengiriman. Cetak BAST dan Invoice, lalu isi nomor resi dan tekan 'Kirim'. ${ORDER_MESSAGES.labelAfterSending}.`,
  /** The seller ships: the label is printed and stuck on the package. */
  label: "Cetak Label Pengiriman dan tempelkan pada paket, lalu isi nomor resi dan tekan 'Kirim'.",
  sent: 'Pesanan sedang dalam pengiriman. Menunggu sekolah mengonfirmasi pesanan telah sampai.',
  pickup: 'Pesanan telah diambil sendiri oleh sekolah.',
  partner: 'Pesanan telah diantar oleh mitra pengiriman dan diterima sekolah.',
  fundsTransferred: 'Dana pesanan ini telah diteruskan oleh mitra ke rekening Anda.',
  paymentProblem: 'Ada masalah dengan pembayaran? Ajukan komplain pembayaran ke sekolah.',
  complaint: 'Pesanan ini sedang dikomplain. Komplain harus diselesaikan terlebih dahulu.',
  frozen: 'Pesanan ini dibekukan.',
  refuse: 'Pesanan ini telah dibatalkan karena ditolak oleh penyedia.',
  close: 'Pesanan ini telah ditutup karena penyedia menerima permintaan pembatalan dari customer.',
} as const;
