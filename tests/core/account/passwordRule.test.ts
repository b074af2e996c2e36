import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStrongPassword, newPasswordValidator, passwordHints, PASSWORD_RULE_MESSAGE } from '@core/account/rules';

/** The registration's password hints are the rule wherever a password is set. */
describe('the password rule', () => {
  it("refuses 'a' with its message and takes a password that meets every hint", () => {
    expect(newPasswordValidator.validate({ newPassword: 'a', confirmNewPassword: 'a' }).first).toBe(
      'Password minimal 10 karakter dan memuat huruf kecil, huruf besar dan angka',
    );
    expect(newPasswordValidator.validate({ newPassword: 'Rahasia12345', confirmNewPassword: 'Rahasia12345' }).ok).toBe(
      true,
    );
    expect(
      newPasswordValidator.validate({ newPassword: 'Rahasia12345', confirmNewPassword: 'Lain12345678' }).first,
    ).toBe('Konfirmasi Password belum cocok');
    expect(newPasswordValidator.validate({ newPassword: '', confirmNewPassword: '' }).first).toBe(
      'Password tidak boleh kosong',
    );
  });

  it('is exactly the four hints together', () => {
    fc.assert(
      fc.property(fc.string(), (password) => {
        const hints = passwordHints(password);
        expect(isStrongPassword(password)).toBe(hints.lowercase && hints.uppercase && hints.digit && hints.length);
        const result = newPasswordValidator.validate({ newPassword: password, confirmNewPassword: password });
        if (password !== '') expect(result.ok).toBe(isStrongPassword(password));
        if (password !== '' && !isStrongPassword(password)) expect(result.first).toBe(PASSWORD_RULE_MESSAGE);
      }),
    );
  });
});
