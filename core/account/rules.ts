import { isBlank, validator, failure, type Check, type Validator } from '../validation';
import { NPWP_LENGTH } from './constants';
import { LOGIN_MESSAGES } from './login';
import type { BusinessType } from './schema';

/** Rules of the shell, login, registration, forgot password and profile (spec 000 §4, §5, §9). */

/** Registration NPWP image hard limit (DESIGN.md "Decisions": 1 MB; 500 kb stays a hint). */
export const NPWP_IMAGE_MAX_BYTES = 1024 * 1024;
/** Banks removed from the registration bank list. */
const EXCLUDED_REGISTRATION_BANK_IDS = [39, 35, 33] as const;
export const FORGOT_CODE_LENGTH = 6;
export const FORGOT_CODE_COUNTDOWN_SECONDS = 60;
export const PASSWORD_HINT_MIN_LENGTH = 10;

export const ACCOUNT_MESSAGES = {
  ...LOGIN_MESSAGES,
  npwpPhotoEmpty: 'Foto NPWP tidak boleh kosong!',
  npwpImageTooLarge: 'File Terlalu Besar! Maksimal Upload 1 Mb',
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
  /** Ours: the spec states the rule (6 digits, digits only) but no text. */
  forgotCodeInvalid: 'Kode verifikasi harus 6 digit angka',
  bankEditWarning: 'Untuk mengganti Akun Bank mohon hubungi CS',
  inDevelopment: 'Masih dalam pengembangan',
  npwpInvalidTitle: 'NPWP Tidak Valid',
  npwpInvalidText: 'Silakan perbaiki nomor NPWP Anda.',
  addressUpdated: 'Anda berhasil update alamat',
  profileUpdated: 'Berhasil! Anda berhasil mengupdate profile anda',
} as const;

// ---- login (spec 000 §5): core/account/login.ts ----

export { loginValidator, type LoginInput } from './login';

// ---- registration (spec 000 §5, the 13 ordered checks) ----

/** Business category on registration is numeric (spec 000 §3); 5 (non-UMKM) is the default. */
export const REGISTRATION_BUSINESS_CATEGORIES = [
  { value: 1, label: 'Mikro' },
  { value: 2, label: 'Kecil' },
  { value: 3, label: 'Menengah' },
  { value: 4, label: 'Besar' },
  { value: 5, label: 'NonUMKM' },
  { value: 6, label: 'Koperasi' },
] as const;
export type RegistrationBusinessCategory = (typeof REGISTRATION_BUSINESS_CATEGORIES)[number]['value'];

/** A picked file, as far as the rules need it (a Blob or File satisfies it). */
export interface PickedFile {
  readonly size: number;
}

/** The store's address as registration and the profile take it. */
export interface AddressInput {
  readonly npwpAddress: string;
  readonly provinceId: number | null;
  readonly cityId: number | null;
  readonly districtId: number | null;
  readonly villageCode: string | null;
  readonly postalCode: string;
}

export interface RegistrationInput extends AddressInput {
  readonly npwpImage: PickedFile | null;
  readonly npwp: string;
  readonly name: string;
  readonly businessType: BusinessType;
  readonly siup: string;
  readonly mapAddress: string;
  readonly picName: string;
  readonly picPosition: string;
  readonly picPhone: string;
  readonly ktp: string;
  readonly accountNumber: string;
  readonly branch: string;
  readonly accountHolder: string;
  readonly email: string;
  readonly password: string;
  readonly passwordConfirmation: string;
}

export type RegistrationField =
  | 'npwpImage'
  | 'npwp'
  | 'name'
  | 'siup'
  | 'npwpAddress'
  | 'province'
  | 'city'
  | 'district'
  | 'village'
  | 'postalCode'
  | 'mapAddress'
  | 'picName'
  | 'picPosition'
  | 'picPhone'
  | 'ktp'
  | 'accountNumber'
  | 'branch'
  | 'accountHolder'
  | 'email'
  | 'password'
  | 'passwordConfirmation';

