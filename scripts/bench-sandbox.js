// Sandbox section of `npm run bench` (needs `npm run build:cli`): the real `penyedia serve` in its
// own process on a fresh data folder, driven by concurrent keep-alive clients, 10 s per load:
//  - productList: GET seller/product, a page of 100 products (the seller is given 100 first);
//  - orderList: GET seller/order, a page of 100 orders;
//  - orderAction: PUT seller/order/printLabel on the seller's orders in turn (a durable write each);
//  - writesDuringWrongLogins: the same writes while 4 clients log in with wrong passwords, each
//    from addresses of its own (127.0.0.x) with new e-mails, so no login limit stops them;
//  - readsDuringDeepJson: 4 clients reading the order list (10 rows), alone and while 4 clients
//    send a megabyte of nested JSON ({"a":{"a":…}}) to the public login call.
// Each load reports requests per second, p50 and p99 latency (ms) and the non-2xx count; the
// server's resident memory (VmRSS) is read before the loads and after them.
// `node scripts/bench-sandbox.js [--seconds N] [--clients N] [--root DIR]` runs it alone; --root
// names another build of the package to measure (a copy of bin/ and dist/cli/ from before a change).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEMO = { email: 'penyedia@contoh.id', password: 'Penyedia2026' };
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
}

function startServer(root, dataDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        join(root, 'bin/penyedia.js'),
        'serve',
        '--port',
        '0',
        '--data',
        dataDir,
        '--reset',
        '--web',
        join(dataDir, 'no-web'),
      ],
      { cwd: root },
    );
    let out = '';
    // The loads provoke error lines (the nested JSON); they are shown only when the server stops early.
    let errors = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const found = /http:\/\/([\d.]+):(\d+)\/api\//.exec(out);
      if (found) resolve({ child, origin: `http://${found[1]}:${found[2]}` });
    });
    child.stderr.on('data', (chunk) => (errors = `${errors}${chunk}`.slice(-4000)));
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`penyedia serve ended early (${code}): ${errors}`)));
  });
}

/** One request; `body` is sent as JSON unless it is a Buffer (sent as is, with `type`). */
function call(agent, origin, method, path, token, body, { type = 'application/json', localAddress } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
    const req = request(
      `${origin}${path}`,
      {
        method,
        agent,
        ...(localAddress ? { localAddress } : {}),
        headers: {
          ...(token ? { Authorization: token } : {}),
          ...(payload ? { 'Content-Type': type, 'Content-Length': payload.length } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started, text: '' }));
    if (payload) req.write(payload);
    req.end();
  });
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)] * 10) / 10;
}

function summary(latencies, failures, elapsed) {
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: Math.round(latencies.length / elapsed),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    non2xx: failures,
  };
}

/** `clients` loops until `until`, each sending its next request as soon as the previous one answered. */
async function loops(origin, token, until, clients, next) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const latencies = [];
  let failures = 0;
  let n = 0;
  const loop = async () => {
    while (performance.now() < until) {
      const { method, path, body, type, localAddress } = next(n++);
      const answer = await call(agent, origin, method, path, token, body, { type, localAddress });
      latencies.push(answer.ms);
      if (answer.status < 200 || answer.status >= 300) failures += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, loop));
  agent.destroy();
  return summary(latencies, failures, (performance.now() - started) / 1000);
}

function load(origin, token, seconds, clients, next) {
  return loops(origin, token, performance.now() + seconds * 1000, clients, next);
}

/** The measured load, and beside it for as long `disturbers` clients sending what `disturb` gives. */
async function loadDuring(origin, token, seconds, clients, next, disturbers, disturb) {
  const until = performance.now() + seconds * 1000;
  const [measured, disturbance] = await Promise.all([
    loops(origin, token, until, clients, next),
    loops(origin, null, until, disturbers, disturb),
  ]);
  return { measured, disturbance };
}

