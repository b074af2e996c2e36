// `npm run bench`: figures about the build, printed as one JSON object with named sections.
// bundle: every built chunk (raw and gzip bytes) and what the login route loads before any
// interaction (the entry script plus its modulepreloads, read from the built index.html).
// Later figures (command times, memory) become further sections of `sections` below.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The build measured: dist/web, or another one (BENCH_WEB=dir, a before/after comparison). */
const WEB = process.env.BENCH_WEB ?? 'dist/web';
/** What /login may load before any interaction, gzip bytes (issue: the portal at the speed of the platform). */
const LOGIN_ROUTE_BUDGET = 85_000;
const BASE = '/penyedia/';

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** gzip at the default level, as the sandbox (and most servers) send it. */
function sizes(file) {
  const data = readFileSync(file);
  return { raw: data.length, gzip: gzipSync(data).length };
}

function chunks() {
  return walk(join(WEB, 'assets'))
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => ({ file: relative(WEB, file), ...sizes(file) }))
    .sort((a, b) => b.gzip - a.gzip);
}

/** Paths of the JavaScript index.html loads up front: module scripts and modulepreload links. */
export function entryScripts(html) {
  const found = [];
  for (const match of html.matchAll(/<script[^>]*\stype="module"[^>]*\ssrc="([^"]+)"/g)) found.push(match[1]);
  for (const match of html.matchAll(/<link[^>]*\srel="modulepreload"[^>]*\shref="([^"]+)"/g)) found.push(match[1]);
  for (const match of html.matchAll(/<link[^>]*\shref="([^"]+)"[^>]*\srel="modulepreload"/g)) found.push(match[1]);
  return [...new Set(found)].map((src) => (src.startsWith(BASE) ? src.slice(BASE.length) : src.replace(/^\.?\//, '')));
}

/** The chunks a built chunk imports: statically, and (when asked) by import(). */
function importsOf(file, dynamic) {
  const code = readFileSync(join(WEB, 'assets', file), 'utf8');
  const found = [...code.matchAll(/(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)].map((m) => m[1]);
  if (dynamic) found.push(...[...code.matchAll(/import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g)].map((m) => m[1]));
  return found;
}

/**
 * What the page loads once its load event has fired, without any interaction: the check of
 * config.json (web/app/configLoader.ts, with zod) and the service worker's registration
 * (web/app/pwa/register.tsx and workbox-window), with every chunk they import.
 */
const AFTER_LOAD_ROOTS = /^(configLoader|register)-[\w-]+\.js$/;

function afterLoadFiles(entryFiles) {
  const seen = new Set(entryFiles.map((file) => file.replace(/^assets\//, '')));
  const pending = readdirSync(join(WEB, 'assets')).filter((file) => AFTER_LOAD_ROOTS.test(file));
  const found = [];
  while (pending.length) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    found.push(`assets/${file}`);
    // The roots' own import() calls run at once (the registration loads workbox-window); their imports' do not.
    pending.push(...importsOf(file, AFTER_LOAD_ROOTS.test(file)));
  }
  return found.sort();
}

function loginRoute() {
  const html = readFileSync(join(WEB, 'index.html'), 'utf8');
  const files = entryScripts(html).map((file) => ({ file, ...sizes(join(WEB, file)) }));
  const gzipTotal = files.reduce((sum, f) => sum + f.gzip, 0);
  // Not needed to draw the login form or type into it; loaded after the page's load event.
  const afterLoad = afterLoadFiles(files.map((f) => f.file)).map((file) => ({ file, ...sizes(join(WEB, file)) }));
  return {
    files,
    afterLoad,
    afterLoadGzipTotal: afterLoad.reduce((sum, f) => sum + f.gzip, 0),
    rawTotal: files.reduce((sum, f) => sum + f.raw, 0),
    gzipTotal,
    budgetGzip: LOGIN_ROUTE_BUDGET,
    withinBudget: gzipTotal <= LOGIN_ROUTE_BUDGET,
  };
}

/** What a seller waits for on a slowed CPU over a slow link: the sidebar click, the rows (scripts/bench-seller.js). */
async function seller() {
  const { benchSeller } = await import('./bench-seller.js');
  return benchSeller();
}

/** Repeat visits with the service worker, and the dashboard's first figure after login (scripts/bench-visits.js). */
async function visits() {
  const { benchVisits } = await import('./bench-visits.js');
  return benchVisits();
}

async function cli() {
  const { benchCli } = await import('./bench-cli.js');
  return benchCli();
}

/** The sandbox under 50 concurrent clients: list reads and durable order actions (scripts/bench-sandbox.js). */
async function sandbox() {
  const { benchSandbox } = await import('./bench-sandbox.js');
  return benchSandbox();
}

/** The mass upload of a 99,998-row sheet: answer, memory, and how long writes wait (scripts/bench-upload.js). */
async function upload() {
  const { benchUpload } = await import('./bench-upload.js');
  return benchUpload();
}

const only = process.argv.slice(2);
const sections = { chunks, loginRoute, seller, visits, cli, sandbox, upload };

if (!existsSync(join(WEB, 'index.html')) || !existsSync('dist/cli/main.js')) {
  console.error('dist/web or dist/cli is missing: run `npm run build` first');
  process.exit(1);
}
const report = {};
for (const [name, measure] of Object.entries(sections)) {
  if (only.length && !only.includes(name)) continue;
  report[name] = await measure();
}
console.log(JSON.stringify(report, null, 2));
