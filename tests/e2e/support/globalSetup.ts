import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Browser tests need the built portal; `npm test` builds it first, a lone `npm run test:e2e` builds it here when missing. */
export default function setup(): void {
  if (existsSync('dist/web/index.html')) return;
  const run = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error('npm run build failed');
}
