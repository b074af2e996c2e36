import { isBlank, validator, failure, type Validator } from '../validation';
import {
  checkEmail,
  checkNik,
  checkNpwp,
  checkNpwpPhoto,
  checkPhone,
  checkRequiredText,
  checkStoreName,
  checkTextLength,
  type NpwpPhoto,
} from './fields';
import { ACCOUNT_MESSAGES } from './messages';
import { passwordPairChecks } from './password';
import type { BusinessType } from './schema';

/** Registration: the form's thirteen ordered checks, the bank list and the agreement. */

/** Banks removed from the registration bank list. */
const EXCLUDED_REGISTRATION_BANK_IDS = [39, 35, 33] as const;

/** Business category on registration is numeric; 5 (non-UMKM) is the default. */
export const REGISTRATION_BUSINESS_CATEGORIES = [
  { value: 1, label: 'Mikro' },
  { value: 2, label: 'Kecil' },
  { value: 3, label: 'Menengah' },
  { value: 4, label: 'Besar' },
  { value: 5, label: 'NonUMKM' },
  { value: 6, label: 'Koperasi' },
] as const;
export type RegistrationBusinessCategory = (typeof REGISTRATION_BUSINESS_CATEGORIES)[number]['value'];

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
  readonly npwpImage: NpwpPhoto | null;
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

/** SIUP/NIB is required for a PT or CV. */
export function siupRequired(businessType: BusinessType): boolean {
  return businessType === 'PT' || businessType === 'CV';
}

export function notChosen(value: number | string | null): boolean {
  return value === null || value === '' || value === 0;
}

const required = (message: string, pick: (f: RegistrationInput) => string) => (f: RegistrationInput) =>
  checkRequiredText(pick(f), message);

/**
 * The registration rules in the specification's order, each field held to the same rule as on the
 * profile (core/account/fields.ts): its format and length right after its own empty check. The
 * NPWP photo's type and size sit with the photo rule, so a PDF or an oversized image that reached
 * the form is stopped before the confirmation.
 */
export const registrationValidator: Validator<RegistrationInput, RegistrationField> = validator<
  RegistrationInput,
  RegistrationField
>([
  { field: 'npwpImage', test: (f) => (f.npwpImage === null ? ACCOUNT_MESSAGES.npwpPhotoEmpty : null) },
  { field: 'npwpImage', test: (f) => (f.npwpImage === null ? null : checkNpwpPhoto(f.npwpImage)) },
  { field: 'npwp', test: (f) => checkNpwp(f.npwp) },
  { field: 'name', test: (f) => checkStoreName(f.name) },
  {
    field: 'siup',
    test: (f) =>
      siupRequired(f.businessType) && isBlank(f.siup)
        ? failure(ACCOUNT_MESSAGES.siupEmpty, ACCOUNT_MESSAGES.siupInline)
        : checkTextLength(f.siup),
  },
  { field: 'npwpAddress', test: (f) => (isBlank(f.npwpAddress) ? ACCOUNT_MESSAGES.npwpAddressEmpty : null) },
  { field: 'province', test: (f) => (notChosen(f.provinceId) ? ACCOUNT_MESSAGES.provinceMissing : null) },
  { field: 'city', test: (f) => (notChosen(f.cityId) ? ACCOUNT_MESSAGES.cityMissing : null) },
  { field: 'district', test: (f) => (notChosen(f.districtId) ? ACCOUNT_MESSAGES.districtMissing : null) },
  { field: 'village', test: (f) => (notChosen(f.villageCode) ? ACCOUNT_MESSAGES.villageMissing : null) },
  { field: 'postalCode', test: (f) => (isBlank(f.postalCode) ? ACCOUNT_MESSAGES.postalCodeEmpty : null) },
  { field: 'mapAddress', test: (f) => (isBlank(f.mapAddress) ? ACCOUNT_MESSAGES.mapAddressEmpty : null) },
  { field: 'picName', test: required(ACCOUNT_MESSAGES.picNameEmpty, (f) => f.picName) },
  { field: 'picPosition', test: required(ACCOUNT_MESSAGES.picPositionEmpty, (f) => f.picPosition) },
  { field: 'picPhone', test: (f) => checkPhone(f.picPhone, ACCOUNT_MESSAGES.picPhoneEmpty) },
  { field: 'ktp', test: (f) => checkNik(f.ktp) },
  { field: 'accountNumber', test: required(ACCOUNT_MESSAGES.accountNumberEmpty, (f) => f.accountNumber) },
  { field: 'branch', test: required(ACCOUNT_MESSAGES.branchEmpty, (f) => f.branch) },
  { field: 'accountHolder', test: required(ACCOUNT_MESSAGES.holderEmpty, (f) => f.accountHolder) },
  { field: 'email', test: (f) => checkEmail(f.email) },
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
