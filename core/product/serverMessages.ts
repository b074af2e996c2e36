import { PRODUCT_FIELD_LABELS } from './labels';

/**
 * What the product calls answer beyond the form messages of rules.ts, and the
 * labels of the list answer's filters and columns. The spec shows none of these words; they are
 * ours, kept here once so the server and the portal say the same.
 */
export const PRODUCT_SERVER_MESSAGES = {
  notFound: 'Produk tidak ditemukan',
  blocked: 'Produk diblokir dan tidak dapat diubah',
  categoryRefused: 'Kategori tidak ditemukan atau tidak sesuai dengan jenis produk',
  categoryEdited: 'Edit Kategori Berhasil',
  layoutMismatch: 'layout dan item_type tidak sesuai',
  itemTypeMismatch: 'item_type tidak sesuai dengan produk',
  bookIdMissing: 'book_id wajib diisi untuk buku',
  bookNotInCatalogue: 'Buku tidak ditemukan di katalog',
  catalogueDataMissing: 'Data katalog tidak ditemukan',
  catalogueUrlInvalid: 'url katalog tidak valid',
  added: 'Produk berhasil ditambahkan',
  updated: 'Produk berhasil diperbarui',
  deleted: 'Produk berhasil terhapus',
  mallIdMismatch: 'mall_id tidak sesuai dengan penyedia yang login',
  packetContentNotGoods: 'Isi paket harus berupa produk barang',
  packetSelf: 'Produk tidak dapat menjadi isi paketnya sendiri',
  packetParentNotGoods: 'Paket hanya untuk produk barang',
  packetAdded: 'Paket berhasil ditambahkan',
  packetDeleted: 'Paket berhasil dihapus',
  packetNotFound: 'Paket tidak ditemukan',
  packetOtherSeller: 'Tidak dapat melihat paket penyedia lain',
  checkReceived: 'Data produk diterima',
  taxMismatch: 'Simulasi pajak tidak sesuai dengan harga dan Tag PPN; muat ulang halaman lalu simpan lagi',
} as const;

/** A mass upload's row that passed the template check but could not be created: 'Baris 7: produk tidak dapat dibuat (why)'. */
export function massRowNotCreatedMessage(row: number, reason: string): string {
  return `Baris ${row}: produk tidak dapat dibuat${reason ? ` (${reason})` : ''}`;
}

/** A mass upload that created every row: '12 produk berhasil diupload'. */
export function massUploadedMessage(count: number): string {
  return `${count} produk berhasil diupload`;
}

/** 'n produk berhasil dipindahkan ke kategori X'. */
export function bulkMovedMessage(count: number, categoryTitle: string): string {
  return `${count} produk berhasil dipindahkan ke kategori ${categoryTitle}`;
}

/** The product list's filter panels (data.filters) and their options. */
export const PRODUCT_FILTER_LABELS = {
  searchBy: 'Cari Berdasarkan',
  category: PRODUCT_FIELD_LABELS.categoryPath,
  status: PRODUCT_FIELD_LABELS.status,
  oldCategory: 'Kategori Lama',
  needsUpdate: 'Perlu Update',
  fields: { name: PRODUCT_FIELD_LABELS.name, model: 'Model' },
  statuses: { active: 'Aktif', inactive: 'Tidak Aktif', blocked: 'Blocked', waiting: 'Waiting Approve' },
} as const;

/** A list row's status in words, as the CSV and the quick view give it. */
export function productStatusLabel(row: {
  readonly isBlocked?: boolean;
  readonly isWaitingConfirm: boolean;
  readonly isActive: boolean;
}): string {
  const { statuses } = PRODUCT_FILTER_LABELS;
  if (row.isBlocked) return statuses.blocked;
  if (row.isWaitingConfirm) return statuses.waiting;
  return row.isActive ? statuses.active : statuses.inactive;
}

/** The product list's columns; `value` is what `sort` names. */
export const PRODUCT_LIST_COLUMN_NAMES = {
  no: 'No',
  isActive: PRODUCT_FIELD_LABELS.status,
  image: 'Gambar',
  name: PRODUCT_FIELD_LABELS.name,
  model: 'Model',
  price: 'Harga',
  zone: (zone: number) => `Zona ${zone}`,
  ppnType: PRODUCT_FIELD_LABELS.ppnMode,
  stock: PRODUCT_FIELD_LABELS.stock,
  category: PRODUCT_FIELD_LABELS.categoryPath,
  action: 'Aksi',
} as const;

/** The book search's type filter (searchpusbuk jenis_kategori). */
export const CATALOGUE_BOOK_TYPES = [
  { id: 'text', name: 'Buku Teks Pelajaran' },
  { id: 'nontext', name: 'Buku Non Teks Pelajaran' },
] as const;