export function isValidNpwp(npwp: string): boolean {
  return new RegExp(`^\\d{${NPWP_LENGTH}}$`).test(npwp);
}

/** The NPWP image is refused on selection when above 1 MB. */
export function checkNpwpImageSize(file: PickedFile): string | null {
  return file.size > NPWP_IMAGE_MAX_BYTES ? ACCOUNT_MESSAGES.npwpImageTooLarge : null;
}

/** SIUP/NIB is required for a PT or CV. */
export function siupRequired(businessType: BusinessType): boolean {
  return businessType === 'PT' || businessType === 'CV';
}

function notChosen(value: number | string | null): boolean {
  return value === null || value === '' || value === 0;
}

/** A password and its confirmation (registration, reset): each present, then the two alike. */
function passwordPairChecks<P extends string, C extends string>(
  password: P,
  confirmation: C,
): Check<Readonly<Record<P | C, string>>, P | C>[] {
  return [
    { field: password, test: (f) => (f[password] === '' ? ACCOUNT_MESSAGES.passwordEmpty : null) },
    { field: confirmation, test: (f) => (f[confirmation] === '' ? ACCOUNT_MESSAGES.confirmationEmpty : null) },
    {
      field: confirmation,
      test: (f) =>
        f[password] !== '' && f[confirmation] !== '' && f[password] !== f[confirmation]
          ? failure(ACCOUNT_MESSAGES.confirmationMismatch, ACCOUNT_MESSAGES.confirmationMismatchInline)
          : null,
    },
  ];
}

const blank = (message: string, pick: (f: RegistrationInput) => string) => (f: RegistrationInput) =>
  isBlank(pick(f)) ? message : null;

/**
 * The registration rules in the spec's order. The NPWP image size (refused when picked) sits
 * with the photo rule, so an oversized image that reached the form is still stopped.
 */
export const registrationValidator: Validator<RegistrationInput, RegistrationField> = validator<
  RegistrationInput,
  RegistrationField
>([
  { field: 'npwpImage', test: (f) => (f.npwpImage === null ? ACCOUNT_MESSAGES.npwpPhotoEmpty : null) },
  { field: 'npwpImage', test: (f) => (f.npwpImage === null ? null : checkNpwpImageSize(f.npwpImage)) },
  { field: 'npwp', test: (f) => (isValidNpwp(f.npwp) ? null : ACCOUNT_MESSAGES.npwpLength) },
  { field: 'name', test: blank(ACCOUNT_MESSAGES.storeNameEmpty, (f) => f.name) },
  {
    field: 'siup',
    test: (f) =>
      siupRequired(f.businessType) && isBlank(f.siup)
        ? failure(ACCOUNT_MESSAGES.siupEmpty, ACCOUNT_MESSAGES.siupInline)
        : null,
  },
  { field: 'npwpAddress', test: blank(ACCOUNT_MESSAGES.npwpAddressEmpty, (f) => f.npwpAddress) },
  { field: 'province', test: (f) => (notChosen(f.provinceId) ? ACCOUNT_MESSAGES.provinceMissing : null) },
  { field: 'city', test: (f) => (notChosen(f.cityId) ? ACCOUNT_MESSAGES.cityMissing : null) },
  { field: 'district', test: (f) => (notChosen(f.districtId) ? ACCOUNT_MESSAGES.districtMissing : null) },
  { field: 'village', test: (f) => (notChosen(f.villageCode) ? ACCOUNT_MESSAGES.villageMissing : null) },
  { field: 'postalCode', test: blank(ACCOUNT_MESSAGES.postalCodeEmpty, (f) => f.postalCode) },
  { field: 'mapAddress', test: blank(ACCOUNT_MESSAGES.mapAddressEmpty, (f) => f.mapAddress) },
  { field: 'picName', test: blank(ACCOUNT_MESSAGES.picNameEmpty, (f) => f.picName) },
  { field: 'picPosition', test: blank(ACCOUNT_MESSAGES.picPositionEmpty, (f) => f.picPosition) },
  { field: 'picPhone', test: blank(ACCOUNT_MESSAGES.picPhoneEmpty, (f) => f.picPhone) },
  { field: 'ktp', test: blank(ACCOUNT_MESSAGES.ktpEmpty, (f) => f.ktp) },
  { field: 'accountNumber', test: blank(ACCOUNT_MESSAGES.accountNumberEmpty, (f) => f.accountNumber) },
  { field: 'branch', test: blank(ACCOUNT_MESSAGES.branchEmpty, (f) => f.branch) },
  { field: 'accountHolder', test: blank(ACCOUNT_MESSAGES.holderEmpty, (f) => f.accountHolder) },
  { field: 'email', test: blank(ACCOUNT_MESSAGES.emailEmpty, (f) => f.email) },
  ...passwordPairChecks('password', 'passwordConfirmation'),
]);

