// Bench of visits, run by `npm run bench` (needs `npm run build`):
//  - repeatVisit: JavaScript bytes fetched from the network by a second visit of the dashboard,
//    once the service worker has precached the build (goal: 0);
//  - dashboardAfterLogin: from the Login click to the dashboard's first figure ('Nilai
//    Transaksi'), against fetching the same calls alone (login, then profile and dashboard) in
//    the same page; median of 5, as a ratio.
import { apiLogin, DEMO, median, round, withBrowser } from './bench-browser.js';

const RUNS = 5;

async function repeatVisit() {
  return withBrowser({ serviceWorkers: 'allow' }, async (context, sandbox) => {
    const token = await apiLogin(sandbox.origin);
    await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
    const page = context.pages()[0] ?? (await context.newPage());
    const first = [];
    const second = [];
    let into = first;
    page.on('response', (res) => {
      if (new URL(res.url()).pathname.endsWith('.js')) into.push(res);
    });
    await page.goto(`${sandbox.origin}/penyedia/dashboard`);
    await page.getByText('Nilai Transaksi').waitFor({ timeout: 30_000 });
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.ready) !== null && navigator.serviceWorker.controller !== null,
      undefined,
      { timeout: 30_000 },
    );
    into = second;
    await page.goto(`${sandbox.origin}/penyedia/dashboard`);
    await page.getByText('Nilai Transaksi').waitFor({ timeout: 30_000 });
    const network = async (responses) => {
      let bytes = 0;
      for (const res of responses)
        if (!res.fromServiceWorker()) bytes += (await res.request().sizes()).responseBodySize;
      return bytes;
    };
    return {
      firstVisitJsFromNetworkBytes: await network(first),
      repeatVisitJsFromNetworkBytes: await network(second),
      repeatVisitJsFiles: second.length,
      goalBytes: 0,
    };
  });
}

async function dashboardAfterLogin() {
  return withBrowser({}, async (context, sandbox) => {
    const portal = [];
    const calls = [];
    for (let run = 0; run < RUNS; run += 1) {
      const page = await context.newPage();
      await page.goto(`${sandbox.origin}/penyedia/login`);
      await page.evaluate(() => window.localStorage.removeItem('token'));
      await page.reload();
      await page.getByLabel('Email').fill(DEMO.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
      await page.evaluate(() => {
        document
          .querySelector('form')
          ?.addEventListener('submit', () => Object.assign(window, { __clicked: performance.now() }), {
            capture: true,
          });
        new MutationObserver((_, observer) => {
          const total = document.querySelector('.dash-total');
          if (total && total.textContent) {
            Object.assign(window, { __figure: performance.now() });
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForFunction(() => '__figure' in window, undefined, { timeout: 30_000 });
      portal.push(await page.evaluate(() => window.__figure - window.__clicked));
      calls.push(
        await page.evaluate(
          async ({ demo }) => {
            const started = performance.now();
            const login = await (
              await fetch('/api/user/login/seller', {
                method: 'POST',
                headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify(demo),
              })
            ).json();
            const headers = { Authorization: login.data };
            await Promise.all([
              fetch('/api/user/profile/seller', { headers }).then((r) => r.json()),
              fetch(`/api/seller/dashboard`, { headers }).then((r) => r.json()),
            ]);
            return performance.now() - started;
          },
          { demo: DEMO },
        ),
      );
      await page.close();
    }
    const portalMs = median(portal);
    const callsMs = median(calls);
    return {
      portalMs: round(portalMs),
      apiCallsAloneMs: round(callsMs),
      ratio: round(portalMs / callsMs),
      runs: { portal: portal.map(round), calls: calls.map(round) },
    };
  });
}

export async function benchVisits() {
  return { repeatVisit: await repeatVisit(), dashboardAfterLogin: await dashboardAfterLogin() };
}
