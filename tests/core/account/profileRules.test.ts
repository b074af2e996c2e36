import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  addressValidator,
  identityValidator,
  MUST_UPDATE_LABELS,
  mustUpdateNoticeChoices,
  mustUpdateNoticeText,
  mustUpdateRouteAlertChoices,
  PROFILE_MAX_LENGTH,
  PROFILE_MESSAGES,
  storeUserValidator,
  type IdentityField,
} from '@core/account/rules';

/** A profile as the demo seller holds it: every rule passes. */
const identity: Required<{ [K in IdentityField]: string }> = {
  name: 'CV Mitra Pustaka Nusantara',
  npwp: '0123456789012345',
  siup: '9120001234567',
  ktp: '3174010101800001',
  email: 'penyedia@contoh.id',
  picName: 'Rudi Hartono',
  picPosition: 'Direktur',
  picPhone: '081234567890',
};
const address = {
  npwpAddress: 'Jl. Kebon Sirih No. 12',
  provinceId: 31,
  cityId: 3171,
  districtId: 317101,
  villageCode: '3171011001',
  postalCode: '10340',
};

/** The profile refuses what core refuses, per field, and the sandbox runs the same validators. */
describe('profile identity, address and store user', () => {
  it('accepts the seeded profile', () => {
    expect(identityValidator.validate(identity).ok).toBe(true);
    expect(addressValidator.validate(address).ok).toBe(true);
  });

  it.each([
    ['ktp', 'abc', "'NIK Harus 16 Digit!'", PROFILE_MESSAGES.nikLength],
    ['picPhone', '-1e99', "'Nomor telepon tidak valid (contoh 081234567890)'", PROFILE_MESSAGES.phoneInvalid],
    ['picName', 'x'.repeat(10_000), "'Maksimal 100 karakter'", PROFILE_MESSAGES.tooLong],
    ['name', 'x'.repeat(10_000), "'Maksimal 100 karakter'", PROFILE_MESSAGES.tooLong],
    ['npwp', '01234567890123456789', "'NPWP Harus 16 Digit!'", ACCOUNT_MESSAGES.npwpLength],
    ['email', `${'a'.repeat(95)}@contoh.id`, "'Maksimal 100 karakter'", PROFILE_MESSAGES.tooLong],
  ] as const)('refuses %s %#: %s', (field, value, quoted, message) => {
    expect(quoted).toBe(`'${message}'`);
    const result = identityValidator.validate({ ...identity, [field]: value });
    expect(result).toMatchObject({ ok: false, first: message, firstField: field });
  });

  it("refuses the postal code 'abcde' with 'Kode Pos harus 5 digit angka', in the address validator's order", () => {
    expect(PROFILE_MESSAGES.postalCode).toBe('Kode Pos harus 5 digit angka');
    expect(addressValidator.validate({ ...address, postalCode: 'abcde' })).toMatchObject({
      ok: false,
      first: PROFILE_MESSAGES.postalCode,
      firstField: 'postalCode',
    });
    expect(addressValidator.validate({ ...address, postalCode: '' }).first).toBe(ACCOUNT_MESSAGES.postalCodeEmpty);
    // An empty NPWP address still comes first.
    expect(addressValidator.validate({ ...address, npwpAddress: '', postalCode: 'abcde' }).first).toBe(
      ACCOUNT_MESSAGES.profileNpwpAddressEmpty,
    );
  });

  it("refuses the store-user phone 'abc'", () => {
    const result = storeUserValidator.validate({
      name: 'Dewi',
      email: 'dewi@contoh.id',
      password: 'Rahasia2026',
      phone: 'abc',
    });
    expect(result).toMatchObject({ ok: false, first: PROFILE_MESSAGES.phoneInvalid, firstField: 'phone' });
  });

  it('each input limit is exactly what its rule accepts: at the limit it passes, one more is refused', () => {
    const limited = [
      ['name', PROFILE_MAX_LENGTH.text, (n: number) => 'n'.repeat(n)],
      ['picName', PROFILE_MAX_LENGTH.text, (n: number) => 'p'.repeat(n)],
      ['siup', PROFILE_MAX_LENGTH.text, (n: number) => '9'.repeat(n)],
      ['email', PROFILE_MAX_LENGTH.text, (n: number) => `${'e'.repeat(n - '@contoh.id'.length)}@contoh.id`],
      ['npwp', PROFILE_MAX_LENGTH.npwp, (n: number) => '1'.repeat(n)],
      ['ktp', PROFILE_MAX_LENGTH.ktp, (n: number) => '3'.repeat(n)],
      ['picPhone', PROFILE_MAX_LENGTH.phone, (n: number) => `+62${'8'.repeat(n - 3)}`],
    ] as const;
    for (const [field, limit, text] of limited) {
      expect(
        identityValidator.validate({ ...identity, [field]: text(limit) }).fields[field],
        `${field} at ${limit}`,
      ).toBeUndefined();
      expect(
        identityValidator.validate({ ...identity, [field]: text(limit + 1) }).fields[field],
        `${field} at ${limit + 1}`,
      ).toBeDefined();
    }
    expect(
      addressValidator.validate({ ...address, postalCode: '1'.repeat(PROFILE_MAX_LENGTH.postalCode + 1) }).ok,
    ).toBe(false);
  });

  it('a phone, its spaces, dots, dashes and brackets dropped, passes exactly when it is 0 or +62 and 8 to 13 digits (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('0', '+62', '', '62', '-'),
        fc.string({ unit: fc.constantFrom('0', '1', '8', 'e', '-', ' '), maxLength: 16 }),
        (prefix, rest) => {
          const phone = prefix + rest;
          const valid = /^(\+62|0)\d{8,13}$/.test(phone.replace(/[\s.()-]/g, ''));
          expect(identityValidator.validate({ ...identity, picPhone: phone }).fields.picPhone === undefined).toBe(
            valid,
          );
        },
      ),
    );
  });
});

