import { failure, isBlank, validator, type Validator } from '../validation';
import {
  checkEmail,
  checkNik,
  checkNpwp,
  checkPhone,
  checkPostalCode,
  checkRequiredText,
  checkStoreName,
  checkTextLength,
} from './fields';
import { ACCOUNT_MESSAGES } from './messages';
import { notChosen, siupRequired, type AddressInput } from './registration';
import type { BusinessType } from './schema';

/** The profile's Identitas, Alamat and Rekening Bank rules, field by field the registration's. */

/** The identity fields of the profile; an edit sends any of them (undefined: left as it is). */
export interface IdentityInput {
  readonly name?: string | undefined;
  /** The business type the SIUP is judged with (a PT or CV needs one): the edit's, or the store's. */
  readonly businessType?: BusinessType | undefined;
  readonly npwp?: string | undefined;
  readonly siup?: string | undefined;
  readonly ktp?: string | undefined;
  readonly email?: string | undefined;
  readonly picName?: string | undefined;
  readonly picPosition?: string | undefined;
  readonly picPhone?: string | undefined;
}

export type IdentityField = Exclude<keyof IdentityInput, 'businessType'>;

/** A field left out of a partial edit passes. */
const given =
  <K extends IdentityField>(field: K, rule: (value: string) => string | null) =>
  (f: IdentityInput): string | null => {
    const value = f[field];
    return value === undefined ? null : rule(value);
  };

/** The Identitas tab: each field held to the rule registration holds it to. */
export const identityValidator: Validator<IdentityInput, IdentityField> = validator<IdentityInput, IdentityField>([
  { field: 'name', test: given('name', checkStoreName) },
  { field: 'npwp', test: given('npwp', checkNpwp) },
  {
    field: 'siup',
    test: (f) =>
      f.siup !== undefined && siupRequired(f.businessType ?? 'Individu') && isBlank(f.siup)
        ? failure(ACCOUNT_MESSAGES.siupEmpty, ACCOUNT_MESSAGES.siupInline)
        : given('siup', checkTextLength)(f),
  },
  { field: 'ktp', test: given('ktp', checkNik) },
  { field: 'email', test: given('email', checkEmail) },
  { field: 'picName', test: given('picName', (v) => checkRequiredText(v, ACCOUNT_MESSAGES.picNameEmpty)) },
  {
    field: 'picPosition',
    test: given('picPosition', (v) => checkRequiredText(v, ACCOUNT_MESSAGES.picPositionEmpty)),
  },
  { field: 'picPhone', test: given('picPhone', (v) => checkPhone(v, ACCOUNT_MESSAGES.picPhoneEmpty)) },
]);

export type AddressField = 'npwpAddress' | 'province' | 'city' | 'district' | 'village' | 'postalCode';

/**
 * Address update: the NPWP address has its own text; the specification gives none for the
 * choices, so they reuse the registration texts. The postal code is five digits.
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
