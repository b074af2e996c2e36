import { validator, type Validator } from '../validation';
import { checkEmail, checkPhone, checkRequiredText, PROFILE_MESSAGES } from './fields';
import { ACCOUNT_MESSAGES } from './messages';
import { checkPasswordRule } from './password';

/** Adding a user to the store (the profile's User tab). */

export const STORE_USER_MESSAGES = {
  /** The user form's own words: its name field is the new user's, not the contact person's. */
  nameEmpty: 'Nama User tidak boleh kosong',
} as const;

export interface StoreUserInput {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly password: string;
}

/** A name, an e-mail, a phone and a password held to the password rule; each field as the profile holds it. */
export const storeUserValidator: Validator<StoreUserInput, keyof StoreUserInput> = validator<
  StoreUserInput,
  keyof StoreUserInput
>([
  { field: 'name', test: (f) => checkRequiredText(f.name, STORE_USER_MESSAGES.nameEmpty) },
  { field: 'email', test: (f) => checkEmail(f.email) },
  { field: 'phone', test: (f) => checkPhone(f.phone, PROFILE_MESSAGES.phoneInvalid) },
  {
    field: 'password',
    test: (f) => (f.password === '' ? ACCOUNT_MESSAGES.passwordEmpty : checkPasswordRule(f.password)),
  },
]);
