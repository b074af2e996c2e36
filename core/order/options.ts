import { PAYMENT_LABELS } from '../payment/rules';
import { ORDER_STATUS_ID, type OrderStatusId, type OrderStep } from './schema';
import { SHARED_COLUMNS as COLUMN } from '../listColumns';

/** Options and labels the order answers carry; the server and the portal share them. */

/** The reasons a seller may give to refuse (close) an order: reasonTypeRejectOrder. */
export const REJECT_REASONS = [
  { value: 1, name: 'Stok produk habis' },
  { value: 2, name: 'Harga produk berubah' },
  { value: 3, name: 'Alamat pengiriman tidak terjangkau' },
  { value: 4, name: 'Produk tidak lagi diproduksi' },
  { value: 5, name: 'Lainnya' },
] as const;

export function rejectReasonByValue(value: string | number): (typeof REJECT_REASONS)[number] | undefined {
  return REJECT_REASONS.find((reason) => String(reason.value) === String(value).trim());
}

/** The printable documents; `value` is the path segment of PUT seller/order/{documentValue}. */
export const ORDER_DOCUMENTS = [
  { name: 'BAST', value: 'printBast', key: 'bast' },
  { name: 'Invoice', value: 'printInvoice', key: 'invoice' },
  { name: 'Label Pengiriman', value: 'printLabel', key: 'label' },
] as const;
export type OrderDocumentKey = (typeof ORDER_DOCUMENTS)[number]['key'];

export function orderDocumentByValue(value: string): (typeof ORDER_DOCUMENTS)[number] | undefined {
  return ORDER_DOCUMENTS.find((document) => document.value.toLowerCase() === value.trim().toLowerCase());
}

/** The wizard column of each step as the server sends it (processing.column): title, menu title, subtitle. */
export const STEP_COLUMN_TEXT: Readonly<
  Record<OrderStep, { readonly title: string; readonly titleMenu: string; readonly subTitle: string }>
> = {
  confirm: { title: 'Konfirmasi', titleMenu: 'Konfirmasi Pesanan', subTitle: 'Menunggu konfirmasi penyedia' },
  process: { title: 'Diproses', titleMenu: 'Proses Pesanan', subTitle: 'Pesanan sedang disiapkan' },
  sent: { title: 'Dikirim', titleMenu: 'Pengiriman', subTitle: 'Menunggu konfirmasi sampai dari sekolah' },
  accept: { title: 'Diterima', titleMenu: 'Pesanan Diterima', subTitle: 'Pesanan telah diterima sekolah' },
  paid: { title: 'Dibayar', titleMenu: 'Pembayaran', subTitle: 'Pembayaran dari sekolah' },
  complaint: { title: 'Dikomplain', titleMenu: 'Komplain', subTitle: 'Komplain harus diselesaikan' },
  frozen: { title: 'Dibekukan', titleMenu: 'Dibekukan', subTitle: 'Pesanan dibekukan' },
  refuse: { title: 'Dibatalkan', titleMenu: 'Pesanan Dibatalkan', subTitle: 'Pesanan ditolak penyedia' },
  close: { title: 'Ditutup', titleMenu: 'Pesanan Ditutup', subTitle: 'Pembatalan dari customer diterima' },
};

/** Badge colour of each status in the list's status HTML. */
export const STATUS_TONE: Readonly<Record<OrderStatusId, string>> = {
  [ORDER_STATUS_ID.new]: 'info',
  [ORDER_STATUS_ID.processed]: 'primary',
  [ORDER_STATUS_ID.sent]: 'primary',
  [ORDER_STATUS_ID.arrived]: 'success',
  [ORDER_STATUS_ID.paid]: 'warning',
  [ORDER_STATUS_ID.transferred]: 'success',
  [ORDER_STATUS_ID.complaint]: 'danger',
  [ORDER_STATUS_ID.frozen]: 'secondary',
  [ORDER_STATUS_ID.refused]: 'danger',
  [ORDER_STATUS_ID.cancelled]: 'dark',
};

/** The totals rows and item columns of the order detail's product section. */
export const ORDER_TOTAL_LABELS = { subtotal: 'Subtotal Produk', shipping: 'Ongkos Kirim', total: 'Total' } as const;
export const ORDER_ITEM_COLUMNS = ['Gambar', 'Nama Produk', 'Harga Satuan', 'Qty', 'Total'] as const;

