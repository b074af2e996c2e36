// Bench of the mass-upload commands, run by `npm run bench` (needs `npm run build`). Every figure
// that has a peer is a ratio against it, measured in the same run, in alternating pairs, whole
// processes, medians:
//  - check100: `penyedia check` on the 100-row golden file, against openpyxl (read-only) reading
//    the same file; goal ratio <= 0.35;
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
// openpyxl is Debian's python3-openpyxl (or `pip install openpyxl`); without it the ratios are
// skipped and the bench says so. Generated files live under .tmp/bench (never committed).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import ExcelJS from 'exceljs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = join(ROOT, 'bin/penyedia.js');
const TIMER = join(ROOT, 'scripts/bench-timer.py');
const CLEAN_100 = join(ROOT, 'fixtures/xlsx/clean-100.xlsx');
const WORK = join(ROOT, '.tmp/bench');
const ASSETS = join(ROOT, 'dist/web/assets');
const BIG_ROWS = 100_000;
const MID_ROWS = 5_000;
// Every n-th generated row gets a zero price, so the rejected-rows report is exercised too.
const REJECT_EVERY = 997;
const PYTHON = process.env.PENYEDIA_BENCH_PYTHON ?? '/usr/bin/python3';
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

/** penyedia and openpyxl on the same file, in `runs` alternating pairs, in one environment. */
function pairs(args, file, runs, accept, env) {
  const ours = [process.execPath, BIN, ...args];
  const theirs = [PYTHON, ...OPENPYXL_READ, file];
  const [penyedia, openpyxl] = timed(
    [
      { argv: ours, env },
      { argv: theirs, env },
    ],
    runs,
  );
  expectCodes(penyedia, ours, accept, env);
  expectCodes(openpyxl, theirs, [0], env);
  const us = summary(penyedia);
  const them = summary(openpyxl);
  return {
    ratio: round(us.wallMedianMs / them.wallMedianMs),
    cpuRatio: round(us.cpuMedianMs / them.cpuMedianMs),
    penyedia: us,
    openpyxl: them,
  };
}

/** The pairs without NODE_EXTRA_CA_CERTS and, when this machine sets it, once more as given. */
function versusOpenpyxl(args, file, runs, accept, python) {
  if (!python.available) {
    const [penyedia] = timed([{ argv: [process.execPath, BIN, ...args], env: environment(false) }], runs);
    return { penyedia: summary(penyedia), openpyxl: python.note };
  }
  const seller = pairs(args, file, runs, accept, environment(false));
  const given = process.env.NODE_EXTRA_CA_CERTS;
  return given === undefined
    ? seller
    : { ...seller, asGiven: { nodeExtraCaCerts: given, ...pairs(args, file, runs, accept, environment(true)) } };
}

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

export async function benchCli({ checkRuns = 21, midRuns = 7, bigRows = BIG_ROWS } = {}) {
  if (!existsSync(join(ROOT, 'dist/cli/main.js')))
    throw new Error('bench-cli: build the CLI first (npm run build:cli)');
  const python = openpyxlStatus();

  const check100 = versusOpenpyxl(['check', CLEAN_100], CLEAN_100, checkRuns, [0], python);

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
    check100: { ...check100, runs: checkRuns, goalRatio: 0.35 },
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
