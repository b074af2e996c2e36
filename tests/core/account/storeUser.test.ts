import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, STORE_USER_MESSAGES, storeUserValidator } from '@core/account/rules';

const filled = { name: 'Dewi Lestari', email: 'dewi@contoh.id', password: 'Rahasia2026', phone: '081311112222' };

describe("Tambah User: the portal's own required-field texts (issue 17)", () => {
  it('accepts a complete user', () => {
    expect(storeUserValidator.validate(filled)).toMatchObject({ ok: true, first: null, fields: {} });
  });

  it.each([
    ['name', { name: '  ' }, "'Nama tidak boleh kosong'", STORE_USER_MESSAGES.nameEmpty],
    ['email', { email: '' }, "'Email tidak boleh kosong'", ACCOUNT_MESSAGES.emailEmpty],
    ['email', { email: 'dewi@contoh' }, "'Format email tidak valid'", STORE_USER_MESSAGES.emailInvalid],
    ['password', { password: '' }, "'Password tidak boleh kosong'", ACCOUNT_MESSAGES.passwordEmpty],
    ['phone', { phone: ' ' }, "'Telepon tidak boleh kosong'", STORE_USER_MESSAGES.phoneEmpty],
  ] as const)('marks %s with %s', (field, patch, quoted, message) => {
    expect(quoted).toBe(`'${message}'`);
    const result = storeUserValidator.validate({ ...filled, ...patch });
    expect(result.ok).toBe(false);
    expect(result.fields[field]).toBe(message);
  });

  it('reports the fields in the form order: an empty form names the name first and marks all four', () => {
    const result = storeUserValidator.validate({ name: '', email: '', password: '', phone: '' });
    expect(result.first).toBe(STORE_USER_MESSAGES.nameEmpty);
    expect(Object.keys(result.fields)).toEqual(['name', 'email', 'password', 'phone']);
  });
});
