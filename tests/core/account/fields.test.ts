import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildProfileIdentityFields, buildRegistrationFields } from '@core/account/form';
import { checkNpwpPhoto, normalNik, normalPhone, nikDigits, PROFILE_MESSAGES } from '@core/account/fields';
import { ACCOUNT_MESSAGES } from '@core/account/messages';
import { identityValidator, type IdentityField } from '@core/account/profile';
import { registrationValidator, type RegistrationField, type RegistrationInput } from '@core/account/registration';
import { registrationFormValues, validRegistration } from '../support/validForms';

/*
 * One rule per field: registration, the profile's Identitas tab and the server (which runs these
 * same validators) judge a shared field alike, so what a seller registers with, the profile saves.
 */

/** The fields both forms have, by their name in each. */
const SHARED: ReadonlyArray<readonly [RegistrationField & keyof RegistrationInput, IdentityField]> = [
  ['name', 'name'],
  ['npwp', 'npwp'],
  ['siup', 'siup'],
  ['ktp', 'ktp'],
  ['email', 'email'],
  ['picName', 'picName'],
  ['picPosition', 'picPosition'],
  ['picPhone', 'picPhone'],
];

/** Text a seller might type: digits with separators, long names, addresses, blanks. */
const typed = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.string({ minLength: 95, maxLength: 420, unit: fc.constantFrom('a', 'B', ' ', '.') }),
  fc.array(fc.constantFrom('0', '3', '8', '1', '.', '-', ' ', '+', '6', '2'), { maxLength: 26 }).map((c) => c.join('')),
  fc.emailAddress(),
);

describe('one rule per field for registration and the profile', () => {
  it('registration refuses a shared field exactly when the profile does, with the same words', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SHARED), typed, ([registrationField, identityField], value) => {
        const registered = registrationValidator.validate({ ...validRegistration, [registrationField]: value });
        const profiled = identityValidator.validate({
          businessType: validRegistration.businessType,
          [identityField]: value,
        });
        expect(registered.fields[registrationField] ?? null).toBe(profiled.fields[identityField] ?? null);
      }),
      { numRuns: 400 },
    );
  });

  it("a 402-character store name is refused by both: 'Maksimal 100 karakter'", () => {
    const name = 'Toko '.padEnd(402, 'x');
    expect(registrationValidator.validate({ ...validRegistration, name }).first).toBe(PROFILE_MESSAGES.tooLong);
    expect(identityValidator.validate({ name }).first).toBe('Maksimal 100 karakter');
  });

  it('a NIK typed with dots, dashes or spaces and a phone with dashes are taken by both, and sent without them', () => {
    const ktp = '3171.0101-0101 0001';
    const picPhone = '0812-3456-789';
    expect(registrationValidator.validate({ ...validRegistration, ktp, picPhone }).ok).toBe(true);
    expect(identityValidator.validate({ ktp, picPhone }).ok).toBe(true);
    const registered = buildRegistrationFields({ ...registrationFormValues, ktp, picPhone });
    expect(registered).toMatchObject({ ktp_id: '3171010101010001', telp_pic: '08123456789' });
    const profiled = buildProfileIdentityFields(1001, {
      ...registrationFormValues,
      businessCategory: 'Kecil',
      ktp,
      picPhone,
    });
    expect(profiled).toMatchObject({ ktp_id: '3171010101010001', telp_pic: '08123456789' });
  });

  it("'NIK Harus 16 Digit!' once the separators are dropped", () => {
    expect(identityValidator.validate({ ktp: '3171.0101.0101.001' }).first).toBe('NIK Harus 16 Digit!');
    expect(normalNik(' 3171 0101-0101.0001 ')).toBe('3171010101010001');
    expect(nikDigits('3171.0101.0101.00019')).toBe('3171010101010001');
    expect(normalPhone('(022) 123-4567')).toBe('0221234567');
  });

  it("a PDF is refused as the NPWP photo before the confirmation: 'Foto NPWP harus berupa gambar JPG atau PNG'", () => {
    const pdf = { size: 20_000, type: 'application/pdf', name: 'npwp.pdf' };
    expect(checkNpwpPhoto(pdf)).toBe('Foto NPWP harus berupa gambar JPG atau PNG');
    expect(registrationValidator.validate({ ...validRegistration, npwpImage: pdf }).first).toBe(
      ACCOUNT_MESSAGES.npwpImageType,
    );
    expect(checkNpwpPhoto({ size: 20_000, type: '', name: 'NPWP.PNG' })).toBeNull();
  });
});