const blocked = { isMustUpdate: true, inActive: false, isBlocked: true, isBlockedTemporary: false };
const active = { isMustUpdate: true, inActive: true, isBlocked: false, isBlockedTemporary: false };
const labels = (choices: readonly (keyof typeof MUST_UPDATE_LABELS)[]) => choices.map((c) => MUST_UPDATE_LABELS[c]);

/** The eight must-update states: active or not, blocked or not, temporarily blocked or not. */
const MUST_UPDATE_STATES = Array.from({ length: 8 }, (_, bits) => ({
  isMustUpdate: true,
  inActive: (bits & 1) !== 0,
  isBlocked: (bits & 2) !== 0,
  isBlockedTemporary: (bits & 4) !== 0,
}));

/** A blocked or must-update seller keeps the spec's dialog but can reach what it asks for. */
describe('must-update choices', () => {
  it("the notice keeps the spec's text and offers the notifications it counts and the profile", () => {
    expect(mustUpdateNoticeText(2)).toBe('Anda memiliki 2 pemberitahuan yang harus dibaca.');
    expect(labels(mustUpdateNoticeChoices(blocked))).toEqual([
      'Baca Pemberitahuan',
      'Perbarui di Profile',
      'OK, Keluar',
    ]);
    // Active and not blocked: the profile too, the spec's 'Produk' and an OK that only closes.
    expect(labels(mustUpdateNoticeChoices(active))).toEqual([
      'Baca Pemberitahuan',
      'Perbarui di Profile',
      'Produk',
      'OK',
    ]);
  });

  it('the route alert offers the profile its text names; its confirm logs out and says so', () => {
    expect(labels(mustUpdateRouteAlertChoices(blocked))).toEqual([
      'Perbarui di Profile',
      'Baca Pemberitahuan',
      'OK, Keluar',
    ]);
    expect(labels(mustUpdateRouteAlertChoices(active))).toEqual([
      'Perbarui di Profile',
      'Baca Pemberitahuan',
      'Produk',
      'OK, Keluar',
    ]);
  });

  it.each(MUST_UPDATE_STATES.map((s) => [JSON.stringify(s), s] as const))(
    '%s: sent to the profile by the notice and the alert; the confirm is last and says Keluar only when it logs out',
    (_, seller) => {
      const mayStay = !seller.isBlocked && seller.inActive;
      const notice = mustUpdateNoticeChoices(seller);
      const alert = mustUpdateRouteAlertChoices(seller);
      expect(notice).toEqual([
        'notifications',
        'profile',
        ...(mayStay ? ['products'] : []),
        mayStay ? 'close' : 'logout',
      ]);
      expect(alert).toEqual(['profile', 'notifications', ...(mayStay ? ['products'] : []), 'logout']);
      for (const choices of [notice, alert]) {
        const confirm = choices[choices.length - 1] ?? 'close';
        expect(choices.slice(0, -1)).not.toContain('logout');
        expect(MUST_UPDATE_LABELS[confirm].includes('Keluar')).toBe(confirm === 'logout');
      }
    },
  );
});
