import { defineConfig } from 'vitest/config';
import { aliases } from './aliases.js';

/** Browser tests: Debian's Chromium through playwright-core, one file at a time on these 2-core machines. */
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    pool: 'forks',
    globalSetup: ['tests/e2e/support/globalSetup.ts'],
  },
});
