import type { Clock } from '../clock';
import type { RegistrationField } from './registration';

/**
 * The registration draft: what the form may keep in the browser's storage while
 * a seller fills it, so a reload loses little, and what it never keeps, since the computer may be
 * shared (a school's, a print shop's).
 */

/** Identity and bank numbers, the account's e-mail and passwords, and the NPWP photo stay in memory only. */
export const REGISTRATION_PRIVATE_FIELDS = [
  'npwp',
  'npwpImage',
  'ktp',
  'accountNumber',
  'email',
  'password',
  'passwordConfirmation',
] as const satisfies readonly RegistrationField[];

/** A draft older than a day is dropped unread. */
export const REGISTRATION_DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Whether a draft saved at `savedAt` (epoch ms) is too old to use; one from the future (a clock set back) is too. */
export function draftExpired(savedAt: number, clock: Clock): boolean {
  const age = clock.now() - savedAt;
  return age < 0 || age > REGISTRATION_DRAFT_LIFETIME_MS;
}
