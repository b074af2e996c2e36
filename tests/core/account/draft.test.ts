import { describe, expect, it } from 'vitest';
import { draftExpired, REGISTRATION_DRAFT_LIFETIME_MS, REGISTRATION_PRIVATE_FIELDS } from '@core/account/draft';
import { fixedClock } from '@core/clock';

/** The registration draft on a shared computer. */
describe('registration draft', () => {
  const saved = Date.parse('2026-11-24T10:00:00+07:00');

  it('lasts a day on the clock, and no more', () => {
    expect(REGISTRATION_DRAFT_LIFETIME_MS).toBe(86_400_000);
    expect(draftExpired(saved, fixedClock(saved))).toBe(false);
    expect(draftExpired(saved, fixedClock(saved + REGISTRATION_DRAFT_LIFETIME_MS))).toBe(false);
    expect(draftExpired(saved, fixedClock(saved + REGISTRATION_DRAFT_LIFETIME_MS + 1))).toBe(true);
  });

  it('one saved after now (a clock set back) is not trusted', () => {
    expect(draftExpired(saved, fixedClock(saved - 1))).toBe(true);
  });

  it('names the identity and bank numbers, the e-mail, the passwords and the photo as private', () => {
    expect([...REGISTRATION_PRIVATE_FIELDS].sort()).toEqual([
      'accountNumber',
      'email',
      'ktp',
      'npwp',
      'npwpImage',
      'password',
      'passwordConfirmation',
    ]);
  });
});
