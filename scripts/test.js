// `npm test`: typecheck, unit/property/contract tests, build, then browser tests. Stops at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck core (no DOM, no Node)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.core.json']],
  ['typecheck web', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.web.json']],
  ['typecheck cli and tests', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['unit, property, CLI and contract tests', 'npx', ['vitest', 'run', '--config', 'vitest.config.ts']],
  ['build', 'npm', ['run', 'build']],
  ['browser tests', 'npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts']],
];

const only = process.argv.slice(2);
for (const [title, cmd, args] of steps) {
  if (only.length && !only.some((o) => title.includes(o))) continue;
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const run = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  console.log(`=== ${title}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  if (run.status !== 0) process.exit(run.status ?? 1);
}