/** The submit button is enabled only once the agreement is ticked. */
export function registrationSubmitEnabled(agreement: boolean): boolean {
  return agreement;
}

/** The registration bank list without the banks 39, 35 and 33 (ids may arrive as text). */
export function registrationBanks<B extends { readonly id_bank: number | string }>(banks: readonly B[]): B[] {
  const excluded: readonly number[] = EXCLUDED_REGISTRATION_BANK_IDS;
  return banks.filter((bank) => !excluded.includes(Number(bank.id_bank)));
}

export interface PasswordHints {
  readonly lowercase: boolean;
  readonly uppercase: boolean;
  readonly digit: boolean;
  readonly length: boolean;
}

/** Live password hints; they never block a submission. */
export function passwordHints(password: string): PasswordHints {
  return {
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    digit: /\d/.test(password),
    length: password.length >= PASSWORD_HINT_MIN_LENGTH,
  };
}

// ---- profile (spec 000 §5) ----

/**
 * The NPWP input keeps digits only (spec 000 §5), 16 at most: a pasted '01.234.567.8-901.2345'
 * becomes its 16 digits (a length limit on the characters would cut it short).
 */
export function npwpDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, NPWP_LENGTH);
}

export type AddressField = 'npwpAddress' | 'province' | 'city' | 'district' | 'village' | 'postalCode';

/**
 * Address update: the NPWP address has its own text; the spec gives none for the choices, so
 * they reuse the registration texts. The postal code is empty or five digits.
 */
export const addressValidator: Validator<AddressInput, AddressField> = validator<AddressInput, AddressField>([
  { field: 'npwpAddress', test: (f) => (isBlank(f.npwpAddress) ? ACCOUNT_MESSAGES.profileNpwpAddressEmpty : null) },
  { field: 'province', test: (f) => (notChosen(f.provinceId) ? ACCOUNT_MESSAGES.provinceMissing : null) },
  { field: 'city', test: (f) => (notChosen(f.cityId) ? ACCOUNT_MESSAGES.cityMissing : null) },
  { field: 'district', test: (f) => (notChosen(f.districtId) ? ACCOUNT_MESSAGES.districtMissing : null) },
  { field: 'village', test: (f) => (notChosen(f.villageCode) ? ACCOUNT_MESSAGES.villageMissing : null) },
  { field: 'postalCode', test: (f) => checkPostalCode(f.postalCode) },
]);

/** The warning toast of a bank edit attempt, followed by the provider name. */
export function bankEditWarning(providerName: string): string {
  return `${ACCOUNT_MESSAGES.bankEditWarning} ${providerName}`.trimEnd();
}

// ---- forgot password (spec 000 §4, §5) ----

export function isForgotCode(code: string): boolean {
  return new RegExp(`^\\d{${FORGOT_CODE_LENGTH}}$`).test(code);
}

/** One box of the code: its last typed digit, or empty. */
export function codeBoxValue(typed: string): string {
  return typed.replace(/\D/g, '').slice(-1);
}

export const forgotEmailValidator: Validator<{ readonly email: string }, 'email'> = validator<
  { readonly email: string },
  'email'
>([{ field: 'email', test: (f) => (isBlank(f.email) ? ACCOUNT_MESSAGES.emailEmpty : null) }]);

