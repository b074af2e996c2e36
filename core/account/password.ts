import { validator, failure, type Check, type Validator } from '../validation';
import { ACCOUNT_MESSAGES } from './messages';

/*
 * The password rule of every place a password is set (registration, change, reset, a store
 * user's): the registration's live hints, which the server holds every new password to.
 */

export const PASSWORD_HINT_MIN_LENGTH = 10;

export interface PasswordHints {
  readonly lowercase: boolean;
  readonly uppercase: boolean;
  readonly digit: boolean;
  readonly length: boolean;
}

/** Live password hints; on the registration form they never block a submission. */
export function passwordHints(password: string): PasswordHints {
  return {
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    digit: /\d/.test(password),
    length: password.length >= PASSWORD_HINT_MIN_LENGTH,
  };
}

/**
 * At least 10 characters with a lowercase letter, an uppercase letter and a digit: the hints under
 * the registration's password field. The form shows them as hints; the server holds every new
 * password to them, so 'a' is never a password.
 */
export function isStrongPassword(password: string): boolean {
  const hints = passwordHints(password);
  return hints.lowercase && hints.uppercase && hints.digit && hints.length;
}

export const PASSWORD_RULE_MESSAGE = `Password minimal ${PASSWORD_HINT_MIN_LENGTH} karakter dan memuat huruf kecil, huruf besar dan angka`;

export function checkPasswordRule(password: string): string | null {
  return password !== '' && !isStrongPassword(password) ? PASSWORD_RULE_MESSAGE : null;
}

/** A password and its confirmation (registration, reset): each present, then the two alike. */
export function passwordPairChecks<P extends string, C extends string>(
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

export interface NewPasswordInput {
  readonly newPassword: string;
  readonly confirmNewPassword: string;
}

const newPasswordPair = passwordPairChecks('newPassword', 'confirmNewPassword');

/** The new password and its confirmation alone, with the registration's texts (the specification gives none). */
export const forgotNewPasswordValidator: Validator<NewPasswordInput, 'newPassword' | 'confirmNewPassword'> = validator<
  NewPasswordInput,
  'newPassword' | 'confirmNewPassword'
>(newPasswordPair);

/** A new password (change and reset): present, held to the rule, confirmed, with the registration's texts. */
export const newPasswordValidator: Validator<NewPasswordInput, 'newPassword' | 'confirmNewPassword'> = validator<
  NewPasswordInput,
  'newPassword' | 'confirmNewPassword'
>([
  ...newPasswordPair.slice(0, 1),
  { field: 'newPassword', test: (f) => checkPasswordRule(f.newPassword) },
  ...newPasswordPair.slice(1),
]);

export interface ChangePasswordInput {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly confirmNewPassword: string;
}

/**
 * The specification shows no client-side rule for the change-password dialog: the three fields
 * are sent and the server's status message is shown. The validator is therefore empty on purpose.
 */
export const changePasswordValidator: Validator<ChangePasswordInput, keyof ChangePasswordInput> = validator<
  ChangePasswordInput,
  keyof ChangePasswordInput
>([]);
