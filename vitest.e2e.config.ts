import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { aliases } from './aliases.js';

/**
 * Browser tests: Debian's Chromium through playwright-core. Each file has its own sandbox and its
 * own browser (support/portal.ts), so files run in parallel, one per core unless E2E_WORKERS says.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? availableParallelism()));

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: workers > 1,
    maxWorkers: workers,
    pool: 'forks',
    // A worker keeps the modules it loaded (playwright, axe, the sandbox) from one file to the
    // next instead of loading them again for each file; every file still opens its own sandbox and
    // its own browser (support/portal.ts), so no state crosses from one file to another.
    isolate: false,
    globalSetup: ['tests/e2e/support/globalSetup.ts'],
    // expect.poll waits for a state like Playwright's waits do: 1 s (vitest's default) is a bet on a
    // quiet machine.
    expect: { poll: { timeout: 15_000 } },
  },
});