export const forgotCodeValidator: Validator<{ readonly code: string }, 'code'> = validator<
  { readonly code: string },
  'code'
>([{ field: 'code', test: (f) => (isForgotCode(f.code) ? null : ACCOUNT_MESSAGES.forgotCodeInvalid) }]);

export interface NewPasswordInput {
  readonly newPassword: string;
  readonly confirmNewPassword: string;
}

/** Step 2 of the forgotten-password flow, with the registration texts (the spec gives none). */
export const forgotNewPasswordValidator: Validator<NewPasswordInput, 'newPassword' | 'confirmNewPassword'> = validator<
  NewPasswordInput,
  'newPassword' | 'confirmNewPassword'
>([...passwordPairChecks('newPassword', 'confirmNewPassword')]);

export type ForgotStep = 0 | 1 | 2;

/** Where the forgot-password page starts from what is stored locally (spec 000 §4). */
export function forgotEntryStep(stored: { readonly email: string | null; readonly codeSent: boolean }): ForgotStep {
  if (stored.email === null || stored.email === '') return 0;
  return stored.codeSent ? 2 : 1;
}

// ---- change password (spec 000 §5) ----

export interface ChangePasswordInput {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly confirmNewPassword: string;
}

/**
 * The spec shows no client-side rule for the change-password dialog: the three fields are sent
 * and the server's status message is shown. The validator is therefore empty on purpose.
 */
export const changePasswordValidator: Validator<ChangePasswordInput, keyof ChangePasswordInput> = validator<
  ChangePasswordInput,
  keyof ChangePasswordInput
>([]);

// ---- seller state (spec 000 §4, §6) ----

export interface SellerFlags {
  readonly isMustUpdate: boolean;
  readonly inActive: boolean;
  readonly isBlocked: boolean;
  readonly isBlockedTemporary: boolean;
}

/** 'Start selling' / 'Create a Product' needs an active seller that is not blocked. */
export function canCreateProduct(seller: Pick<SellerFlags, 'inActive' | 'isBlocked'>): boolean {
  return seller.inActive && !seller.isBlocked;
}

/**
 * The must-update dialog: confirming logs out, unless the seller is not blocked and active, in
 * which case it just closes; the 'Produk' deny button is offered only then.
 */
export function mustUpdateDialog(seller: SellerFlags): {
  readonly show: boolean;
  readonly confirmLogsOut: boolean;
  readonly offerProducts: boolean;
} {
  const mayStay = !seller.isBlocked && seller.inActive;
  return { show: seller.isMustUpdate, confirmLogsOut: !mayStay, offerProducts: seller.isMustUpdate && mayStay };
}

/**
 * What a must-update notice offers, in button order. The spec's choices stay (confirm, and
 * 'Produk' for an active seller that is not blocked); ours are the ways to what the notices ask
 * for: the notifications to read and the profile where the documents are updated (issue 18 item
 * 2). A confirm that logs out says so on its button.
 */
export type MustUpdateChoice = 'notifications' | 'profile' | 'products' | 'close' | 'logout';
/** Two ways on, then the confirm. */
export type MustUpdateChoices = readonly [MustUpdateChoice, MustUpdateChoice, MustUpdateChoice];

export const MUST_UPDATE_LABELS: Readonly<Record<MustUpdateChoice, string>> = {
  notifications: 'Baca Pemberitahuan',
  profile: 'Perbarui di Profile',
  products: 'Produk',
  close: 'OK',
  logout: 'OK, Keluar',
};

/** The notice on shell load (spec 000 §4). */
export function mustUpdateNoticeText(toRead: number): string {
  return `Anda memiliki ${toRead} pemberitahuan yang harus dibaca.`;
}

/** Said once the dialog's confirm has logged the seller out. */
export const MUST_UPDATE_LOGGED_OUT =
  'Anda telah keluar dari portal. Login kembali untuk membaca pemberitahuan dan memperbarui dokumen.';

