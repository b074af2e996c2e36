import { LOGIN_MESSAGES } from './login';

/**
 * The messages of the account forms: the specification's texts, word for word, for registration,
 * the profile and forgot password, and ours where the specification states a rule without a text.
 */
export const ACCOUNT_MESSAGES = {
  ...LOGIN_MESSAGES,
  npwpPhotoEmpty: 'Foto NPWP tidak boleh kosong!',
  npwpImageTooLarge: 'File Terlalu Besar! Maksimal Upload 1 Mb',
  /** Ours: the NPWP photo is a JPG or a PNG, said before the confirmation rather than after the upload. */
  npwpImageType: 'Foto NPWP harus berupa gambar JPG atau PNG',
  npwpLength: 'NPWP Harus 16 Digit!',
  storeNameEmpty: 'Nama Toko tidak boleh kosong',
  siupEmpty: 'Siup tidak boleh kosong',
  siupInline: 'SIUP/NIB Wajib diisi',
  npwpAddressEmpty: 'Alamat NPWP tidak boleh kosong',
  provinceMissing: 'Silahkan pilih Provinsi',
  cityMissing: 'Silahkan pilih Kota',
  districtMissing: 'Silahkan pilih Kecamatan',
  villageMissing: 'Silahkan pilih Kelurahan',
  postalCodeEmpty: 'Kode Pos tidak boleh kosong',
  mapAddressEmpty: 'Alamat berdasarkan Google Maps tidak boleh kosong',
  picNameEmpty: 'Nama PIC tidak boleh kosong',
  picPositionEmpty: 'Jabatan PIC tidak boleh kosong',
  picPhoneEmpty: 'Telepon PIC tidak boleh kosong',
  ktpEmpty: 'NIK tidak boleh kosong',
  accountNumberEmpty: 'Nomor Rekening tidak boleh kosong',
  branchEmpty: 'Cabang Bank tidak boleh kosong',
  holderEmpty: 'Bank Holder tidak boleh kosong',
  confirmationEmpty: 'Konfirmasi Password tidak boleh kosong',
  confirmationMismatch: 'Konfirmasi Password belum cocok',
  confirmationMismatchInline: 'Password tidak cocok',
  profileNpwpAddressEmpty: 'Alamat berdasarkan NPWP tidak boleh kosong',
  /** Ours: the specification states the rule (6 digits, digits only) but no text. */
  forgotCodeInvalid: 'Kode verifikasi harus 6 digit angka',
  bankEditWarning: 'Untuk mengganti Akun Bank mohon hubungi CS',
  inDevelopment: 'Masih dalam pengembangan',
  npwpInvalidTitle: 'NPWP Tidak Valid',
  npwpInvalidText: 'Silakan perbaiki nomor NPWP Anda.',
  addressUpdated: 'Anda berhasil update alamat',
  profileUpdated: 'Berhasil! Anda berhasil mengupdate profile anda',
} as const;
