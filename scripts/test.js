// `npm test`: formatting, typecheck, lint, knip, build, unit/property/CLI/contract/component tests, then browser tests.
// Stops at the first failing step, prints each step's time (wall, and CPU user + sys), and ends
// with one 'N passed, N failed' line. `node scripts/test.js unit browser` runs only the steps whose
// title contains one of the words.
//
// The steps before the browser tests run in two lanes side by side: the typecheck and ESLint pass
// is one process on one core, so the other core takes core's typecheck, knip, the build and the
// unit tests meanwhile. A lane's output is printed whole when the lane ends, so it stays readable.
// The browser tests then have the machine to themselves.
//
// The tests run with the machine's zone set far from Jakarta (Pacific/Pago_Pago, UTC-11) unless TZ
// is given: every "today" must come from core's clock in the seller's zone, so a screen or a test
// that reads the machine's day fails here at every hour, not only in the evening.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const report = (name) => `.tmp/vitest-${name}.json`;
const bin = (name) => `node_modules/.bin/${name}`;
const vitest = (config, name) => [
  bin('vitest'),
  'run',
  '--config',
  config,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report(name)}`,
];

/*
 * The service-worker tests run after the others, in a process and a machine of their own. In the
 * whole suite, and only there, their navigations through the worker sometimes stalled for 30 s
 * (three full runs of the last five); alone they passed every run, quiet or with both cores held
 * busy. What they test is the portal's worker, not how the harness copes with a crowded machine.
 */
const SERVICE_WORKER_TESTS = 'tests/e2e/service-worker.test.ts';

/** Each stage's lanes run side by side; a lane's steps run one after another. */
const stages = [
  [
    [
      [
        'typecheck web, cli and tests; ESLint on the same programs (no warning allowed)',
        ['node', 'scripts/typecheck-lint.js'],
      ],
    ],
    [
      ['formatting (Prettier)', [bin('prettier'), '--check', '.', '--log-level', 'warn']],
      ['typecheck core (no DOM, no Node)', [bin('tsc'), '--noEmit', '-p', 'tsconfig.core.json']],
      ['unused files, exports and dependencies (knip)', [bin('knip')]],
      ['build (CLI and portal)', ['npm', 'run', '--silent', 'build']],
      ['unit, property, CLI, contract and component tests', vitest('vitest.config.ts', 'unit')],
    ],
  ],
  [
    [
      ['browser tests', [...vitest('vitest.e2e.config.ts', 'e2e'), '--exclude', SERVICE_WORKER_TESTS]],
      [
        'service-worker browser tests, in a process of their own',
        [...vitest('vitest.e2e.config.ts', 'e2e-sw'), SERVICE_WORKER_TESTS],
      ],
    ],
  ],
];

/*
 * Runs one command and writes to fd 3 the CPU seconds (user + sys) of all the processes it made,
 * read from /proc on Linux once they have ended (cutime and cstime of proc(5)); elsewhere nothing.
 */
const TIMED = `
const { spawnSync } = require('node:child_process');
const { readFileSync, writeSync } = require('node:fs');
const [cmd, ...args] = process.argv.slice(1);
const run = spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] });
try {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  writeSync(3, String((Number(fields[13]) + Number(fields[14])) / 100));
} catch {}
process.exit(run.status ?? 1);
`;

const zone = process.env.TZ || 'Pacific/Pago_Pago';
const env = { ...process.env, TZ: zone, FORCE_COLOR: process.env.CI ? '0' : '1' };
/** The steps running now, each the head of its own process group. */
const running = new Set();
const timings = [];
let stopping = false;

/** Runs a step; with `echo` its output goes straight through, otherwise it is kept for the lane's print. */
function runStep([title, command], echo, out) {
  return new Promise((resolve) => {
    const started = Date.now();
    // Its own process group, so that stopping it stops what it started too.
    const child = spawn(process.execPath, ['-e', TIMED, ...command], {
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    });
    running.add(child);
    let cpuText = '';
    const keep = (target) => (chunk) => (echo ? target.write(chunk) : out.push(chunk.toString()));
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.stdio[3].on('data', (chunk) => (cpuText += chunk.toString()));
    child.on('close', (code) => {
      running.delete(child);
      const seconds = (Date.now() - started) / 1000;
      const cpu = cpuText === '' ? null : Number(cpuText);
      const result = code === 0 ? 'ok' : child.stopped ? 'stopped' : 'FAILED';
      timings.push({ title, seconds, cpu, result });
      const line = `=== ${title}: ${result} in ${seconds.toFixed(1)} s${cpu === null ? '' : `, CPU ${cpu.toFixed(1)} s`} ===\n`;
      if (echo) process.stdout.write(line);
      else out.push(line);
      resolve(code === 0);
    });
  });
}

async function runLane(steps, echo) {
  const out = [];
  let ok = true;
  for (const step of steps) {
    if (stopping) break;
    const header = `\n=== ${step[0]} ===\n`;
    if (echo) process.stdout.write(header);
    else out.push(header);
    ok = await runStep(step, echo, out);
    if (!ok) {
      // The first failure ends the run: the other lane's step is stopped (only processes started here).
      stopping = true;
      for (const child of running) {
        child.stopped = true;
        process.kill(-child.pid, 'SIGTERM');
      }
      break;
    }
  }
  if (!echo) process.stdout.write(out.join(''));
  return ok;
}

/** The vitest JSON reports that were written (a step that did not run wrote none). */
function reports() {
  return ['unit', 'e2e', 'e2e-sw']
    .filter((name) => existsSync(report(name)))
    .map((name) => JSON.parse(readFileSync(report(name), 'utf8')));
}

function counts() {
  let passed = 0;
  let failed = 0;
  for (const json of reports()) {
    passed += json.numPassedTests ?? 0;
    failed += (json.numFailedTests ?? 0) + (json.numTodoTests ?? 0) + (json.numPendingTests ?? 0);
  }
  return { passed, failed };
}

/** Each failed test of the vitest reports: its file (from the project root), its full name, and the first lines of its first failure. */
function failures() {
  const found = [];
  for (const json of reports()) {
    for (const file of json.testResults ?? []) {
      const where = String(file.name ?? '').replace(`${process.cwd()}/`, '');
      const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      // A file that failed outside its tests (an import, a hook before all) has its message on the file.
      if (failed.length === 0 && file.status === 'failed')
        found.push({ file: where, name: '(the file itself)', why: firstLines(file.message) });
      for (const test of failed)
        found.push({ file: where, name: test.fullName ?? test.title, why: firstLines(test.failureMessages?.[0]) });
    }
  }
  return found;
}

/** The terminal's colour codes (ESC [ … m), out of the summary. */
const COLOUR_CODES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function firstLines(message) {
  const plain = String(message ?? '').replace(COLOUR_CODES, '');
  return plain
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, 6)
    .map((line) => `  ${line.slice(0, 300)}`)
    .join('\n');
}

// The steps run in process groups of their own, out of reach of the terminal's Ctrl-C: pass it on.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) process.kill(-child.pid, signal);
    process.exit(130);
  });
}

rmSync('.tmp', { recursive: true, force: true });
mkdirSync('.tmp', { recursive: true });
const only = process.argv.slice(2);
const chosen = (step) => only.length === 0 || only.some((word) => step[0].includes(word));
const began = Date.now();
console.log(`Time zone of this run: ${zone}`);
let ok = true;
for (const stage of stages) {
  const lanes = stage.map((lane) => lane.filter(chosen)).filter((lane) => lane.length > 0);
  if (lanes.length === 0) continue;
  if (lanes.length > 1) console.log(`\n(${lanes.length} lanes side by side; each lane's output follows when it ends)`);
  const results = await Promise.all(lanes.map((lane) => runLane(lane, lanes.length === 1)));
  if (results.includes(false)) {
    ok = false;
    break;
  }
}

const cpuColumn = (cpu) => (cpu === null ? '' : `${cpu.toFixed(1).padStart(7)} s CPU`);
console.log('\nStep times (wall, and CPU user + sys; steps before the browser tests ran in two lanes side by side):');
for (const { title, seconds, cpu, result } of timings)
  console.log(`  ${result.padEnd(7)}${seconds.toFixed(1).padStart(6)} s ${cpuColumn(cpu)}  ${title}`);
const totalCpu = timings.every(({ cpu }) => cpu !== null) ? timings.reduce((sum, { cpu }) => sum + cpu, 0) : null;
console.log(`  total  ${((Date.now() - began) / 1000).toFixed(1).padStart(6)} s ${cpuColumn(totalCpu)}`);
const { passed, failed } = counts();
// The failed tests last, where a log cut to its end still shows them: the file, the test and the first lines of why.
for (const { file, name, why } of failures()) console.log(`\nFAILED ${file} > ${name}\n${why}`);
console.log(`\n${passed} passed, ${!ok && failed === 0 ? 1 : failed} failed`);
process.exit(ok ? 0 : 1);
