import { spawnSync } from 'node:child_process';
import { isStale } from './freshness';

/** What the bundled command is made of (the sandbox's seed data is bundled in it). */
const SOURCES = [
  'cli',
  'core',
  'fixtures/seed',
  'vite.cli.config.ts',
  'aliases.ts',
  'package.json',
  'package-lock.json',
];

/**
 * CLI tests run the real bundled command: it is built before any test file starts, unless
 * dist/cli is newer than every source (`npm install` builds it, and so does `npm test`'s build step).
 */
export default function setup(): void {
  if (!isStale('dist/cli/main.js', SOURCES)) return;
  const run = spawnSync('npm', ['run', '--silent', 'build:cli'], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error('npm run build:cli failed');
}
