import { isBlank } from '../validation';
import { NPWP_LENGTH } from './constants';
import { isJpgOrPng, type PickedKind } from './images';
import { ACCOUNT_MESSAGES } from './messages';

/*
 * One rule per account field, used alike by registration, the profile, the store-user form and
 * the server, so a value one of them accepts is never refused by another. Numbers a seller types
 * with separators (a NIK as 3174.0155.0688.0002, a phone as 0812-3456-7890) are normalised, not
 * refused: the rules read the normalised value, and the forms and the server keep it.
 */

/** What a text field of the account takes at most. */
const TEXT_MAX_LENGTH = 100;
const NIK_LENGTH = 16;
const POSTAL_CODE_LENGTH = 5;
/** An Indonesian phone: 0 or +62, then 8 to 13 digits. */
const PHONE_PATTERN = /^(\+62|0)\d{8,13}$/;
const PHONE_MAX_LENGTH = '+62'.length + 13;

/** Registration NPWP image hard limit (DESIGN.md "Decisions": 1 MB; 500 kb stays a hint). */
export const NPWP_IMAGE_MAX_BYTES = 1024 * 1024;

/**
 * The most characters each input takes once normalised: what its rule can accept, so the input
 * stops where the rule would refuse (the portal sets them as maxLength; the rules refuse anything
 * longer).
 */
export const PROFILE_MAX_LENGTH = {
  text: TEXT_MAX_LENGTH,
  npwp: NPWP_LENGTH,
  ktp: NIK_LENGTH,
  postalCode: POSTAL_CODE_LENGTH,
  phone: PHONE_MAX_LENGTH,
} as const;

export const PROFILE_MESSAGES = {
  nikLength: `NIK Harus ${NIK_LENGTH} Digit!`,
  phoneInvalid: 'Nomor telepon tidak valid (contoh 081234567890)',
  tooLong: `Maksimal ${TEXT_MAX_LENGTH} karakter`,
  postalCode: `Kode Pos harus ${POSTAL_CODE_LENGTH} digit angka`,
  emailInvalid: 'Format email tidak valid',
} as const;

const digits = (length: number) => new RegExp(`^\\d{${length}}$`);

// ---- normalising what is typed ----

/**
 * The NPWP input keeps digits only, 16 at most: a pasted '01.234.567.8-901.2345' becomes its 16
 * digits (a length limit on the characters would cut it short).
 */
export function npwpDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, NPWP_LENGTH);
}

/** A NIK as kept and checked: without the spaces, dots and dashes it was typed with. */
export function normalNik(text: string): string {
  return text.replace(/[\s.-]/g, '');
}

/** The NIK input: a pasted '3174.0155.0688.0002' becomes its 16 digits. */
export function nikDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, NIK_LENGTH);
}

/** A phone as kept and checked: without spaces, dots, dashes and brackets; a leading + stays. */
export function normalPhone(text: string): string {
  return text.replace(/[\s.()-]/g, '');
}

// ---- the rules ----

export function isValidNpwp(npwp: string): boolean {
  return digits(NPWP_LENGTH).test(npwp);
}

function isEmailAddress(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
}

/** A text of the account longer than it takes. */
export function checkTextLength(text: string): string | null {
  return text.trim().length > TEXT_MAX_LENGTH ? PROFILE_MESSAGES.tooLong : null;
}

/** A text that must be there and must fit: `empty` when blank, else its length. */
export function checkRequiredText(text: string, empty: string): string | null {
  return isBlank(text) ? empty : checkTextLength(text);
}

export function checkStoreName(name: string): string | null {
  return checkRequiredText(name, ACCOUNT_MESSAGES.storeNameEmpty);
}

export function checkNpwp(npwp: string): string | null {
  return isValidNpwp(npwp) ? null : ACCOUNT_MESSAGES.npwpLength;
}

/** The NIK: present, then 16 digits once its separators are dropped. */
export function checkNik(ktp: string): string | null {
  if (isBlank(ktp)) return ACCOUNT_MESSAGES.ktpEmpty;
  return digits(NIK_LENGTH).test(normalNik(ktp.trim())) ? null : PROFILE_MESSAGES.nikLength;
}

/** A phone: present (`empty` says so), then an Indonesian number once its separators are dropped. */
export function checkPhone(phone: string, empty: string): string | null {
  if (isBlank(phone)) return empty;
  return PHONE_PATTERN.test(normalPhone(phone.trim())) ? null : PROFILE_MESSAGES.phoneInvalid;
}

/** An e-mail: present, shaped like an address, and fitting. */
export function checkEmail(email: string): string | null {
  if (isBlank(email)) return ACCOUNT_MESSAGES.emailEmpty;
  return isEmailAddress(email) ? checkTextLength(email) : PROFILE_MESSAGES.emailInvalid;
}

/** The postal code: five digits. */
export function checkPostalCode(code: string): string | null {
  if (isBlank(code)) return ACCOUNT_MESSAGES.postalCodeEmpty;
  return digits(POSTAL_CODE_LENGTH).test(code.trim()) ? null : PROFILE_MESSAGES.postalCode;
}

/** The NPWP photo as far as its rule goes (a File or a Blob satisfies it). */
export interface NpwpPhoto extends PickedKind {
  readonly size: number;
}

/** The NPWP image is refused on selection when above 1 MB. */
export function checkNpwpImageSize(file: { readonly size: number }): string | null {
  return file.size > NPWP_IMAGE_MAX_BYTES ? ACCOUNT_MESSAGES.npwpImageTooLarge : null;
}

/**
 * The NPWP photo: a JPG or a PNG (as its type or name says; the server then reads its bytes),
 * at most 1 MB. Checked on selection and with the form, so a PDF never reaches the confirmation.
 */
export function checkNpwpPhoto(file: NpwpPhoto): string | null {
  return isJpgOrPng(file) ? checkNpwpImageSize(file) : ACCOUNT_MESSAGES.npwpImageType;
}
