import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { aliases } from './aliases.js';

/**
 * Browser tests: Debian's Chromium through playwright-core. Each file has its own sandbox and its
 * own browser (support/portal.ts), so files run in parallel: one more than the cores unless
 * E2E_WORKERS says, since a file spends much of its time waiting on page loads and the sandbox's
 * fsyncs (two files on two cores kept them busy about 40% of the time).
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? availableParallelism() + 1));

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
    // Files and the tests in them run in a random order, as in the unit config: a test that leans on
    // what another left in its file's sandbox or browser fails at once. Rerun an order with
    // --sequence.seed=N (vitest prints 'Running tests with seed "N"').
    sequence: { shuffle: true },
  },
});