/** Adds goods products until the seller has `count`. */
async function fillProducts(origin, token, count) {
  const agent = new Agent({ keepAlive: false });
  const listed = JSON.parse((await call(agent, origin, 'GET', '/api/seller/product?page=1&limit=10', token)).text);
  for (let i = listed.data.total; i < count; i += 1) {
    const form = new FormData();
    const fields = {
      produk: `Penggaris Besi ${i} cm`,
      layout: '3',
      category_id: '10',
      KategoriSub: '103',
      harga: String(15000 + i),
      item_type: '2',
      mall_id: '1001',
      s_gudang: '10',
      berat: '0.1',
      l_merk: '502',
      // The tag the add forms start with (taxed); a product without one is refused.
      ppnTagItem: '0',
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('filefotoutama', new File([PNG], 'foto.png', { type: 'image/png' }));
    const res = await fetch(`${origin}/api/backendseller/katalog/produk_api/addproduk`, {
      method: 'POST',
      headers: { Authorization: token },
      body: form,
    });
    if (res.status !== 200) throw new Error(`product ${i} not added: ${res.status} ${await res.text()}`);
  }
}

/** A megabyte of nested objects: {"a":{"a":…1…}}. */
function deepJson() {
  const depth = Math.floor((1024 * 1024) / 6);
  return Buffer.from(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
}

export async function benchSandbox({ seconds = 10, clients = 50, root = ROOT } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'penyedia-bench-'));
  const { child, origin } = await startServer(root, dataDir);
  try {
    const agent = new Agent({ keepAlive: false });
    const login = await call(agent, origin, 'POST', '/api/user/login/seller', null, DEMO);
    const token = JSON.parse(login.text).data;
    await fillProducts(origin, token, 100);
    const listed = JSON.parse(
      (await call(agent, origin, 'GET', '/api/seller/order?page=1&limit=100', token)).text,
    ).data.items.map((o) => o.id);
    // Only orders whose documents can be printed (confirmed, not refused or cancelled).
    const orders = [];
    for (const id of listed) {
      if ((await call(agent, origin, 'PUT', '/api/seller/order/printLabel', token, { id })).status === 200)
        orders.push(id);
    }
    const printLabel = (n) => ({
      method: 'PUT',
      path: '/api/seller/order/printLabel',
      body: { id: orders[n % orders.length] },
    });
    const rssBeforeKb = rssKb(child.pid);
    const productList = await load(origin, token, seconds, clients, () => ({
      method: 'GET',
      path: '/api/seller/product?page=1&limit=100',
    }));
    const orderList = await load(origin, token, seconds, clients, () => ({
      method: 'GET',
      path: '/api/seller/order?page=1&limit=100',
    }));
    const orderAction = await load(origin, token, seconds, clients, printLabel);
    let attempt = 0;
    const wrongLogin = () => {
      attempt += 1;
      // Four tries per address, a new e-mail each: the login limits count per address and per e-mail.
      const address = 2 + Math.floor(attempt / 4);
      return {
        method: 'POST',
        path: '/api/user/login/seller',
        body: { email: `tamu${attempt}@contoh.id`, password: 'salah-sekali' },
        localAddress: `127.0.${Math.floor(address / 250)}.${2 + (address % 250)}`,
      };
    };
    const during = await loadDuring(origin, token, seconds, clients, printLabel, 4, wrongLogin);
    const writesDuringWrongLogins = { writes: during.measured, wrongLogins: during.disturbance };
    const readOrders = () => ({ method: 'GET', path: '/api/seller/order?page=1&limit=10' });
    const quiet = await load(origin, token, seconds, 4, readOrders);
    const deep = deepJson();
    const attacked = await loadDuring(origin, token, seconds, 4, readOrders, 4, () => ({
      method: 'POST',
      path: '/api/user/login/seller',
      body: deep,
    }));
    const readsDuringDeepJson = { quiet, attacked: attacked.measured, deepJson: attacked.disturbance };
    const rssAfterKb = rssKb(child.pid);
    return {
      clients,
      seconds,
      productList,
      orderList,
      orderAction,
      writesDuringWrongLogins,
      readsDuringDeepJson,
      rssBeforeKb,
      rssAfterKb,
    };
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const at = process.argv.indexOf(name);
    return at >= 0 ? process.argv[at + 1] : fallback;
  };
  const result = await benchSandbox({
    seconds: Number(arg('--seconds', 10)),
    clients: Number(arg('--clients', 50)),
    root: arg('--root', ROOT),
  });
  console.log(JSON.stringify(result, null, 2));
}
