// Bench of the mass-upload commands, run by `npm run bench` (needs `npm run build:cli`):
//  - check100: whole-process wall time of `penyedia check` on the 100-row golden file (median of runs);
//  - split100k: wall time and peak resident memory of `penyedia split` on a generated 100 000-row file.
// Generated files live under .tmp/bench (never committed).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = join(ROOT, 'bin/penyedia.js');
const CLEAN_100 = join(ROOT, 'fixtures/xlsx/clean-100.xlsx');
const WORK = join(ROOT, '.tmp/bench');
const BIG_ROWS = 100_000;
// Every n-th generated row gets a zero price, so the rejected-rows report is exercised too.
const REJECT_EVERY = 997;

// Prints the process's peak resident set size (KB on Linux) and its CPU time on exit, read back by
// the bench: on a shared machine wall time also measures the neighbours, CPU time does not.
const PROBE = `data:text/javascript,process.on('exit',()=>{const u=process.resourceUsage();process.stderr.write('\\nPEAK_RSS_KB '+u.maxRSS+' CPU_MS '+Math.round((u.userCPUTime+u.systemCPUTime)/1000)+'\\n')})`;

function probed(stderr) {
  const match = /PEAK_RSS_KB (\d+) CPU_MS (\d+)/.exec(stderr);
  return { peakKb: Number(match?.[1] ?? NaN), cpuMs: Number(match?.[2] ?? NaN) };
}

function run(args, nodeOptions = []) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [...nodeOptions, BIN, ...args], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr, ms: performance.now() - started }));
  });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
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

export async function benchCli({ checkRuns = 7, bigRows = BIG_ROWS } = {}) {
  if (!existsSync(join(ROOT, 'dist/cli/main.js'))) throw new Error('bench-cli: build the CLI first (npm run build:cli)');
  mkdirSync(WORK, { recursive: true });

  const runsMs = [];
  const cpuMs = [];
  await run(['check', CLEAN_100]); // warm the file cache, as a seller's second run would be
  for (let i = 0; i < checkRuns; i += 1) {
    const result = await run(['check', CLEAN_100], ['--import', PROBE]);
    if (result.code !== 0) throw new Error(`bench-cli: check exited ${result.code}: ${result.stderr}`);
    runsMs.push(Math.round(result.ms));
    cpuMs.push(probed(result.stderr).cpuMs);
  }

  const big = join(WORK, `split-${bigRows}.xlsx`);
  if (!existsSync(big)) await makeBigSheet(big, bigRows);
  const outDir = join(WORK, 'split-out');
  rmSync(outDir, { recursive: true, force: true });
  const split = await run(['split', big, '--out', outDir], ['--import', PROBE]);
  if (split.code !== 0 && split.code !== 1) throw new Error(`bench-cli: split exited ${split.code}: ${split.stderr}`);
  const { peakKb, cpuMs: splitCpuMs } = probed(split.stderr);

  return {
    check100: { runsMs, medianMs: median(runsMs), cpuMedianMs: median(cpuMs), budgetMs: 800 },
    split100k: {
      ms: Math.round(split.ms),
      cpuMs: splitCpuMs,
      peakRssMb: Math.round((peakKb / 1024) * 10) / 10,
      rows: bigRows,
      fileMb: Math.round((statSync(big).size / 1024 / 1024) * 10) / 10,
      summary: split.stdout.trim(),
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await benchCli(), null, 2));
}
