import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Browser tests need the built portal; `npm test` builds it first, a lone `npm run test:e2e`
 * builds it here when missing. PENYEDIA_WEB_ROOT points at another build folder.
 */
export default function setup(): void {
  const root = process.env.PENYEDIA_WEB_ROOT ?? 'dist/web';
  if (existsSync(join(root, 'index.html'))) return;
  const run = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', join('..', root), '--emptyOutDir'], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error('vite build failed');
}
