// Bench of the list pages, run by `npm run bench` (needs `npm run build`).
// For each list (product, order, all payments at 100 rows; negotiations and complaints at 50, their
// largest page): the portal is opened at that page size five times (BENCH_RUNS) in Debian's
// Chromium against a fresh sandbox, the list answer padded to that many distinct rows. Each run
// measures, in the page, the time from the list answer's last byte (resource timing responseEnd) to
// its last row in the DOM; the peer, in the same page, is a plain table built from the same JSON
// (JSON.parse, a <tr> per item, a <td> per field). The figure is the ratio of the medians, with the
// median of each load's own ratio beside it. Only the list's own request is padded and measured,
// not the sidebar badge's call of the same endpoint.
import { apiLogin, median, round, withBrowser } from './bench-browser.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** The largest page a list offers: 100 rows, 50 for the negotiations and complaints (their page sizes stop there). */
const limited = (rows) => (url) => url.searchParams.get('limit') === String(rows);
/**
 * The lists of the bench, each with its own request among the page's calls: the sidebar's badge
 * asks GET seller/order with limit 100 too (filter_status 0, the new orders), and must neither be
 * padded nor be measured. BENCH_LISTS=product,order names some of them.
 */
const ALL_LISTS = [
  { name: 'product', rows: 100, page: '/product?limit=100&page=1', api: '/api/seller/product?', isList: limited(100) },
  {
    name: 'order',
    rows: 100,
    page: '/pesanan?limit=100&page=1',
    api: '/api/seller/order?',
    isList: (url) => limited(100)(url) && url.searchParams.get('filter_status') === '',
  },
  {
    name: 'payment',
    rows: 100,
    page: '/pembayaran/semuapembayaran?limit=100&page=1',
    api: '/api/seller/order/payment/all?',
    isList: limited(100),
  },
  { name: 'nego', rows: 50, page: '/negoisasi?limit=50&page=1', api: '/api/seller/nego?', isList: limited(50) },
  {
    name: 'complaint',
    rows: 50,
    page: '/komplain?limit=50&page=1',
    api: '/api/seller/complaint?',
    isList: limited(50),
  },
];
const LISTS = process.env.BENCH_LISTS
  ? ALL_LISTS.filter((list) => process.env.BENCH_LISTS.split(',').includes(list.name))
  : ALL_LISTS;

/**
 * Each list is measured in two settings. `link`: every answer of the API (the profile, the screen's
 * reads, the shell's) comes BENCH_LINK_MS later (40 ms by default, a fast mobile link's round
 * trip), as it would over any real link. `loopback`: the sandbox answers at once. There, the list's
 * answer comes back within a few ms of its request, which the screen sends in the task that also
 * draws the shell after the profile's answer; it then lands inside the page's first full frame
 * (the shell's first style, layout and paint, 10-20 ms here) and waits behind it, which no seller
 * on a network meets. The figures stay responseEnd to rows in both.
 */
const LINK_MS = Number(process.env.BENCH_LINK_MS ?? 40);
const ALL_SETTINGS = [
  { name: 'link', delayMs: LINK_MS },
  { name: 'loopback', delayMs: 0 },
];
/** BENCH_SETTINGS=link measures one of them (a quicker before/after comparison). */
const SETTINGS = process.env.BENCH_SETTINGS
  ? ALL_SETTINGS.filter((setting) => process.env.BENCH_SETTINGS.split(',').includes(setting.name))
  : ALL_SETTINGS;

/** Pads a list answer to the page's size with distinct rows, so every run draws the same amount. */
async function padAnswer(route, rows) {
  const res = await route.fetch();
  const body = await res.json();
  const items = body.data.items;
  const padded = Array.from({ length: rows }, (_, i) => {
    const source = items[i % items.length];
    return { ...source, id: 900000 + i, no: i + 1, ...('orderId' in source ? { orderId: 900000 + i } : {}) };
  });
  await route.fulfill({
    response: res,
    json: { ...body, data: { ...body.data, items: padded, from: 1, to: rows, total: rows, lastPage: 1 } },
  });
}

/** The shell's own reads after the list: the two badge lists and the unread chat total. */
const SHELL_READS = [/\/seller\/order\?.*filter_status=0/, /\/seller\/order\/changed\?/, /\/get-unread-message\?/];

