import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { isStale } from '../../support/freshness';

/** What the built portal is made of: a change to any of these makes dist/web stale. */
const SOURCES = ['web', 'core', 'vite.config.ts', 'aliases.ts', 'package.json', 'package-lock.json'];

/**
 * Browser tests run against the built portal. `npm test` builds it first; a lone
 * `npm run test:e2e` rebuilds it here when it is missing or any source is newer than the build,
 * so a test never passes or fails on yesterday's portal. PENYEDIA_WEB_ROOT names another build.
 */
export default function setup(): void {
  const root = process.env.PENYEDIA_WEB_ROOT ?? 'dist/web';
  const index = join(root, 'index.html');
  if (!isStale(index, SOURCES)) return;
  console.log(`Building the portal into ${root} (missing, or older than its sources)`);
  // vitest sets NODE_ENV=test, which vite would bundle as a development React: build what sellers get.
  const run = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', join('..', root), '--emptyOutDir'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0) throw new Error('vite build failed');
}
