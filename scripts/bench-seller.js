// Bench of what a seller waits for on a budget phone over a slow link, run by `npm run bench -- seller`
// (needs `npm run build`). Chromium through CDP: the CPU slowed 4× (Emulation.setCPUThrottlingRate)
// and a slow 4G link (Network.emulateNetworkConditions: 150 ms latency, 1.6 Mbit/s down, 750 kbit/s
// up). Each figure is the median of BENCH_RUNS (5) runs, printed beside its floor and its goal.
//
// Each run, for each list (product, order), on the page's own clock:
//  - clickToRequest: the dashboard open and settled (its shell reads answered), a tap on the
//    sidebar link (a touch: a phone has no hover), from its pointerdown to the list's request
//    leaving (resource timing startTime); floor 0 ms. Beside it (tapScreenful, no goal) the first
//    rows in the DOM against the answer's arrival, both from the pointerdown;
//  - screenful: the list opened by its address, its first rows (10, or the whole first page when
//    it is shorter: the product list shows 5) in the DOM against the list answer's arrival (its
//    responseEnd), both from the navigation's start; floor 1×;
//  - page100: then 'Tampilkan 100', the hundredth row in the DOM against the 100-row answer's
//    arrival, both from the select's change event; floor 1×;
//  - onlineChecks: the shell's online checks (its profile reads after the first) that left while
//    the list's first page or its page of 100 was on its way, summed over the runs; floor 0.
// The sandbox's orders and products are copied until each list has over 100 rows.
// The login page, in a browser of its own with no token (median of BENCH_RUNS):
//  - firstVisit: the browser's cache emptied, no service worker, from the navigation's start to
//    the first frame in which the e-mail field is drawn, enabled and not covered (typing lands in
//    it), beside the floor, the document's own arrival (its responseEnd); and to the first frame in
//    which the Login button can be pressed (the form's script has run); the bytes transferred
//    until the field takes input, and until the load event;
//  - repeatVisit: the same once the service worker controls the page (a seller who has opened the
//    portal before), each run a new page.
// Two settings: `cold`, the browser's cache emptied before each run (the list screen's code comes
// over the link with its data), and `warm`, the code in the cache from a visit before, as the
// service worker keeps it for a seller who has opened the portal once. BENCH_SELLER_CACHE=warm
// picks one; `none` measures the login alone.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiLogin, median, round, withBrowser } from './bench-browser.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
/** Slow 4G as the web-speed goals are set: bytes per second for CDP. */
const LINK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const SCREENFUL = 10;
const GOALS = { clickToRequestMs: 100, screenful: 1.15, page100: 1.5, loginFirstMs: 1500, loginRepeatMs: 600 };

const ALL_CACHES = ['cold', 'warm'];
const CACHES = process.env.BENCH_SELLER_CACHE
  ? ALL_CACHES.filter((cache) => process.env.BENCH_SELLER_CACHE.split(',').includes(cache))
  : ALL_CACHES;

/**
 * The lists a run opens from the dashboard: the sidebar link, the table, and which of the page's
 * requests is the list's own (the sidebar's badges ask GET seller/order too, with filter_status 0).
 */
const LISTS = [
  {
    name: 'product',
    link: 'Produk',
    path: '/product',
    firstPage: 5,
    table: 'Daftar Produk',
    isList: (url) => url.pathname.endsWith('/api/seller/product'),
  },
  {
    name: 'order',
    link: 'Pesanan',
    path: '/pesanan',
    firstPage: 10,
    table: 'Daftar Pesanan',
    isList: (url) => url.pathname.endsWith('/api/seller/order') && url.searchParams.get('filter_status') === '',
  },
];

/** The shell's own reads once the dashboard has answered: the two badge lists and the unread chat total. */
const SHELL_READS = [/\/seller\/order\?.*filter_status=0/, /\/seller\/order\/changed\?/, /\/get-unread-message\?/];

