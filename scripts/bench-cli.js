// Bench of the mass-upload commands, run by `npm run bench` (needs `npm run build`). Every figure
// that has a peer is a ratio against it, measured in the same run, in alternating pairs, whole
// processes, medians:
//  - check100: `penyedia check` on the 100-row golden file, against openpyxl (read-only) reading
//    the same file; goal ratio <= 0.5;
//  - check50k: `penyedia check` on a generated 50 000-row file against SheetJS (the npm `xlsx`
//    package) reading it into rows; goal ratio <= 0.2;
//  - checkMemory: peak resident memory of `check` on 5 000, 50 000 and 100 000 sheet rows, beside
//    SheetJS reading the same files; goals 100 MB at 50 000 rows, 120 MB at 100 000;
//  - split5k: `penyedia split` on a generated 5 000-row file against openpyxl reading it; goal <= 1.0;
//  - split100k: wall and CPU time and peak resident memory of `split` on 100 000 rows; goal <= 150 MB;
//  - worker: the portal's pre-check worker and every chunk it loads, gzip; goal <= 40 kB.
// Both tools are started by the same small Python harness (scripts/bench-timer.py), which reads
// each process's CPU time and peak memory from wait4: nothing is loaded into either process to
// measure it. The ratio is of wall-time medians (what a seller waits); CPU-time medians and their
// ratio are given beside it, as the neighbours on a shared machine inflate wall time more.
//
// Environment: Node parses every certificate of NODE_EXTRA_CA_CERTS before running any
// JavaScript; some machines (this project's sandboxes among them) point it at the whole system
// bundle, which costs each Node process about 40 ms of CPU, a seller's machine none. The pairs
// are timed with the variable removed for both tools (`ratio`), and, when it is set, once more
// with it as given (`asGiven`), so the figure stays honest about both.
//
// openpyxl is the python3 on the PATH with openpyxl (Debian's python3-openpyxl or `pip install
// openpyxl`; PENYEDIA_BENCH_PYTHON names another); without it the ratios are skipped and the bench
// says so. SheetJS is the xlsx dev dependency. Generated files live under .tmp/bench (never
// committed).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import ExcelJS from 'exceljs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The command measured: this build, or another one (PENYEDIA_BIN=path/to/penyedia.js, a before/after comparison). */
const BIN = process.env.PENYEDIA_BIN ?? join(ROOT, 'bin/penyedia.js');
const TIMER = join(ROOT, 'scripts/bench-timer.py');
const CLEAN_100 = join(ROOT, 'fixtures/xlsx/clean-100.xlsx');
const WORK = join(ROOT, '.tmp/bench');
const ASSETS = join(ROOT, 'dist/web/assets');
const BIG_ROWS = 100_000;
const MID_ROWS = 5_000;
/** The product rows of check's SheetJS pairs. */
const CHECK_ROWS = 50_000;
/**
 * Product rows of the memory figures: the sheets hold one more row, the header. The largest stays
 * within the upload limit of 100 000 sheet rows, so check reads it to the end.
 */
const MEMORY_ROWS = [MID_ROWS, CHECK_ROWS, 99_999];
const CHECK_MEMORY_GOAL_MB = { [CHECK_ROWS]: 100, 99_999: 120 };
// Every n-th generated row gets a zero price, so the rejected-rows report is exercised too.
const REJECT_EVERY = 997;
const PYTHON = process.env.PENYEDIA_BENCH_PYTHON ?? 'python3';
const SHEETJS = fileURLToPath(import.meta.resolve('xlsx'));
/** SheetJS reading the data sheet into rows of values, as openpyxl's iter_rows(values_only=True) does. */
const SHEETJS_READ = [
  '-e',
  `const XLSX = require(${JSON.stringify(SHEETJS)});\nconst book = XLSX.readFile(process.argv[1]);\nconsole.log(XLSX.utils.sheet_to_json(book.Sheets.Produk, { header: 1 }).length);`,
];
const OPENPYXL_READ = [
  '-c',
  "import sys, openpyxl\nwb = openpyxl.load_workbook(sys.argv[1], read_only=True)\nn = sum(1 for _ in wb['Produk'].iter_rows(values_only=True))\nprint(n)",
];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Whether openpyxl can be run; the reason when not. */
function openpyxlStatus() {
  const probe = spawnSync(PYTHON, ['-c', 'import openpyxl; print(openpyxl.__version__)'], { encoding: 'utf8' });
  return probe.status === 0
    ? { available: true, version: probe.stdout.trim() }
    : { available: false, note: `openpyxl not found (${PYTHON}); ratios skipped: apt-get install python3-openpyxl` };
}

