// Shared pieces of the browser benches: a sandbox of the built CLI on a free port, Debian's
// Chromium with the flags this machine needs, and the statistics they report.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const DEMO = { email: 'penyedia@contoh.id', password: 'Penyedia2026' };

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
export const round = (n) => Math.round(n * 100) / 100;

/**
 * `penyedia serve` on a free port with its own data folder, seeded afresh unless `reset` is false;
 * resolves with its origin and a stop that resolves once it has ended. BENCH_WEB serves another
 * build (a before/after comparison).
 */
export function startSandbox(dataDir, { reset = true } = {}) {
  return new Promise((resolve, reject) => {
    const web = process.env.BENCH_WEB ? ['--web', process.env.BENCH_WEB] : [];
    const child = spawn(
      process.execPath,
      [join(ROOT, 'bin/penyedia.js'), 'serve', '--port', '0', '--data', dataDir, ...(reset ? ['--reset'] : []), ...web],
      { cwd: ROOT },
    );
    const ended = new Promise((done) => child.once('exit', done));
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /Portal: (http:\/\/[^/\s]+)\/penyedia\//.exec(out);
      if (match)
        resolve({
          origin: match[1],
          stop: () => {
            child.kill('SIGTERM');
            return ended;
          },
        });
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`penyedia serve ended (${code}): ${out}`)));
  });
}

/**
 * Runs `work(context, sandbox)` with a fresh sandbox and a fresh browser, and cleans both up.
 * `prepare(dataDir)` changes the seeded state before the sandbox serves it (more rows than the seed).
 */
export async function withBrowser(options, work) {
  const dataDir = mkdtempSync(join(tmpdir(), 'penyedia-bench-'));
  if (options.prepare) {
    await (await startSandbox(dataDir)).stop();
    options.prepare(dataDir);
  }
  const sandbox = await startSandbox(dataDir, { reset: !options.prepare });
  const userDataDir = mkdtempSync(join(tmpdir(), 'penyedia-bench-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    viewport: { width: 1366, height: 768 },
    locale: 'id-ID',
    serviceWorkers: options.serviceWorkers ?? 'block',
    hasTouch: options.hasTouch ?? false,
  });
  try {
    return await work(context, sandbox);
  } finally {
    await context.close();
    await sandbox.stop();
    rmSync(userDataDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function apiLogin(origin) {
  const res = await fetch(`${origin}/api/user/login/seller`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  return (await res.json()).data;
}
