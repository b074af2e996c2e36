import { isBlank, validator, type Validator } from '../validation';

/*
 * The login page's rules, a module of their own: the login route is the portal's
 * first load, and carries these two checks without the rest of the account rules (rules.ts, which
 * re-exports them).
 */

export const LOGIN_MESSAGES = {
  emailEmpty: 'Email tidak boleh kosong',
  passwordEmpty: 'Password tidak boleh kosong',
} as const;

export interface LoginInput {
  readonly email: string;
  readonly password: string;
}

export const loginValidator: Validator<LoginInput, 'email' | 'password'> = validator<LoginInput, 'email' | 'password'>([
  { field: 'email', test: (f) => (isBlank(f.email) ? LOGIN_MESSAGES.emailEmpty : null) },
  // A password is never trimmed: only a cleared field is empty.
  { field: 'password', test: (f) => (f.password === '' ? LOGIN_MESSAGES.passwordEmpty : null) },
]);
