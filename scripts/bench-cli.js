// Bench of the mass-upload commands, run by `npm run bench` (needs `npm run build`). Every figure
// that has a peer is a ratio against it, measured in the same run, in alternating pairs:
//  - check100: whole-process time of `penyedia check` on the 100-row golden file, against
//    openpyxl (read-only) reading the same file; goal ratio <= 0.35;
//  - split5k: `penyedia split` on a generated 5 000-row file against openpyxl reading it; goal <= 1.0;
//  - split100k: wall time and peak resident memory of `split` on 100 000 rows; goal <= 150 MB;
//  - worker: the portal's pre-check worker and every chunk it loads, gzip; goal <= 40 kB.
// openpyxl is Debian's python3-openpyxl (or `pip install openpyxl`); without it the ratios are
// skipped and the bench says so. Generated files live under .tmp/bench (never committed).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import ExcelJS from 'exceljs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = join(ROOT, 'bin/penyedia.js');
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

// Prints the process's peak resident set size and its CPU time on exit, read back by the bench: on
// a shared machine wall time also measures the neighbours, CPU time does not. The peak is VmHWM:
// getrusage's maxRSS would carry this (forking) bench process's own peak across exec.
const PROBE_CODE = `import { readFileSync } from 'node:fs';
process.on('exit', () => {
  const usage = process.resourceUsage();
  const hwm = /VmHWM:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'));
  process.stderr.write('\\nPEAK_RSS_KB ' + (hwm ? hwm[1] : usage.maxRSS) + ' CPU_MS ' + Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000) + '\\n');
});`;
const PROBE = `data:text/javascript,${encodeURIComponent(PROBE_CODE)}`;

function probed(stderr) {
  const match = /PEAK_RSS_KB (\d+) CPU_MS (\d+)/.exec(stderr);
  return { peakKb: Number(match?.[1] ?? NaN), cpuMs: Number(match?.[2] ?? NaN) };
}

function spawnTimed(command, args) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr, ms: performance.now() - started }));
  });
}

const penyedia = (args) => spawnTimed(process.execPath, ['--import', PROBE, BIN, ...args]);
const openpyxl = (file) => spawnTimed(PYTHON, [...OPENPYXL_READ, file]);

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Whether openpyxl can be run; the reason when not. */
function openpyxlStatus() {
  const probe = spawnSync(PYTHON, ['-c', 'import openpyxl; print(openpyxl.__version__)'], { encoding: 'utf8' });
  return probe.status === 0 ? { available: true, version: probe.stdout.trim() } : { available: false, note: `openpyxl not found (${PYTHON}); ratios skipped: apt-get install python3-openpyxl` };
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

/** `runs` alternating pairs of penyedia and openpyxl on the same file: medians and their ratio. */
async function versusOpenpyxl(args, file, runs, python, accept) {
  const ours = [];
  const ourCpu = [];
  const theirs = [];
  let peakKb = 0;
  await penyedia(args()); // warm the file cache, as a seller's second run would be
  for (let i = 0; i < runs; i += 1) {
    const result = await penyedia(args());
    if (!accept.includes(result.code)) throw new Error(`bench-cli: penyedia ${args().join(' ')} exited ${result.code}: ${result.stderr}`);
    ours.push(Math.round(result.ms));
    const probe = probed(result.stderr);
    ourCpu.push(probe.cpuMs);
    peakKb = Math.max(peakKb, probe.peakKb);
    if (python.available) {
      const read = await openpyxl(file);
      if (read.code !== 0) throw new Error(`bench-cli: openpyxl failed: ${read.stderr}`);
      theirs.push(Math.round(read.ms));
    }
  }
  const medianMs = median(ours);
  return {
    runsMs: ours,
    medianMs,
    cpuMedianMs: median(ourCpu),
    peakRssMb: round(peakKb / 1024, 1),
    ...(python.available
      ? { openpyxlRunsMs: theirs, openpyxlMedianMs: median(theirs), ratio: round(medianMs / median(theirs)) }
      : { openpyxl: python.note }),
  };
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
  return { files, rawTotal: files.reduce((sum, f) => sum + f.raw, 0), gzipTotal: gzip, gzipKb: round(gzip / 1024, 1), goalKb: 40 };
}

export async function benchCli({ checkRuns = 7, midRuns = 3, bigRows = BIG_ROWS } = {}) {
  if (!existsSync(join(ROOT, 'dist/cli/main.js'))) throw new Error('bench-cli: build the CLI first (npm run build:cli)');
  const python = openpyxlStatus();

  const check100 = await versusOpenpyxl(() => ['check', CLEAN_100], CLEAN_100, checkRuns, python, [0]);

  const mid = await sheetOf(MID_ROWS);
  const midOut = join(WORK, 'split-mid-out');
  const split5k = await versusOpenpyxl(() => ['split', mid, '--out', midOut], mid, midRuns, python, [0, 1]);

  const big = await sheetOf(bigRows);
  const outDir = join(WORK, 'split-out');
  rmSync(outDir, { recursive: true, force: true });
  const split = await penyedia(['split', big, '--out', outDir]);
  if (split.code !== 0 && split.code !== 1) throw new Error(`bench-cli: split exited ${split.code}: ${split.stderr}`);
  const { peakKb, cpuMs: splitCpuMs } = probed(split.stderr);

  return {
    openpyxl: python.available ? `python3-openpyxl ${python.version}, read_only=True, iter_rows(values_only=True)` : python.note,
    check100: { ...check100, goalRatio: 0.35 },
    split5k: { ...split5k, rows: MID_ROWS, goalRatio: 1.0 },
    split100k: {
      ms: Math.round(split.ms),
      cpuMs: splitCpuMs,
      peakRssMb: round(peakKb / 1024, 1),
      goalPeakRssMb: 150,
      rows: bigRows,
      fileMb: round(statSync(big).size / 1024 / 1024, 1),
      summary: split.stdout.trim(),
    },
    worker: workerSize(),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await benchCli(), null, 2));
}