/** The environment both tools run in: the bench's own, with or without NODE_EXTRA_CA_CERTS. */
function environment(withExtraCaCerts) {
  const env = { ...process.env };
  if (!withExtraCaCerts) delete env.NODE_EXTRA_CA_CERTS;
  return env;
}

/** `runs` alternating rounds of the commands through scripts/bench-timer.py: per command, every run's figures. */
function timed(commands, runs, { warm = true } = {}) {
  const answer = spawnSync(PYTHON, [TIMER], {
    input: JSON.stringify({ runs, warm, commands }),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (answer.status !== 0) throw new Error(`bench-cli: the timer failed: ${answer.stderr}`);
  return JSON.parse(answer.stdout);
}

/** A command's exit codes must be among `accept`; otherwise its own words say why. */
function expectCodes(result, argv, accept, env) {
  if (result.codes.every((code) => accept.includes(code))) return;
  const again = spawnSync(argv[0], argv.slice(1), { encoding: 'utf8', env, cwd: ROOT });
  throw new Error(`bench-cli: ${argv.join(' ')} exited ${result.codes.join(', ')}: ${again.stderr}`);
}

function summary(result) {
  return {
    wallMedianMs: round(median(result.wallMs), 1),
    cpuMedianMs: round(median(result.cpuMs), 1),
    peakRssMb: round(Math.max(...result.peakRssKb) / 1024, 1),
    wallRunsMs: result.wallMs.map((ms) => Math.round(ms)),
  };
}

/** penyedia and a peer reading the same file, in `runs` alternating pairs, in one environment. */
function pairs(args, peerArgv, runs, accept, env) {
  const ours = [process.execPath, BIN, ...args];
  const [penyedia, peer] = timed(
    [
      { argv: ours, env },
      { argv: peerArgv, env },
    ],
    runs,
  );
  expectCodes(penyedia, ours, accept, env);
  expectCodes(peer, peerArgv, [0], env);
  const us = summary(penyedia);
  const them = summary(peer);
  return {
    ratio: round(us.wallMedianMs / them.wallMedianMs),
    cpuRatio: round(us.cpuMedianMs / them.cpuMedianMs),
    penyedia: us,
    peer: them,
  };
}

/** The pairs without NODE_EXTRA_CA_CERTS and, when this machine sets it, once more as given. */
function versusPeer(args, peerArgv, runs, accept) {
  const seller = pairs(args, peerArgv, runs, accept, environment(false));
  const given = process.env.NODE_EXTRA_CA_CERTS;
  return given === undefined
    ? seller
    : { ...seller, asGiven: { nodeExtraCaCerts: given, ...pairs(args, peerArgv, runs, accept, environment(true)) } };
}

function versusOpenpyxl(args, file, runs, accept, python) {
  if (!python.available) {
    const [penyedia] = timed([{ argv: [process.execPath, BIN, ...args], env: environment(false) }], runs);
    return { penyedia: summary(penyedia), openpyxl: python.note };
  }
  return versusPeer(args, [PYTHON, ...OPENPYXL_READ, file], runs, accept);
}

const sheetjsArgv = (file) => [process.execPath, ...SHEETJS_READ, file];

/** A large sheet as Excel would save it (shared strings), built from the clean golden rows. */
export async function makeBigSheet(file, rows = BIG_ROWS) {
  const source = new ExcelJS.Workbook();
  await source.xlsx.readFile(CLEAN_100);
  const sheet = source.getWorksheet('Produk');
  const headers = sheet.getRow(1).values.slice(1);
  const skuAt = headers.indexOf('Kode Produk (SKU)');
  const nameAt = headers.indexOf('Nama Produk*');
  const priceAt = headers.indexOf('Harga Satuan*');
  const samples = [];
  sheet.eachRow((row, n) => {
    if (n > 1) samples.push(Array.from({ length: headers.length }, (_, i) => row.getCell(i + 1).value ?? null));
  });

  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: false });
  const out = writer.addWorksheet('Produk');
  out.addRow(headers).commit();
  for (let i = 0; i < rows; i += 1) {
    const cells = [...samples[i % samples.length]];
    cells[skuAt] = `BIG-${String(i + 1).padStart(6, '0')}`;
    cells[nameAt] = `${cells[nameAt]} #${i + 1}`;
    if ((i + 1) % REJECT_EVERY === 0) cells[priceAt] = 0;
    out.addRow(cells).commit();
  }
  out.commit();
  await writer.commit();
}

async function sheetOf(rows) {
  mkdirSync(WORK, { recursive: true });
  const file = join(WORK, `split-${rows}.xlsx`);
  if (!existsSync(file)) await makeBigSheet(file, rows);
  return file;
}

