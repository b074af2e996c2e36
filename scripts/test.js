// `npm test`: typecheck, lint, knip, unit/property/CLI/contract/component tests, build, then browser tests.
// Stops at the first failing step, prints each step's time, and ends with one 'N passed, N failed' line.
//
// The tests run with the machine's zone set far from Jakarta (Pacific/Pago_Pago, UTC-11) unless TZ
// is given: every "today" must come from core's clock in the seller's zone, so a screen or a test
// that reads the machine's day fails here at every hour, not only in the evening.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

/**
 * CPU seconds (user + sys) of the children this process has waited for, from /proc (Linux): on a
 * shared machine a step's wall time says little, its CPU time says what it costs. Null elsewhere.
 */
function childrenCpu() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // After the command's name: field 16 (cutime) and 17 (cstime) of proc(5), counted from 1.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

const report = (name) => `.tmp/vitest-${name}.json`;
const vitest = (config, name) => ['vitest', 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${report(name)}`];

const steps = [
  ['typecheck core (no DOM, no Node)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.core.json']],
  ['typecheck web', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.web.json']],
  ['typecheck cli and tests', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint (ESLint, no warning allowed)', 'npx', ['eslint', '--max-warnings', '0', 'core', 'web', 'cli', 'tests']],
  ['unused files, exports and dependencies (knip)', 'npx', ['knip']],
  ['unit, property, CLI and contract tests', 'npx', vitest('vitest.config.ts', 'unit')],
  ['build', 'npm', ['run', 'build']],
  ['browser tests', 'npx', vitest('vitest.e2e.config.ts', 'e2e')],
];

function counts() {
  let passed = 0;
  let failed = 0;
  for (const name of ['unit', 'e2e']) {
    if (!existsSync(report(name))) continue;
    const json = JSON.parse(readFileSync(report(name), 'utf8'));
    passed += json.numPassedTests ?? 0;
    failed += (json.numFailedTests ?? 0) + (json.numTodoTests ?? 0) + (json.numPendingTests ?? 0);
  }
  return { passed, failed };
}

rmSync('.tmp', { recursive: true, force: true });
mkdirSync('.tmp', { recursive: true });
const only = process.argv.slice(2);
let status = 0;
const zone = process.env.TZ || 'Pacific/Pago_Pago';
const timings = [];
const began = Date.now();
console.log(`Time zone of this run: ${zone}`);
for (const [title, cmd, args] of steps) {
  if (only.length && !only.some((o) => title.includes(o))) continue;
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const cpuBefore = childrenCpu();
  const run = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, TZ: zone, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  const seconds = (Date.now() - started) / 1000;
  const cpuAfter = childrenCpu();
  const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  timings.push([title, seconds, cpu, run.status === 0]);
  console.log(`=== ${title}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s${cpu === null ? '' : `, CPU ${cpu.toFixed(1)} s`} ===`);
  if (run.status !== 0) {
    status = run.status ?? 1;
    break;
  }
}
const cpuColumn = (cpu) => (cpu === null ? '' : `${cpu.toFixed(1).padStart(7)} s CPU`);
console.log('\nStep times (wall, and CPU user + sys):');
for (const [title, seconds, cpu, ok] of timings) console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${seconds.toFixed(1).padStart(6)} s ${cpuColumn(cpu)}  ${title}`);
const totalCpu = timings.every(([, , cpu]) => cpu !== null) ? timings.reduce((sum, [, , cpu]) => sum + cpu, 0) : null;
console.log(`  total  ${((Date.now() - began) / 1000).toFixed(1).padStart(6)} s ${cpuColumn(totalCpu)}`);
const { passed, failed } = counts();
console.log(`\n${passed} passed, ${status !== 0 && failed === 0 ? 1 : failed} failed`);
process.exit(status);
