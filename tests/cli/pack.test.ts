import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import buildPortalIfStale from '../e2e/support/globalSetup';

/*
 * The package as a seller gets it: `npm pack`, installed into an empty folder, then the command run
 * from folders that are not the package's. What the tarball lacks, or a path resolved against the
 * working directory instead of the package, fails here and nowhere else.
 */

const ROOT = new URL('../..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'penyedia-pack-'));
const app = join(work, 'app');
const elsewhere = join(work, 'elsewhere');
const bin = join(app, 'node_modules', '.bin', 'penyedia');

function run(command: string, args: readonly string[], cwd: string): { status: number | null; out: string } {
  const done = spawnSync(command, args, { cwd, encoding: 'utf8' });
  return { status: done.status, out: `${done.stdout}${done.stderr}` };
}

beforeAll(() => {
  buildPortalIfStale();
  const packed = run('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', work], ROOT);
  expect(packed.status, packed.out).toBe(0);
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
  mkdirSync(app);
  mkdirSync(elsewhere);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'toko-buku', private: true }));
  const installed = run(
    'npm',
    ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', join(work, tarball ?? '?')],
    app,
  );
  expect(installed.status, installed.out).toBe(0);
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the packed package, installed into an empty folder', () => {
  it('writes the template and checks a filled one from another folder', () => {
    const template = run(bin, ['template', '--out', 'template.xlsx'], elsewhere);
    expect(template.status, template.out).toBe(0);
    expect(existsSync(join(elsewhere, 'template.xlsx'))).toBe(true);
    copyFileSync(join(ROOT, 'fixtures', 'xlsx', 'clean-100.xlsx'), join(elsewhere, 'produk.xlsx'));
    const checked = run(bin, ['check', 'produk.xlsx', '--format', 'json'], elsewhere);
    expect(checked.status, checked.out).toBe(0);
    expect(JSON.parse(checked.out)).toMatchObject({ ok: true, rows: 100, errors: [] });
  });

  it('serves the portal it was built with, started from another folder', async () => {
    const child = spawn(bin, ['serve', '--port', '0', '--data', 'data'], { cwd: elsewhere });
    try {
      const origin = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const found = /berjalan di (http:\/\/[\d.]+:\d+)\/api\//.exec(out);
          if (found?.[1]) resolve(found[1]);
        });
        child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.once('exit', (code) => reject(new Error(`penyedia serve ended (${String(code)}): ${out}`)));
      });
      const page = await fetch(`${origin}/penyedia/login`);
      expect(page.status).toBe(200);
      const html = await page.text();
      const assets = [...html.matchAll(/(?:src|href)="(\/penyedia\/assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
      expect(assets.length).toBeGreaterThan(0);
      for (const asset of assets) {
        const res = await fetch(`${origin}${asset}`);
        expect(res.status, asset).toBe(200);
        expect(res.headers.get('content-type'), asset).toMatch(/javascript|css/);
      }
      const config = await fetch(`${origin}/penyedia/config.json`);
      expect(await config.json()).toMatchObject({ apiRoot: '/api' });
      const login = await fetch(`${origin}/api/user/login/seller`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'penyedia@contoh.id', password: 'Penyedia2026' }),
      });
      expect(login.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
  }, 60_000);
});