/** The order history, payment history and tracking lines the server writes as an order moves. */
export const ORDER_HISTORY = {
  confirmed: { title: 'Pesanan Dikonfirmasi', text: 'Penyedia memproses pesanan' },
  refused: (reason: string) => ({ title: 'Pesanan Ditolak', text: `Penyedia menolak pesanan: ${reason}` }),
  printed: (documentName: string) => ({ title: 'Dokumen Dicetak', text: `${documentName} telah dicetak` }),
  sent: (courier: string, awb: string) => ({
    title: 'Pesanan Dikirim',
    text: `Pesanan dikirim melalui ${courier} dengan resi ${awb}`,
  }),
  arrived: { title: 'Pesanan Diterima', text: 'Penyedia menyatakan pesanan telah sampai ke sekolah' },
  arrivedBySchool: { title: 'Pesanan Diterima', text: 'Sekolah menyatakan pesanan telah diterima' },
  changeAccepted: { title: 'Perubahan Pesanan Diterima', text: 'Penyedia menerima request perubahan dari customer' },
  changeRejected: { title: 'Perubahan Pesanan Ditolak', text: 'Penyedia menolak request perubahan dari customer' },
  cancelAccepted: { title: 'Pesanan Dibatalkan', text: 'Penyedia menerima pembatalan dari customer' },
  cancelRejected: { title: 'Pembatalan Ditolak', text: 'Penyedia menolak pembatalan dari customer' },
  paid: { title: 'Pesanan Dibayar', text: 'Sekolah telah melakukan pembayaran' },
  transferred: { title: 'Dana Diteruskan', text: 'Dana telah diteruskan oleh mitra ke rekening penyedia' },
  paymentReceived: { title: 'Pesanan Selesai', text: 'Penyedia menyatakan dana telah diterima' },
  taxUploaded: (fileName: string) => ({ title: 'Bukti Pajak Diunggah', text: `Bukti pajak ${fileName} diunggah` }),
  /** Payment history lines. */
  paymentIn: (method: string, bank: string) => ({
    title: 'Pembayaran Diterima',
    text: `Pembayaran melalui ${method} ${bank} diterima`,
  }),
  paymentOut: { title: 'Dana Diteruskan', text: 'Dana diteruskan ke rekening penyedia' },
  /** Tracking lines. */
  handedOver: (courier: string) => `Paket diserahkan ke ${courier}`,
  delivered: (pic: string) => `Paket diterima oleh ${pic}`,
  /** The payment information card's memo and status. */
  memo: (invoice: string) => `Pembayaran ${invoice}`,
  awaitingVerification: 'Menunggu Verifikasi',
} as const;

/** The orders and changed-orders list columns (ten columns). */
export const ORDER_LIST_COLUMNS = [
  COLUMN.no,
  COLUMN.invoice,
  COLUMN.customerName,
  { name: 'NPSN', value: 'npsn' },
  COLUMN.schoolName,
  { name: 'Kota', value: 'schoolCity' },
  { name: 'Status', value: 'status' },
  { name: 'Total', value: 'total' },
  { name: 'Tanggal', value: 'date' },
  { name: 'Jatuh Tempo', value: 'paymentDue' },
] as const;

/** The billing list columns. */
export const BILLING_LIST_COLUMNS = [
  COLUMN.no,
  COLUMN.invoice,
  COLUMN.customerName,
  { name: 'Tanggal Tagihan', value: 'billingDate' },
  { name: PAYMENT_LABELS.paidOn, value: 'paymentDate' },
  { name: 'Dibuat', value: 'createdAt' },
] as const;

/** The words of the order documents (BAST, invoice, shipping label, e-BAST) and the recap. */
export const ORDER_DOCUMENT_TEXT = {
  titles: {
    bast: 'Berita Acara Serah Terima (BAST)',
    invoice: 'Invoice',
    label: 'Label Pengiriman',
    ebast: 'e-BAST (Berita Acara Serah Terima Elektronik)',
  },
  fields: {
    invoice: 'Invoice',
    orderNumber: 'Nomor Pesanan',
    orderDate: 'Tanggal Pesanan',
    school: 'Sekolah',
    npsn: 'NPSN',
    address: 'Alamat',
    zone: 'Zona',
    pic: 'Penanggung Jawab',
    phone: 'Telepon',
    seller: 'Penyedia',
    courier: 'Kurir',
    awb: 'Nomor Resi',
    payment: 'Metode Pembayaran',
    status: 'Status',
    sender: 'Pengirim',
    recipient: 'Penerima',
  },
  /** The calculation is a simulation; the partner's admin fee may reduce the funds sent. */
  simulationNote:
    'Perhitungan ini merupakan simulasi. Dana yang diteruskan ke penyedia dapat berkurang oleh biaya admin layanan mitra.',
  handoverNote:
    'Barang di atas telah diserahkan oleh penyedia dan diterima oleh sekolah dalam keadaan baik dan lengkap.',
} as const;