/** The pre-check worker's file and every chunk it imports (statically or lazily), gzip as served. */
function workerSize() {
  if (!existsSync(ASSETS)) return { note: 'dist/web is missing: run `npm run build`' };
  const entry = readdirSync(ASSETS).find((name) => /^check\.worker.*\.js$/.test(name));
  if (!entry) return { note: 'no check.worker chunk in dist/web/assets' };
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name) || !existsSync(join(ASSETS, name))) return;
    seen.add(name);
    const text = readFileSync(join(ASSETS, name), 'utf8');
    for (const match of text.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)) visit(match[1]);
  };
  visit(entry);
  const files = [...seen].map((file) => {
    const data = readFileSync(join(ASSETS, file));
    return { file, raw: data.length, gzip: gzipSync(data).length };
  });
  const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
  return {
    files,
    rawTotal: files.reduce((sum, f) => sum + f.raw, 0),
    gzipTotal: gzip,
    gzipKb: round(gzip / 1024, 1),
    goalKb: 40,
  };
}

/** Peak resident memory of `check` and of SheetJS on one file, `runs` alternating pairs (the highest of each). */
function checkMemory(file, products, runs) {
  const ours = [process.execPath, BIN, 'check', file];
  const env = environment(false);
  const [penyedia, sheetjs] = timed(
    [
      { argv: ours, env },
      { argv: sheetjsArgv(file), env },
    ],
    runs,
    { warm: false },
  );
  expectCodes(penyedia, ours, [1, 2], env);
  expectCodes(sheetjs, sheetjsArgv(file), [0], env);
  const peak = (result) => round(Math.max(...result.peakRssKb) / 1024, 1);
  return {
    products,
    sheetRows: products + 1,
    fileMb: round(statSync(file).size / 1024 / 1024, 1),
    checkPeakRssMb: peak(penyedia),
    checkWallMs: Math.round(median(penyedia.wallMs)),
    sheetjsPeakRssMb: peak(sheetjs),
    sheetjsWallMs: Math.round(median(sheetjs.wallMs)),
    ...(CHECK_MEMORY_GOAL_MB[products] ? { goalPeakRssMb: CHECK_MEMORY_GOAL_MB[products] } : {}),
  };
}

export async function benchCli({ checkRuns = 21, midRuns = 7, bigRuns = 5, bigRows = BIG_ROWS } = {}) {
  if (process.env.PENYEDIA_BIN === undefined && !existsSync(join(ROOT, 'dist/cli/main.js')))
    throw new Error('bench-cli: build the CLI first (npm run build:cli)');
  const python = openpyxlStatus();

  const check100 = versusOpenpyxl(['check', CLEAN_100], CLEAN_100, checkRuns, [0], python);

  const fifty = await sheetOf(CHECK_ROWS);
  const check50k = versusPeer(['check', fifty], sheetjsArgv(fifty), bigRuns, [1]);

  const memory = [];
  for (const rows of MEMORY_ROWS) memory.push(checkMemory(await sheetOf(rows), rows, rows === MID_ROWS ? 3 : 1));

  const mid = await sheetOf(MID_ROWS);
  const split5k = versusOpenpyxl(['split', mid, '--out', join(WORK, 'split-mid-out')], mid, midRuns, [0, 1], python);

  const big = await sheetOf(bigRows);
  const outDir = join(WORK, 'split-out');
  rmSync(outDir, { recursive: true, force: true });
  const bigArgv = [process.execPath, BIN, 'split', big, '--out', outDir];
  const [split] = timed([{ argv: bigArgv, env: environment(false) }], 1, { warm: false });
  expectCodes(split, bigArgv, [0, 1], environment(false));
  const files = readdirSync(outDir).filter((name) => name.endsWith('.xlsx')).length;

  return {
    openpyxl: python.available
      ? `python3-openpyxl ${python.version}, read_only=True, iter_rows(values_only=True)`
      : python.note,
    sheetjs: `xlsx ${JSON.parse(readFileSync(fileURLToPath(import.meta.resolve('xlsx/package.json')), 'utf8')).version}, readFile + sheet_to_json(header: 1)`,
    check100: { ...check100, runs: checkRuns, goalRatio: 0.5 },
    check50k: { ...check50k, rows: CHECK_ROWS, runs: bigRuns, goalRatio: 0.2 },
    checkMemory: memory,
    split5k: { ...split5k, rows: MID_ROWS, runs: midRuns, goalRatio: 1.0 },
    split100k: {
      ms: Math.round(split.wallMs[0]),
      cpuMs: Math.round(split.cpuMs[0]),
      peakRssMb: round((split.peakRssKb[0] ?? NaN) / 1024, 1),
      goalPeakRssMb: 150,
      rows: bigRows,
      fileMb: round(statSync(big).size / 1024 / 1024, 1),
      files,
    },
    worker: workerSize(),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await benchCli(), null, 2));
}
