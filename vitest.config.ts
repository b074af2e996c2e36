import { defineConfig } from 'vitest/config';
import { aliases } from './aliases.js';

/**
 * The sandbox suites that run a second time against the built `penyedia serve` (dist/cli) as a
 * child process: the API contract, security and durability. Users run the bundle, and a bundler can
 * drop what the source does (tests/support/sandbox.ts).
 */
const AGAINST_THE_BUILD = [
  'tests/sandbox/account.contract.test.ts',
  'tests/sandbox/product.contract.test.ts',
  'tests/sandbox/orderEndpoints.test.ts',
  'tests/sandbox/security.test.ts',
  'tests/sandbox/sessions.test.ts',
  'tests/sandbox/mailbox.test.ts',
  'tests/sandbox/product.persistence.test.ts',
  'tests/sandbox/loginHoldsNoWrite.test.ts',
  'tests/sandbox/stateFiles.test.ts',
  'tests/sandbox/readsFresh.test.ts',
  'tests/sandbox/massUpload.test.ts',
  'tests/sandbox/massUploadLimit.test.ts',
  'tests/sandbox/massUploadValues.test.ts',
  'tests/sandbox/accountPermissions.model.test.ts',
  'tests/sandbox/accountResets.test.ts',
  'tests/sandbox/accountRegistration.test.ts',
  'tests/sandbox/orderBadInputs.test.ts',
];

/** Typecheck aside, every test that needs no browser: core, property, CLI, sandbox contract. */
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 20_000,
    pool: 'threads',
    // A worker keeps the modules it loaded from one file to the next: the sandbox, exceljs and the
    // TypeScript compiler load once per worker instead of once per file, which halved the step's
    // CPU time. What a file could leave behind is put back after every test: spies and stubbed
    // globals and variables; each test makes its own sandbox and its own clock.
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    globalSetup: ['tests/support/buildCli.ts'],
    // Files and tests run in a random order on every run, so a test that leans on another's leftovers
    // fails at once; vitest prints 'Running tests with seed "N"': rerun with --sequence.seed=N.
    sequence: { shuffle: true },
    projects: [
      {
        extends: true,
        test: {
          name: 'source',
          // Component tests (tests/web/**/*.test.tsx) name their DOM in a first-line environment comment.
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          provide: { sandboxMode: 'source' },
        },
      },
      {
        extends: true,
        test: { name: 'build', include: AGAINST_THE_BUILD, provide: { sandboxMode: 'bundle' } },
      },
    ],
  },
});
