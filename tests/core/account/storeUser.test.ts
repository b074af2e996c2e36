import { describe, expect, it } from 'vitest';
import { normalPhone, PROFILE_MESSAGES } from '@core/account/fields';
import { ACCOUNT_MESSAGES } from '@core/account/messages';
import { PASSWORD_RULE_MESSAGE } from '@core/account/password';
import { STORE_USER_MESSAGES, storeUserValidator } from '@core/account/storeUsers';

const filled = { name: 'Dewi Lestari', email: 'dewi@contoh.id', password: 'Rahasia2026', phone: '081311112222' };

/** The rules 'Tambah User' shows under its fields (never the browser's texts) and the sandbox answers with. */
describe('Tambah User: one rule book for the form and the sandbox', () => {
  it('accepts a complete user', () => {
    expect(storeUserValidator.validate(filled)).toMatchObject({ ok: true, first: null, fields: {} });
  });

  it.each([
    // The user form's own words, not the contact person's 'Nama PIC tidak boleh kosong'.
    ['name', { name: '  ' }, "'Nama User tidak boleh kosong'", STORE_USER_MESSAGES.nameEmpty],
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

  it('takes a phone typed with dashes, dots or spaces, and keeps it without them', () => {
    for (const phone of ['0813-1111-2222', '0813.1111.2222', '+62 813 1111 2222', '(0813) 1111 2222'])
      expect(storeUserValidator.validate({ ...filled, phone }).ok).toBe(true);
    expect(normalPhone('+62 813-1111.2222')).toBe('+6281311112222');
  });

  it('marks every field of an empty form, the name first', () => {
    const result = storeUserValidator.validate({ name: '', email: '', password: '', phone: '' });
    expect(result.first).toBe(STORE_USER_MESSAGES.nameEmpty);
    expect(Object.keys(result.fields).sort()).toEqual(['email', 'name', 'password', 'phone']);
  });
});
