import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the built portal is made of: a change to any of these makes dist/web stale. */
const SOURCES = ['web', 'core', 'vite.config.ts', 'aliases.ts', 'package.json', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * Browser tests run against the built portal. `npm test` builds it first; a lone
 * `npm run test:e2e` rebuilds it here when it is missing or any source is newer than the build,
 * so a test never passes or fails on yesterday's portal. PENYEDIA_WEB_ROOT names another build.
 */
export default function setup(): void {
  const root = process.env.PENYEDIA_WEB_ROOT ?? 'dist/web';
  const index = join(root, 'index.html');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const changed = Math.max(...SOURCES.map(newestMtime));
  if (built > changed) return;
  console.log(built === 0 ? `Building the portal into ${root}` : `Sources are newer than ${root}: building the portal again`);
  // vitest sets NODE_ENV=test, which vite would bundle as a development React: build what sellers get.
  const run = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', join('..', root), '--emptyOutDir'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0) throw new Error('vite build failed');
}
