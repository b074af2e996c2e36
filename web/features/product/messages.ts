import { PRODUCT_SERVER_MESSAGES } from '@core/product/serverMessages';

/** The product error and success texts used by the screens (the validation messages live in core/product/rules). */
export const SCREEN_MESSAGES = {
  copied: 'Berhasil: Link produk berhasil disalin ke clipboard!',
  copyFailed: 'Gagal: Tidak dapat menyalin link ke clipboard',
  copyUnsupported: 'Clipboard tidak didukung di browser ini',
  categoryEdited: PRODUCT_SERVER_MESSAGES.categoryEdited,
  categoryEditFailed: 'Edit Kategori Gagal',
  deleteProcessing: 'Sedang diproses',
  deleteWait: 'Mohon Tunggu!',
  deleted: PRODUCT_SERVER_MESSAGES.deleted,
  addFailedTitle: 'Gagal!',
  addFailed: 'Terjadi kesalahan, silakan coba lagi',
  packetAdded: PRODUCT_SERVER_MESSAGES.packetAdded,
  packetAddFailed: 'Gagal menambahkan paket',
  precheckFailed: 'Pemeriksaan file gagal',
  uploadFailedTitle: 'Gagal Upload',
  uploadFailed: 'Terjadi kesalahan saat mengunggah file',
  uploadDoneTitle: 'Berhasil',
  uploadDone: 'File berhasil diupload',
  uploadRefused: (errors: number, rows: number) =>
    `${errors} kesalahan pada ${rows} baris. Tidak ada produk yang diupload: perbaiki baris bertanda Gagal, lalu upload file lagi.`,
  updated: 'Anda berhasil mengupdate produk anda',
  updateFailed: 'Update produk gagal',
  updateNetwork: 'Terdapat kesalahan',
  processing: 'Sedang diproses',
  wait: 'Mohon Tunggu...',
  cancelWarning: "You won't be able to revert this!",
  agreementEdit:
    'Saya sebagai penyedia bertanggung jawab penuh atas produk yang diperbarui dan telah membaca serta menyetujui Ketentuan Umum dan Persetujuan Penyedia',
  agreementAdd:
    'Saya sebagai penyedia bertanggung jawab penuh atas produk yang diupload dan telah membaca serta menyetujui Ketentuan Umum dan Persetujuan Penyedia',
  taxNote: 'Nilai di atas hanya simulasi. Dana yang diterima dapat berkurang oleh biaya admin mitra.',
  blocked: 'Produk ini diblokir dan tidak dapat dibuka.',
} as const;
