import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { accountEndpoints } from '@core/api/endpoints/account';

/** fixtures/api/<name>.json: one example answer per account endpoint, valid against its response schema. */
describe('account fixtures', () => {
  for (const [name, def] of Object.entries(accountEndpoints)) {
    it(`${name}.json fits the ${name} response schema`, () => {
      const file = `fixtures/api/${name}.json`;
      expect(existsSync(file), file).toBe(true);
      const parsed = def.response.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    });
  }

  it('show the answers the portal reads: a token, a success title, the spec messages', () => {
    const read = (name: string) =>
      JSON.parse(readFileSync(`fixtures/api/${name}.json`, 'utf8')) as Record<string, unknown>;
    expect(accountEndpoints.login.response.parse(read('login')).data).toMatch(/^[0-9a-f]{48}$/);
    expect(read('addStoreUser')).toEqual({ success: true, type: 'success', title: 'User berhasil ditambahkan' });
    expect(accountEndpoints.updateAddress.response.parse(read('updateAddress')).status.message).toBe(
      'Anda berhasil update alamat',
    );
    expect(accountEndpoints.updateProfile.response.parse(read('updateProfile')).status.message).toBe(
      'Berhasil! Anda berhasil mengupdate profile anda',
    );
    expect(accountEndpoints.changePassword.response.parse(read('changePassword')).status.message).toBe(
      'Password berhasil diubah',
    );
  });
});