/** The shell-load notice 'Anda memiliki N pemberitahuan yang harus dibaca.': three choices, the confirm last. */
export function mustUpdateNoticeChoices(seller: SellerFlags): MustUpdateChoices {
  const dialog = mustUpdateDialog(seller);
  // A seller who may stay has the whole menu and the spec's 'Produk'; one whose confirm logs out has no other way to the profile.
  return ['notifications', dialog.offerProducts ? 'products' : 'profile', dialog.confirmLogsOut ? 'logout' : 'close'];
}

/**
 * The alert of a route the must-update seller may not open (its title and text are the server's
 * alert, which points to the profile); confirming logs out. Three choices, the confirm last.
 */
export function mustUpdateRouteAlertChoices(seller: SellerFlags): MustUpdateChoices {
  return ['profile', mustUpdateDialog(seller).offerProducts ? 'products' : 'notifications', 'logout'];
}

// ---- the password rule (every place a password is set) ----

/**
 * The registration's password rule: at least 10 characters with a lowercase letter, an uppercase
 * letter and a digit, the hints under the registration's password field (spec 000 §5, §9). The
 * form shows them as hints; the server holds every new password to them (registration, change,
 * reset, a store user's), so 'a' is never a password.
 */
export function isStrongPassword(password: string): boolean {
  const hints = passwordHints(password);
  return hints.lowercase && hints.uppercase && hints.digit && hints.length;
}

export const PASSWORD_RULE_MESSAGE = `Password minimal ${PASSWORD_HINT_MIN_LENGTH} karakter dan memuat huruf kecil, huruf besar dan angka`;

export function checkPasswordRule(password: string): string | null {
  return password !== '' && !isStrongPassword(password) ? PASSWORD_RULE_MESSAGE : null;
}

/** A new password (change and reset): present, held to the rule, confirmed. */
export const newPasswordValidator: Validator<NewPasswordInput, 'newPassword' | 'confirmNewPassword'> = validator<
  NewPasswordInput,
  'newPassword' | 'confirmNewPassword'
>([
  ...forgotNewPasswordValidator.checks.slice(0, 1),
  { field: 'newPassword', test: (f) => checkPasswordRule(f.newPassword) },
  ...forgotNewPasswordValidator.checks.slice(1),
]);

// ---- profile identity and store users (spec 000 §2 Profile, §5) ----

/** What a text field of the profile takes at most. */
const PROFILE_TEXT_MAX_LENGTH = 100;
const NIK_LENGTH = 16;
const POSTAL_CODE_LENGTH = 5;
/** An Indonesian phone: 0 or +62, then 8 to 13 digits. */
const PHONE_PATTERN = /^(\+62|0)\d{8,13}$/;
const PHONE_MAX_LENGTH = '+62'.length + 13;

/**
 * The most characters each profile input takes: what its rule can accept, so the input stops
 * where the rule would refuse (the portal sets them as maxLength; the rules refuse anything longer).
 */
export const PROFILE_MAX_LENGTH = {
  text: PROFILE_TEXT_MAX_LENGTH,
  npwp: NPWP_LENGTH,
  ktp: NIK_LENGTH,
  postalCode: POSTAL_CODE_LENGTH,
  phone: PHONE_MAX_LENGTH,
} as const;

export const PROFILE_MESSAGES = {
  nikLength: `NIK Harus ${NIK_LENGTH} Digit!`,
  phoneInvalid: 'Nomor telepon tidak valid (contoh 081234567890)',
  tooLong: `Maksimal ${PROFILE_TEXT_MAX_LENGTH} karakter`,
  postalCode: `Kode Pos harus ${POSTAL_CODE_LENGTH} digit angka`,
  emailInvalid: 'Format email tidak valid',
} as const;

const digits = (length: number) => new RegExp(`^\\d{${length}}$`);
function isPhoneNumber(text: string): boolean {
  return PHONE_PATTERN.test(text.trim());
}
function isEmailAddress(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
}
const tooLong = (text: string | undefined) =>
  text !== undefined && text.trim().length > PROFILE_TEXT_MAX_LENGTH ? PROFILE_MESSAGES.tooLong : null;

