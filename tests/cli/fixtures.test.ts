import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints } from '@core/api/endpoints';
import { penyedia } from '../support/cli';
import type { RunningSandbox } from '../support/sandbox';
import { sandboxPerFile } from '../support/freshSandbox';

let sandbox: RunningSandbox;
let token: string;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'fixtures-'));
  dirs.push(dir);
  return dir;
};

sandboxPerFile((running, demoToken) => {
  sandbox = running;
  token = demoToken;
});

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('penyedia verify-fixtures', () => {
  it('passes on the fixtures of the repository', async () => {
    const run = await penyedia(['verify-fixtures']);
    expect(run.stdout).toContain('semua cocok dengan skemanya');
    expect(run.code).toBe(0);
  });

  it('lists each mismatch with its field and exits 1', async () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, 'profile.json'),
      JSON.stringify({ status: { code: 200, message: '' }, data: { id: 'seribu' } }),
    );
    writeFileSync(join(dir, 'login.json'), JSON.stringify({ status: { code: 200, message: 'ok' }, data: 'token' }));
    writeFileSync(join(dir, 'notAnEndpoint.json'), '{}');
    writeFileSync(join(dir, 'logout.json'), '{broken');
    const run = await penyedia(['verify-fixtures', '--dir', dir]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('profile.json: data.id:');
    expect(run.stdout).toContain("notAnEndpoint.json: tidak ada endpoint bernama 'notAnEndpoint'");
    expect(run.stdout).toContain('logout.json: bukan JSON yang valid');
    expect(run.stdout).not.toMatch(/^login\.json/m);
    expect(run.stdout).toContain('3 tidak cocok');
  });
});

describe('penyedia record', () => {
  it('saves the GET answers of a live API as fixtures that then verify', async () => {
    const out = tempDir();
    const run = await penyedia([
      'record',
      '--api',
      sandbox.apiRoot,
      '--token',
      token,
      '--out',
      out,
      '--only',
      'profile',
    ]);
    expect(run.stdout).toContain('profile: disimpan');
    expect(run.code).toBe(0);
    expect(readdirSync(out)).toEqual(['profile.json']);
    const verify = await penyedia(['verify-fixtures', '--dir', out]);
    expect(verify.code).toBe(0);
  });

  it('records every GET endpoint it can call without extra input', async () => {
    const out = tempDir();
    const run = await penyedia(['record', '--api', sandbox.apiRoot, '--token', token, '--out', out]);
    const gets = Object.values(endpoints).filter((e) => e.method === 'GET').length;
    expect(readdirSync(out).length).toBeGreaterThan(0);
    expect(readdirSync(out).length).toBeLessThanOrEqual(gets);
    expect(run.stdout).not.toContain('TIDAK cocok');
    expect(run.code).toBe(0);
  });

  it('refuses a bad token and an unreachable API with exit 2', async () => {
    expect((await penyedia(['record', '--api', sandbox.apiRoot, '--token', 'salah', '--out', tempDir()])).code).toBe(2);
    expect(
      (await penyedia(['record', '--api', 'http://127.0.0.1:9/api', '--token', token, '--out', tempDir()])).code,
    ).toBe(2);
  });
});

describe('penyedia endpoints', () => {
  it('prints the whole catalogue as JSON with name, method, path, encoding and fields', async () => {
    const run = await penyedia(['endpoints', '--json']);
    expect(run.code).toBe(0);
    const rows = JSON.parse(run.stdout) as Array<{
      name: string;
      method: string;
      path: string;
      encoding: string;
      fields: string[];
    }>;
    expect(rows.map((r) => r.name).sort()).toEqual(Object.keys(endpoints).sort());
    expect(rows.find((r) => r.name === 'login')).toMatchObject({
      method: 'POST',
      path: 'user/login/seller',
      encoding: 'json',
      fields: ['email', 'password'],
    });
  });
});
