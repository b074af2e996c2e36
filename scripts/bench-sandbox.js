// Sandbox section of `npm run bench` (needs `npm run build:cli`): the real `penyedia serve` in its
// own process on a fresh data folder, driven by 50 concurrent keep-alive clients for 10 s per load:
//  - listRead: GET seller/order (the orders list, first page of 10);
//  - orderAction: PUT seller/order/printLabel on the seller's orders in turn (a durable write each).
// Each load reports requests per second, p50 and p99 latency (ms) and the non-2xx count; the
// server's resident memory (VmRSS) is read before the loads and after them.
// `node scripts/bench-sandbox.js [--seconds N] [--clients N]` runs it alone.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = join(ROOT, 'bin/penyedia.js');
const DEMO = { email: 'penyedia@contoh.id', password: 'Penyedia2026' };

function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
}

function startServer(dataDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [BIN, 'serve', '--port', '0', '--data', dataDir, '--reset', '--web', join(dataDir, 'no-web')],
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

function call(agent, origin, method, path, token, body) {
  return new Promise((resolve) => {
    const started = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      `${origin}${path}`,
      {
        method,
        agent,
        headers: {
          ...(token ? { Authorization: token } : {}),
          ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}),
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

/** `clients` loops, each sending its next request as soon as the previous one answered. */
async function load(origin, token, seconds, clients, next) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const latencies = [];
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  let n = 0;
  const loop = async () => {
    while (performance.now() < until) {
      const { method, path, body } = next(n++);
      const answer = await call(agent, origin, method, path, token, body);
      latencies.push(answer.ms);
      if (answer.status < 200 || answer.status >= 300) failures += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, loop));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: Math.round(latencies.length / elapsed),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    non2xx: failures,
  };
}

export async function benchSandbox({ seconds = 10, clients = 50 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'penyedia-bench-'));
  const { child, origin } = await startServer(dataDir);
  try {
    const agent = new Agent({ keepAlive: false });
    const login = await call(agent, origin, 'POST', '/api/user/login/seller', null, DEMO);
    const token = JSON.parse(login.text).data;
    const listed = JSON.parse(
      (await call(agent, origin, 'GET', '/api/seller/order?page=1&limit=100', token)).text,
    ).data.items.map((o) => o.id);
    // Only orders whose documents can be printed (confirmed, not refused or cancelled).
    const orders = [];
    for (const id of listed) {
      if ((await call(agent, origin, 'PUT', '/api/seller/order/printLabel', token, { id })).status === 200)
        orders.push(id);
    }
    const rssBeforeKb = rssKb(child.pid);
    const listRead = await load(origin, token, seconds, clients, () => ({
      method: 'GET',
      path: '/api/seller/order?page=1&limit=10',
    }));
    const orderAction = await load(origin, token, seconds, clients, (n) => ({
      method: 'PUT',
      path: '/api/seller/order/printLabel',
      body: { id: orders[n % orders.length] },
    }));
    const rssAfterKb = rssKb(child.pid);
    return { clients, seconds, listRead, orderAction, rssBeforeKb, rssAfterKb };
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const at = process.argv.indexOf(name);
    return at >= 0 ? Number(process.argv[at + 1]) : fallback;
  };
  console.log(
    JSON.stringify(await benchSandbox({ seconds: arg('--seconds', 10), clients: arg('--clients', 50) }), null, 2),
  );
}