/** The identity fields of the profile; an edit sends any of them (undefined: left as it is). */
export interface IdentityInput {
  readonly name?: string | undefined;
  readonly npwp?: string | undefined;
  readonly siup?: string | undefined;
  readonly ktp?: string | undefined;
  readonly email?: string | undefined;
  readonly picName?: string | undefined;
  readonly picPosition?: string | undefined;
  readonly picPhone?: string | undefined;
}

export type IdentityField = keyof IdentityInput;

/** The Identitas tab: the registration's texts where it has them, and the formats it implies. */
export const identityValidator: Validator<IdentityInput, IdentityField> = validator<IdentityInput, IdentityField>([
  {
    field: 'name',
    test: (f) => (f.name !== undefined && isBlank(f.name) ? ACCOUNT_MESSAGES.storeNameEmpty : tooLong(f.name)),
  },
  { field: 'npwp', test: (f) => (f.npwp !== undefined && !isValidNpwp(f.npwp) ? ACCOUNT_MESSAGES.npwpLength : null) },
  { field: 'siup', test: (f) => tooLong(f.siup) },
  { field: 'ktp', test: (f) => (f.ktp !== undefined && isBlank(f.ktp) ? ACCOUNT_MESSAGES.ktpEmpty : null) },
  {
    field: 'ktp',
    test: (f) => (f.ktp !== undefined && !digits(NIK_LENGTH).test(f.ktp.trim()) ? PROFILE_MESSAGES.nikLength : null),
  },
  { field: 'email', test: (f) => (f.email !== undefined && isBlank(f.email) ? ACCOUNT_MESSAGES.emailEmpty : null) },
  {
    field: 'email',
    test: (f) =>
      f.email !== undefined && !isBlank(f.email) && !isEmailAddress(f.email)
        ? PROFILE_MESSAGES.emailInvalid
        : tooLong(f.email),
  },
  {
    field: 'picName',
    test: (f) => (f.picName !== undefined && isBlank(f.picName) ? ACCOUNT_MESSAGES.picNameEmpty : tooLong(f.picName)),
  },
  {
    field: 'picPosition',
    test: (f) =>
      f.picPosition !== undefined && isBlank(f.picPosition)
        ? ACCOUNT_MESSAGES.picPositionEmpty
        : tooLong(f.picPosition),
  },
  {
    field: 'picPhone',
    test: (f) => (f.picPhone !== undefined && isBlank(f.picPhone) ? ACCOUNT_MESSAGES.picPhoneEmpty : null),
  },
  {
    field: 'picPhone',
    test: (f) =>
      f.picPhone !== undefined && !isBlank(f.picPhone) && !isPhoneNumber(f.picPhone)
        ? PROFILE_MESSAGES.phoneInvalid
        : null,
  },
]);

/** The address update's postal code: five digits. */
function checkPostalCode(code: string): string | null {
  if (isBlank(code)) return ACCOUNT_MESSAGES.postalCodeEmpty;
  return digits(POSTAL_CODE_LENGTH).test(code.trim()) ? null : PROFILE_MESSAGES.postalCode;
}

export interface StoreUserInput {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly password: string;
}

/** Adding a store user (Tab User): a name, an e-mail, a phone and a password held to the password rule. */
export const storeUserValidator: Validator<StoreUserInput, keyof StoreUserInput> = validator<
  StoreUserInput,
  keyof StoreUserInput
>([
  { field: 'name', test: (f) => (isBlank(f.name) ? ACCOUNT_MESSAGES.picNameEmpty : tooLong(f.name)) },
  {
    field: 'email',
    test: (f) =>
      isBlank(f.email)
        ? ACCOUNT_MESSAGES.emailEmpty
        : isEmailAddress(f.email)
          ? tooLong(f.email)
          : PROFILE_MESSAGES.emailInvalid,
  },
  { field: 'phone', test: (f) => (isPhoneNumber(f.phone) ? null : PROFILE_MESSAGES.phoneInvalid) },
  {
    field: 'password',
    test: (f) => (f.password === '' ? ACCOUNT_MESSAGES.passwordEmpty : checkPasswordRule(f.password)),
  },
]);
