import { spawnSync } from 'node:child_process';

/** CLI tests run the real bundled command: build it once before any test file starts. */
export default function setup(): void {
  const run = spawnSync('npm', ['run', '--silent', 'build:cli'], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error('npm run build:cli failed');
}
