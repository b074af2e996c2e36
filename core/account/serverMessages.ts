import { ACCOUNT_MESSAGES } from './rules';

/**
 * What the account calls answer (spec 000 §7, §8) beyond the form messages of rules.ts. The spec
 * shows the portal displaying the server's status message; the words are ours, kept here once.
 */
export const ACCOUNT_SERVER_MESSAGES = {
  loginSuccess: 'Login berhasil',
  logoutSuccess: 'Logout berhasil',
  wrongCredentials: 'Email atau password salah',
  oldPasswordWrong: 'Password lama salah',
  passwordChanged: 'Password berhasil diubah',
  /** The same answer for a known and an unknown e-mail: the answer tells nobody which addresses exist. */
  codeSent: 'Kode verifikasi telah dikirim ke email Anda',
  codeWrong: 'Kode verifikasi salah',
  codeRight: 'Kode verifikasi benar',
  codeNoLongerValid: 'Kode verifikasi sudah tidak berlaku. Silakan minta kode baru.',
  sellerNotFound: 'Penyedia tidak ditemukan',
  otherStore: 'Anda tidak memiliki akses ke toko ini',
  emailInvalid: 'Format email tidak valid',
  emailTaken: 'Email sudah terdaftar',
  npwpTaken: 'NPWP sudah terdaftar sebagai penyedia',
  bankMissing: 'Silahkan pilih Bank',
  agreementMissing: 'Anda harus menyetujui pernyataan',
  npwpImageType: 'Foto NPWP harus berupa gambar JPG atau PNG',
  registered: 'Registrasi berhasil! Silakan login dengan email dan password Anda.',
  fileMissing: 'File tidak ditemukan',
  storeUserAdded: 'User berhasil ditambahkan',
  bankThroughCs: ACCOUNT_MESSAGES.bankEditWarning,
  dateFilterInvalid: 'filter_date tidak valid: gunakan yyyy/mm/dd_yyyy/mm/dd',
  notificationNotFound: 'Pemberitahuan tidak ditemukan',
  notificationRead: 'Pemberitahuan ditandai sudah dibaca',
} as const;

/** 429 of a login after too many failures: how long to wait, in whole seconds. */
export function tooManyLogins(seconds: number): string {
  return `Terlalu banyak percobaan login yang gagal. Silakan coba lagi dalam ${seconds} detik.`;
}

export function yearOutOfRange(first: number, last: number): string {
  return `Tahun harus antara ${first} dan ${last}`;
}

/** What the seller's activity log records. */
export const ACTIVITY = {
  login: 'Login ke portal penyedia',
  logout: 'Logout dari portal penyedia',
  passwordChanged: 'Mengubah password',
  passwordReset: 'Mengatur ulang password lewat lupa password',
  addressUpdated: 'Memperbarui alamat toko',
  identityUpdated: 'Memperbarui identitas toko',
  storeUserAdded: (name: string, position: string) => `Menambahkan user toko ${name} (${position})`,
  files: {
    legalitas_npwp_mall: 'Mengunggah dokumen NPWP',
    legalitas_siup_mall: 'Mengunggah dokumen SIUP/NIB',
    gambar_logo: 'Mengunggah logo toko',
    gambar_header: 'Mengunggah gambar header toko',
  },
} as const;

/** The filter options of the notification and user-log lists. */
export const ALL_OPTION = 'Semua';
export const NOTIFICATION_TYPE_LABELS = {
  order: 'Pesanan',
  tagihan: 'Tagihan',
  komplain: 'Komplain',
  pembayaran: 'Pembayaran',
  nego: 'Negoisasi',
} as const;
export const USER_LOG_TYPE_LABELS = {
  login: 'Login & Logout',
  profile: 'Profil',
  product: 'Produk',
  order: 'Pesanan',
  user: 'User Toko',
} as const;

/** The geocoder stand-in's formatted address: the nearest kecamatan, or the bare point. */
export const GEOCODED = {
  district: (district: string, city: string, province: string, point: string) =>
    `Kec. ${district}, ${city}, ${province}, Indonesia ${point}`,
  point: (point: string) => `Lokasi ${point}`,
} as const;
