import { USER_MENU_LABELS } from './menu';
import { ACCOUNT_MESSAGES } from './messages';

/**
 * What the account calls answer beyond the form messages of rules.ts. The spec
 * shows the portal displaying the server's status message; the words are ours, kept here once.
 */
export const ACCOUNT_SERVER_MESSAGES = {
  loginSuccess: 'Login berhasil',
  logoutSuccess: 'Logout berhasil',
  logoutEverywhereSuccess: 'Anda telah keluar dari semua perangkat',
  wrongCredentials: 'Email atau password salah',
  oldPasswordWrong: 'Password lama salah',
  passwordChanged: 'Password berhasil diubah',
  /** The same answer for a known and an unknown e-mail: the answer tells nobody which addresses exist. */
  codeSent: 'Kode verifikasi telah dikirim ke email Anda',
  codeWrong: 'Kode verifikasi salah',
  codeRight: 'Kode verifikasi benar',
  codeNoLongerValid: 'Kode verifikasi sudah tidak berlaku. Silakan minta kode baru.',
  /** The last step of a reset needs the code its second step verified. */
  codeNotVerified: 'Kode verifikasi belum diverifikasi. Silakan mulai ulang.',
  sellerNotFound: 'Penyedia tidak ditemukan',
  otherStore: 'Anda tidak memiliki akses ke toko ini',
  emailInvalid: 'Format email tidak valid',
  /** A store user's or a changed e-mail only: a registration answers alike for a known and a new address. */
  emailTaken: 'Email sudah terdaftar',
  npwpTaken: 'NPWP sudah terdaftar sebagai penyedia',
  bankMissing: 'Silahkan pilih Bank',
  agreementMissing: 'Anda harus menyetujui pernyataan',
  npwpImageType: ACCOUNT_MESSAGES.npwpImageType,
  /** The same answer for a new and a known e-mail: the e-mail itself says which. */
  registrationReceived: 'Pendaftaran diterima. Silakan cek email Anda untuk mengaktifkan akun.',
  activated: 'Akun Anda sudah aktif. Silakan login dengan email dan password Anda.',
  activationInvalid: 'Tautan aktivasi tidak berlaku atau sudah kedaluwarsa. Silakan daftar ulang.',
  registrationsBusy: 'Pendaftaran sedang ramai. Silakan coba lagi dalam beberapa jam.',
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

/** A wait in whole minutes, at least one. */
const inMinutes = (waitMs: number) => `${Math.max(1, Math.ceil(waitMs / 60_000))} menit`;

/** 429 of a code asked for too often (per address or per client). */
export function tooManyCodeRequests(waitMs: number): string {
  return `Terlalu banyak permintaan kode verifikasi. Silakan coba lagi dalam ${inMinutes(waitMs)}.`;
}

/** 429 while an address's resets are locked after too many wrong codes. */
export function resetLocked(waitMs: number): string {
  return `Terlalu banyak kode verifikasi yang salah. Atur ulang password untuk email ini dikunci selama ${inMinutes(waitMs)}.`;
}

/** 429 of registrations sent too often from one client. */
export function tooManyRegistrations(waitMs: number): string {
  return `Terlalu banyak pendaftaran dari perangkat ini. Silakan coba lagi dalam ${inMinutes(waitMs)}.`;
}

/** The e-mails of the account flows; the sandbox prints them, the tests read them from a kept mailbox. */
export const ACCOUNT_MAILS = {
  codeSubject: 'Kode verifikasi lupa password',
  activationSubject: 'Aktivasi akun penyedia',
  activationText: (link: string) =>
    `Terima kasih telah mendaftar. Buka tautan ini untuk mengaktifkan akun Anda, lalu login: ${link}`,
  alreadyRegisteredSubject: 'Pendaftaran dengan email Anda',
  alreadyRegisteredText:
    'Seseorang mencoba mendaftar sebagai penyedia dengan email ini, yang sudah memiliki akun. Jika itu Anda, silakan login atau gunakan Lupa Password. Jika bukan, abaikan email ini.',
} as const;

export function yearOutOfRange(first: number, last: number): string {
  return `Tahun harus antara ${first} dan ${last}`;
}

/** What the seller's activity log records. */
export const ACTIVITY = {
  login: 'Login ke portal penyedia',
  logout: 'Logout dari portal penyedia',
  // The log names the menu entry the seller chose.
  logoutEverywhere: USER_MENU_LABELS.logoutEverywhere,
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