// Runs in the page before the portal's own code: notes when the page's last body row is in the DOM.
const rowWatch = (rows) => `(() => {
  const seen = () => document.querySelectorAll('table tbody tr').length >= ${rows};
  const observer = new MutationObserver(() => {
    if (window.__rowsAt === undefined && seen()) { window.__rowsAt = performance.now(); observer.disconnect(); }
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

// The platform's own cost for the same answer, in the same page: from the JSON text (the issue's
// measure), and from its own fetch's responseEnd, as the portal's side is measured (the browser's
// handing over of the answer included).
async function plainTable(page, url, token) {
  return page.evaluate(
    async ({ url, token }) => {
      const earlier = performance.getEntriesByName(url).length;
      const text = await (await fetch(url, { headers: { Authorization: token } })).text();
      const started = performance.now();
      const items = JSON.parse(text).data.items;
      const table = document.createElement('table');
      const body = table.createTBody();
      for (const item of items) {
        const row = body.insertRow();
        for (const value of Object.values(item))
          row.insertCell().textContent = typeof value === 'object' ? JSON.stringify(value) : String(value);
      }
      document.body.append(table);
      const done = performance.now();
      table.remove();
      // The fetch's resource timing entry is filed a moment after its body is read.
      for (let turn = 0; turn < 200 && performance.getEntriesByName(url).length <= earlier; turn += 1)
        await new Promise((resolve) => setTimeout(resolve, 0));
      const delivered = performance.getEntriesByName(url).at(-1)?.responseEnd ?? started;
      return { fromJson: done - started, fromResponseEnd: done - delivered };
    },
    { url, token },
  );
}

/** Every API answer of the page `delayMs` later (the last route added is asked first; the list's falls back to this one). */
async function delayAnswers(page, delayMs) {
  if (delayMs <= 0) return;
  await page.route(/\/(api|chat-api)\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fallback();
  });
}

async function measureList(context, origin, token, list, setting) {
  const portal = [];
  const plain = [];
  const plainFromResponseEnd = [];
  for (let run = 0; run < RUNS; run += 1) {
    const page = await context.newPage();
    await page.addInitScript(rowWatch(list.rows));
    await delayAnswers(page, setting.delayMs);
    await page.route(`**${list.api}*`, async (route) => {
      if (!list.isList(new URL(route.request().url()))) return route.fallback();
      await new Promise((resolve) => setTimeout(resolve, setting.delayMs));
      return padAnswer(route, list.rows);
    });
    const shellReads = Promise.all(
      SHELL_READS.map((read) =>
        page.waitForResponse((res) => read.test(res.url()), { timeout: 30_000 }).then((res) => res.finished()),
      ),
    );
    await page.goto(`${origin}/penyedia${list.page}`);
    await page.waitForFunction(() => window.__rowsAt !== undefined, undefined, { timeout: 30_000 });
    const entries = await page.evaluate(
      (api) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes(api))
          .map((e) => ({ name: e.name, responseEnd: e.responseEnd })),
      list.api,
    );
    const mine = entries.filter((e) => list.isList(new URL(e.name)));
    if (mine.length !== 1)
      throw new Error(`${list.name}: expected one list request, saw ${mine.map((e) => e.name).join(', ') || 'none'}`);
    const [{ name: url, responseEnd }] = mine;
    const rowsAt = await page.evaluate(() => window.__rowsAt);
    portal.push(rowsAt - responseEnd);
    // The plain table is built once the page has settled: after the list, the shell reads its badges
    // and the chat total (web/app/shell/screenReadsFirst.ts), and their answers must not land in the
    // plain table's window any more than in the list's.
    await shellReads;
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    const peer = await plainTable(page, url, token);
    plain.push(peer.fromJson);
    plainFromResponseEnd.push(peer.fromResponseEnd);
    await page.close();
  }
  const portalMs = median(portal);
  const plainMs = median(plain);
  return {
    rows: list.rows,
    portalMs: round(portalMs),
    plainMs: round(plainMs),
    ratio: round(portalMs / plainMs),
    // Each page load's own pair (portal and plain table in the same page), then their median.
    ratioOfPairs: round(median(portal.map((ms, run) => ms / plain[run]))),
    goal: 5,
    // Both sides from their answer's responseEnd: what the browser takes to hand an answer over counts on both.
    plainFromResponseEndMs: round(median(plainFromResponseEnd)),
    ratioFromResponseEnd: round(portalMs / median(plainFromResponseEnd)),
    runs: { portal: portal.map(round), plain: plain.map(round), plainFromResponseEnd: plainFromResponseEnd.map(round) },
  };
}

export async function benchLists() {
  return withBrowser({}, async (context, sandbox) => {
    const token = await apiLogin(sandbox.origin);
    await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
    const report = {
      method: `median of ${RUNS} page loads: the list answer's responseEnd to its last row in the DOM, against a plain DOM table of the same JSON in the same page; link: every API answer ${LINK_MS} ms later; loopback: at once`,
    };
    for (const setting of SETTINGS) {
      report[setting.name] = { answerDelayMs: setting.delayMs };
      for (const list of LISTS)
        report[setting.name][list.name] = await measureList(context, sandbox.origin, token, list, setting);
    }
    return report;
  });
}