/** Copies of the seeded orders (those without complaints) and products, so each list has a page of 100. */
function growState(dataDir) {
  const change = (area, grow) => {
    const file = join(dataDir, 'state', `${area}.json`);
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    grow(saved.state);
    writeFileSync(file, JSON.stringify(saved));
  };
  change('order', (state) => {
    const plain = state.orders.filter((order) => order.complaints.length === 0);
    for (let copy = 1; copy <= 2; copy += 1)
      for (const order of plain)
        state.orders.push({ ...order, id: order.id + 1000 * copy, invoice: `${order.invoice}${copy}` });
  });
  change('product', (state) => {
    const seeded = [...state.products];
    for (const product of seeded) {
      const id = state.nextProductId;
      state.nextProductId += 1;
      state.products.push({
        ...product,
        id,
        name: `${product.name} II`,
        slug: `${product.slug}-ii`,
        model: `${product.model}-II`,
      });
    }
  });
}

async function throttled(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', LINK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/** Notes in the page when `rows` body rows of the table named `table` are in the DOM, as window.__bench[name]. */
function watchRows(page, table, rows, name) {
  return page.evaluate(
    ({ table, rows, name }) => {
      const bench = (window.__bench ??= {});
      const selector = `table[aria-label="${table}"] tbody tr:not(.ui-table__message)`;
      const seen = () => document.querySelectorAll(selector).length >= rows;
      const observer = new MutationObserver(() => {
        if (bench[name] === undefined && seen()) {
          bench[name] = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    },
    { table, rows, name },
  );
}

/** Notes the first `type` event's time (its timeStamp, on the page's clock) as window.__bench[name]. */
function watchEvent(page, type, name) {
  return page.evaluate(
    ({ type, name }) => {
      const bench = (window.__bench ??= {});
      document.addEventListener(type, (event) => (bench[name] ??= event.timeStamp), { capture: true, once: true });
    },
    { type, name },
  );
}

/** The shell's online checks (its profile reads after the first) that left while `request` was on its way. */
async function onlineChecksDuring(page, request) {
  const starts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('/api/user/profile/seller'))
      .map((entry) => entry.startTime),
  );
  return starts.slice(1).filter((start) => start >= request.startTime && start < request.responseEnd).length;
}

/** The resource timing of the list's requests since `after`, in order. */
async function listRequests(page, list, after) {
  const entries = await page.evaluate(
    (after) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= after - 1 && entry.name.includes('/api/seller/'))
        .map((entry) => ({ name: entry.name, startTime: entry.startTime, responseEnd: entry.responseEnd })),
    after,
  );
  return entries.filter((entry) => list.isList(new URL(entry.name)));
}

async function settle(page) {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
}

const bench = (page) => page.evaluate(() => window.__bench);

/** A page of its own with the CPU and the link slowed; `cold` empties the browser's cache first. */
async function slowedPage(context, cache) {
  const page = await context.newPage();
  const cdp = await throttled(context, page);
  if (cache === 'cold') await cdp.send('Network.clearBrowserCache');
  return page;
}

/** From the settled dashboard, a tap on the list's sidebar link: to its request, and to its first rows. */
async function tapRun(context, origin, list, cache) {
  const page = await slowedPage(context, cache);
  const shellReads = Promise.all(
    SHELL_READS.map((read) =>
      page.waitForResponse((res) => read.test(res.url()), { timeout: 120_000 }).then((res) => res.finished()),
    ),
  );
  await page.goto(`${origin}/penyedia/dashboard`, { timeout: 120_000 });
  await page.locator('.dash-total').first().waitFor({ timeout: 120_000 });
  await shellReads;
  await settle(page);
  await watchEvent(page, 'pointerdown', 'down');
  await watchRows(page, list.table, Math.min(SCREENFUL, list.firstPage), 'rows');
  await page
    .getByRole('complementary', { name: 'Menu utama' })
    .getByRole('link', { name: list.link, exact: true })
    .tap();
  await page.waitForFunction(() => window.__bench.rows !== undefined, undefined, { timeout: 120_000 });
  const { down, rows } = await bench(page);
  const [request] = await listRequests(page, list, down);
  if (!request) throw new Error(`${list.name}: no list request after the tap`);
  await page.close();
  return { clickToRequestMs: request.startTime - down, tapScreenful: (rows - down) / (request.responseEnd - down) };
}

/** The list opened by its address: its first rows against its answer; then 'Tampilkan 100'. */
async function loadRun(context, origin, list, cache) {
  const page = await slowedPage(context, cache);
  await page.addInitScript(
    ({ table, rows }) => {
      const bench = (window.__bench = {});
      const selector = `table[aria-label="${table}"] tbody tr:not(.ui-table__message)`;
      new MutationObserver((_, observer) => {
        if (document.querySelectorAll(selector).length >= rows) {
          bench.screenful = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    },
    { table: list.table, rows: Math.min(SCREENFUL, list.firstPage) },
  );
  await page.goto(`${origin}/penyedia${list.path}`, { timeout: 120_000 });
  await page.waitForFunction(() => window.__bench.screenful !== undefined, undefined, { timeout: 120_000 });
  const { screenful } = await bench(page);
  const [first] = await listRequests(page, list, 0);
  if (!first) throw new Error(`${list.name}: no list request on the page load`);
  const checksOnLoad = await onlineChecksDuring(page, first);

  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, {
    timeout: 120_000,
  });
  await settle(page);
  await watchEvent(page, 'change', 'changed');
  await watchRows(page, list.table, 100, 'page100');
  await page.getByLabel('Jumlah data per halaman').selectOption('100');
  await page.waitForFunction(() => window.__bench.page100 !== undefined, undefined, { timeout: 120_000 });
  const { changed, page100 } = await bench(page);
  const hundred = (await listRequests(page, list, changed)).find(
    (entry) => new URL(entry.name).searchParams.get('limit') === '100',
  );
  if (!hundred) throw new Error(`${list.name}: no 100-row request after 'Tampilkan 100'`);
  const onlineChecks = checksOnLoad + (await onlineChecksDuring(page, hundred));
  await page.close();
  return {
    screenful: screenful / first.responseEnd,
    screenfulMs: screenful,
    screenfulAnswerMs: first.responseEnd,
    page100: (page100 - changed) / (hundred.responseEnd - changed),
    page100Ms: page100 - changed,
    page100AnswerMs: hundred.responseEnd - changed,
    onlineChecks,
  };
}

async function runList(context, origin, list, cache) {
  return { ...(await tapRun(context, origin, list, cache)), ...(await loadRun(context, origin, list, cache)) };
}

/** One figure: its median beside its floor and goal, and every run. */
function figure(runs, key, floor, goal) {
  const values = runs.map((run) => run[key]);
  const value = median(values);
  return { median: round(value), floor, goal, met: value <= goal, runs: values.map(round) };
}

async function measureLists(context, origin, cache) {
  const report = {};
  for (const list of LISTS) {
    // Warm: one visit first puts the screen's code in the cache, as a seller's earlier visit would.
    if (cache === 'warm') await runList(context, origin, list, cache);
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await runList(context, origin, list, cache));
    report[list.name] = {
      clickToRequestMs: figure(runs, 'clickToRequestMs', 0, GOALS.clickToRequestMs),
      tapScreenful: round(median(runs.map((run) => run.tapScreenful))),
      screenful: {
        ...figure(runs, 'screenful', 1, GOALS.screenful),
        rowsMs: round(median(runs.map((run) => run.screenfulMs))),
        answerMs: round(median(runs.map((run) => run.screenfulAnswerMs))),
      },
      page100: {
        ...figure(runs, 'page100', 1, GOALS.page100),
        rowsMs: round(median(runs.map((run) => run.page100Ms))),
        answerMs: round(median(runs.map((run) => run.page100AnswerMs))),
      },
      onlineChecks: {
        during: runs.reduce((sum, run) => sum + run.onlineChecks, 0),
        floor: 0,
        goal: 0,
        met: runs.every((run) => run.onlineChecks === 0),
        runs: runs.map((run) => run.onlineChecks),
      },
    };
  }
  return report;
}

/**
 * Notes, on the page's clock, the first frame in which the login form takes input (window.__bench
 * .input: the e-mail field drawn, enabled and the topmost element at its centre, so no loader
 * covers it) and the first in which its Login button can be pressed (.submit).
 */
function watchLoginForm() {
  const bench = (window.__bench = {});
  const topmost = (element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === element;
  };
  const frame = () => {
    const now = performance.now();
    const email = document.querySelector('form input[name="email"]');
    if (bench.input === undefined && email instanceof HTMLInputElement && !email.disabled && topmost(email))
      bench.input = now;
    const submit = document.querySelector('form button[type="submit"]');
    if (
      bench.input !== undefined &&
      bench.submit === undefined &&
      submit instanceof HTMLButtonElement &&
      !submit.disabled
    )
      bench.submit = now;
    if (bench.submit === undefined) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** One visit of /login: when its form takes input and can be sent, against the document's arrival. */
async function loginRun(context, origin, cache) {
  const page = await slowedPage(context, cache);
  await page.addInitScript(watchLoginForm);
  await page.goto(`${origin}/penyedia/login`, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(() => window.__bench.submit !== undefined, undefined, { timeout: 120_000 });
  const run = await page.evaluate(() => {
    const { input, submit } = window.__bench;
    const [navigation] = performance.getEntriesByType('navigation');
    const entries = [navigation, ...performance.getEntriesByType('resource')];
    // Bytes (document and resources) that had arrived by then.
    const by = (until) =>
      entries.filter((entry) => entry.responseEnd <= until).reduce((sum, entry) => sum + entry.transferSize, 0);
    return {
      inputMs: input,
      submitMs: submit,
      documentMs: navigation.responseEnd,
      inputBytes: by(input),
      loadBytes: by(navigation.loadEventEnd),
    };
  });
  await page.close();
  return run;
}

/** A login figure: the form taking input and its floor, the button ready, and the kB transferred. */
function loginFigure(runs, goal) {
  const kB = (key) => round(median(runs.map((run) => run[key])) / 1000);
  return {
    inputMs: figure(runs, 'inputMs', round(median(runs.map((run) => run.documentMs))), goal),
    submitMs: round(median(runs.map((run) => run.submitMs))),
    inputKB: kB('inputBytes'),
    loadKB: kB('loadBytes'),
  };
}

/** The login page on a first visit (nothing cached) and on a repeat visit (the service worker's). */
async function measureLogin() {
  return withBrowser({ serviceWorkers: 'allow' }, async (context, sandbox) => {
    const first = [];
    // No worker yet: every first visit runs in a profile the worker has not installed in.
    await context.route('**/penyedia/sw.js', (route) => route.abort());
    for (let run = 0; run < RUNS; run += 1) first.push(await loginRun(context, sandbox.origin, 'cold'));
    await context.unroute('**/penyedia/sw.js');
    const installing = await context.newPage();
    await installing.goto(`${sandbox.origin}/penyedia/login`);
    await installing.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null, undefined, {
      timeout: 60_000,
    });
    await installing.close();
    const repeat = [];
    for (let run = 0; run < RUNS; run += 1) repeat.push(await loginRun(context, sandbox.origin, 'warm'));
    return {
      firstVisit: loginFigure(first, GOALS.loginFirstMs),
      repeatVisit: loginFigure(repeat, GOALS.loginRepeatMs),
    };
  });
}

export async function benchSeller() {
  const login = await measureLogin();
  return withBrowser({ hasTouch: true, prepare: growState }, async (context, sandbox) => {
    const token = await apiLogin(sandbox.origin);
    await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
    const report = {
      method: `median of ${RUNS} runs; CPU ${CPU_SLOWDOWN}× slower; link ${LINK.latency} ms latency, 1.6 Mbit/s down, 750 kbit/s up; clickToRequest: from the dashboard, a tap on the sidebar link, pointerdown to the list request's start (tapScreenful: the first rows against the answer, from the pointerdown); screenful: the list opened by its address, the first rows against the answer's responseEnd, from the navigation's start; page100: then 'Tampilkan 100', the hundredth row against the 100-row answer's responseEnd; onlineChecks: the shell's profile reads after its first that left while either list request was on its way; login: the e-mail field drawn, enabled and uncovered (inputMs, its floor the document's arrival) and the Login button pressable (submitMs), from the navigation's start, with the kB transferred by then and by the load event; firstVisit: nothing cached, repeatVisit: the service worker's; cold: browser cache emptied before each run, warm: the code cached by a visit before`,
      login,
    };
    for (const cache of CACHES) report[cache] = await measureLists(context, sandbox.origin, cache);
    return report;
  });
}
