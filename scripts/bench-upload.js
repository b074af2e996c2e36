// Upload section of `npm run bench` (needs `npm run build:cli`): the real `penyedia serve` in its
// own process on a fresh data folder, sent an ordinary-looking sheet of 99,998 services, each with
// one mistake (a .png main photo), once (the first upload, then once more), and then four at once,
// while one client keeps writing (PUT seller/order/printLabel, a durable write, one after another).
// For each: the time until every upload is answered, the answer's size, the server's resident
// memory before and at its peak (VmRSS every 10 ms), and the longest a write waited while an
// upload was being read, beside the writes' median before.
// `node scripts/bench-upload.js` runs it alone; PENYEDIA_BIN=path/to/penyedia.js measures another build.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = process.env.PENYEDIA_BIN ?? join(ROOT, 'bin/penyedia.js');
const CLEAN_100 = join(ROOT, 'fixtures/xlsx/clean-100.xlsx');
const WORK = join(ROOT, '.tmp/bench');
const DEMO = { email: 'penyedia@contoh.id', password: 'Penyedia2026' };
const PRODUCTS = 99_998;
const SELLER_ID = 1001;

/** The cells a service needs: a lean row, so 99,998 of them stay under the upload's 5 MB. */
const SERVICE_HEADERS = [
  'Nama Produk*',
  'Jenis*',
  'Kode Produk (SKU)',
  'ID Kategori*',
  'Deskripsi*',
  'Harga Satuan*',
  'Tag PPN*',
  'Lama Pengerjaan (hari)',
  'URL Foto Utama*',
  'Status*',
];

/** One clean service repeated, each with its own SKU, as Excel saves it (shared strings). */
async function bigUpload(file) {
  const source = new ExcelJS.Workbook();
  await source.xlsx.readFile(CLEAN_100);
  const sheet = source.getWorksheet('Produk');
  const headers = sheet.getRow(1).values.slice(1);
  let serviceRow = 2;
  sheet.eachRow((row, n) => {
    if (serviceRow === 2 && n > 1 && row.getCell(headers.indexOf('Jenis*') + 1).value === 'Jasa') serviceRow = n;
  });
  const product = headers.map((header, i) =>
    SERVICE_HEADERS.includes(header) ? (sheet.getRow(serviceRow).getCell(i + 1).value ?? null) : null,
  );
  const skuAt = headers.indexOf('Kode Produk (SKU)');
  const photoAt = headers.indexOf('URL Foto Utama*');
  product[photoAt] = 'https://cdn.contoh.id/foto/jasa.png';
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: false });
  const out = writer.addWorksheet('Produk');
  out.addRow(headers).commit();
  for (let i = 0; i < PRODUCTS; i += 1) {
    const cells = [...product];
    cells[skuAt] = i + 1;
    out.addRow(cells).commit();
  }
  out.commit();
  await writer.commit();
}

function rssKb(pid) {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
}

function startServer(dataDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [BIN, 'serve', '--port', '0', '--data', dataDir, '--reset', '--web', join(dataDir, 'tanpa-portal')],
      { cwd: ROOT },
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const found = /http:\/\/([\d.]+):(\d+)\/api\//.exec(out);
      if (found) resolve({ child, origin: `http://${found[1]}:${found[2]}` });
    });
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`penyedia serve ended early (${code})`)));
  });
}

async function json(origin, method, path, token, body) {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { ...(token ? { Authorization: token } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: await res.json() };
}

async function upload(origin, token, bytes) {
  const form = new FormData();
  form.set('mall_id', String(SELLER_ID));
  form.set('file_upload', new Blob([bytes]), 'produk.xlsx');
  const started = performance.now();
  const res = await fetch(`${origin}/api/backendseller/katalog/produk_api/addprodukmass`, {
    method: 'POST',
    headers: { Authorization: token },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, ms: performance.now() - started, bytes: Buffer.byteLength(text) };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const round = (value) => Math.round(value * 10) / 10;

/** `count` uploads at once while one client writes; the writes that overlapped them, and the server's memory. */
async function uploadsWhileWriting(origin, token, pid, bytes, count, orders) {
  const rssBeforeKb = rssKb(pid);
  let peakKb = rssBeforeKb;
  const sampler = setInterval(() => (peakKb = Math.max(peakKb, rssKb(pid))), 10);
  let uploading = true;
  const overlapping = [];
  const writer = (async () => {
    for (let n = 0; uploading; n += 1) {
      const started = performance.now();
      await json(origin, 'PUT', '/api/seller/order/printLabel', token, { id: orders[n % orders.length] });
      overlapping.push(performance.now() - started);
    }
  })();
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: count }, () => upload(origin, token, bytes)));
  const allAnsweredMs = performance.now() - started;
  uploading = false;
  await writer;
  clearInterval(sampler);
  return {
    uploads: count,
    statuses: answers.map((a) => a.status),
    allAnsweredMs: Math.round(allAnsweredMs),
    answerBytes: answers[0]?.bytes,
    rssBeforeMb: round(rssBeforeKb / 1024),
    rssPeakMb: round(peakKb / 1024),
    writes: overlapping.length,
    longestWriteMs: Math.round(Math.max(...overlapping)),
  };
}

export async function benchUpload() {
  mkdirSync(WORK, { recursive: true });
  const file = join(WORK, `upload-${PRODUCTS}.xlsx`);
  if (!existsSync(file)) await bigUpload(file);
  const bytes = readFileSync(file);
  const dataDir = mkdtempSync(join(tmpdir(), 'penyedia-bench-upload-'));
  const { child, origin } = await startServer(dataDir);
  try {
    const token = (await json(origin, 'POST', '/api/user/login/seller', null, DEMO)).body.data;
    const listed = (await json(origin, 'GET', '/api/seller/order?page=1&limit=100', token)).body.data.items;
    const orders = [];
    for (const { id } of listed) {
      if ((await json(origin, 'PUT', '/api/seller/order/printLabel', token, { id })).status === 200) orders.push(id);
    }
    const quiet = [];
    for (let n = 0; n < 50; n += 1) {
      const started = performance.now();
      await json(origin, 'PUT', '/api/seller/order/printLabel', token, { id: orders[n % orders.length] });
      quiet.push(performance.now() - started);
    }
    return {
      products: PRODUCTS,
      fileMb: round(statSync(file).size / 1024 / 1024),
      writeMedianMsWithoutUploads: round(median(quiet)),
      first: await uploadsWhileWriting(origin, token, child.pid, bytes, 1, orders),
      again: await uploadsWhileWriting(origin, token, child.pid, bytes, 1, orders),
      four: await uploadsWhileWriting(origin, token, child.pid, bytes, 4, orders),
    };
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await benchUpload(), null, 2));
}
