import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, PASSWORD_RULE_MESSAGE, PROFILE_MESSAGES, storeUserValidator } from '@core/account/rules';

const filled = { name: 'Dewi Lestari', email: 'dewi@contoh.id', password: 'Rahasia2026', phone: '081311112222' };

/** The rules 'Tambah User' shows under its fields (issue 17: never the browser's texts) and the sandbox answers with. */
describe('Tambah User: one rule book for the form and the sandbox', () => {
  it('accepts a complete user', () => {
    expect(storeUserValidator.validate(filled)).toMatchObject({ ok: true, first: null, fields: {} });
  });

  it.each([
    ['name', { name: '  ' }, "'Nama PIC tidak boleh kosong'", ACCOUNT_MESSAGES.picNameEmpty],
    ['email', { email: '' }, "'Email tidak boleh kosong'", ACCOUNT_MESSAGES.emailEmpty],
    ['email', { email: 'dewi@contoh' }, "'Format email tidak valid'", PROFILE_MESSAGES.emailInvalid],
    ['password', { password: '' }, "'Password tidak boleh kosong'", ACCOUNT_MESSAGES.passwordEmpty],
    ['password', { password: 'rahasia' }, `'${PASSWORD_RULE_MESSAGE}'`, PASSWORD_RULE_MESSAGE],
    ['phone', { phone: ' ' }, "'Nomor telepon tidak valid (contoh 081234567890)'", PROFILE_MESSAGES.phoneInvalid],
  ] as const)('marks %s with %s', (field, patch, quoted, message) => {
    expect(quoted).toBe(`'${message}'`);
    const result = storeUserValidator.validate({ ...filled, ...patch });
    expect(result.ok).toBe(false);
    expect(result.fields[field]).toBe(message);
  });

  it('marks every field of an empty form, the name first', () => {
    const result = storeUserValidator.validate({ name: '', email: '', password: '', phone: '' });
    expect(result.first).toBe(ACCOUNT_MESSAGES.picNameEmpty);
    expect(Object.keys(result.fields).sort()).toEqual(['email', 'name', 'password', 'phone']);
  });
});
