import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_SELLER, usePortal } from './support/portal';
import { holdRoute } from './support/holdRoute';

/**
 * Heavy libraries that must stay in lazy chunks, each with strings its own code carries through
 * minification, and the file of the package the strings are checked against.
 */
const HEAVY = [
  { name: 'ol', markers: ['ol-viewport'], source: 'node_modules/ol/Map.js' },
  { name: 'uplot', markers: ['u-over'], source: 'node_modules/uplot/dist/uPlot.esm.js' },
  { name: 'exceljs', markers: ['xl/workbook.xml'], source: 'node_modules/exceljs/dist/exceljs.min.js' },
  {
    name: 'firebase',
    markers: ['@firebase/app', 'FIREBASE WARNING'],
    source: 'node_modules/@firebase/app/dist/esm/index.esm.js',
  },
  // The login form is drawn and filled without the schema library and the HTTP client: config.json is
  // checked after the page's load event, the API client arrives while the seller types.
  { name: 'zod', markers: ['$ZodObject'], source: 'node_modules/zod/v4/core/schemas.js' },
  { name: 'superagent', markers: ['Request has been terminated'], source: 'node_modules/superagent/lib/client.js' },
] as const;

const benchSchema = z.object({
  chunks: z.array(z.object({ file: z.string(), raw: z.number().int().positive(), gzip: z.number().int().positive() })),
  loginRoute: z.object({
    files: z.array(z.object({ file: z.string(), raw: z.number().int(), gzip: z.number().int() })).min(1),
    gzipTotal: z.number().int().positive(),
    afterLoad: z.array(z.object({ file: z.string(), raw: z.number().int(), gzip: z.number().int() })),
    afterLoadGzipTotal: z.number().int().positive(),
  }),
});

function bench(): z.infer<typeof benchSchema> {
  const run = spawnSync('node', ['scripts/bench.js', 'chunks', 'loginRoute'], { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return benchSchema.parse(JSON.parse(run.stdout));
}

/** One run of the bench for both groups: the figures and what the browser is compared with. */
const report = bench();

describe('bundle budget (npm run bench on dist/web)', () => {
  // The size is a figure of `npm run bench` (with its budget there), not a test; this checks that
  // the bench's figure is the sum of the files it names.
  it('the login route figure (entry script and its modulepreloads) is the gzip size of its files', () => {
    const js = report.loginRoute.files.filter((f) => f.file.endsWith('.js'));
    expect(js.length).toBeGreaterThan(0);
    const measured = js.reduce((sum, f) => sum + gzipSync(readFileSync(join('dist/web', f.file))).length, 0);
    expect(measured).toBe(report.loginRoute.gzipTotal);
    const afterLoad = report.loginRoute.afterLoad.reduce(
      (sum, f) => sum + gzipSync(readFileSync(join('dist/web', f.file))).length,
      0,
    );
    expect(afterLoad).toBe(report.loginRoute.afterLoadGzipTotal);
  });

  it("the list screens' chunks ask V8 to compile them as they stream in (//# allFunctionsCalledOnLoad); the login route does not", () => {
    const startOf = (file: string) => readFileSync(join('dist/web', file), 'utf8').slice(0, 40);
    const chunk = (name: string) =>
      report.chunks.find((c) => new RegExp(`^assets/${name}-[\\w-]+\\.js$`).test(c.file))?.file;
    // The gateway's chunk is named after whichever module the bundler picks: found by its own words.
    const gateway = report.chunks.find(
      (c) => c.file.endsWith('.js') && readFileSync(join('dist/web', c.file), 'utf8').includes('tidak sesuai kontrak'),
    )?.file;
    const files = {
      ...Object.fromEntries(
        ['DataTable', 'ListScreen', 'SafeHtml', 'OrderListScreen', 'ComplaintListScreen'].map((name) => [
          name,
          chunk(name),
        ]),
      ),
      gateway,
    };
    for (const [name, file] of Object.entries(files)) {
      expect(file, name).toBeDefined();
      expect(startOf(file ?? ''), name).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
    }
    for (const f of report.loginRoute.files.filter((file) => file.file.endsWith('.js')))
      expect(startOf(f.file), f.file).not.toContain('allFunctionsCalledOnLoad');
  });

  it('lists every built chunk with raw and gzip sizes', () => {
    const files = report.chunks.map((c) => c.file);
    for (const f of report.loginRoute.files) expect(files).toContain(f.file);
    expect(files.some((f) => /Shell-.*\.js$/.test(f))).toBe(true);
  });

  it.each(HEAVY)('$name is not in any chunk the login route loads', ({ markers, source }) => {
    const library = readFileSync(source, 'utf8');
    expect(markers.some((marker) => library.includes(marker))).toBe(true);
    for (const f of report.loginRoute.files) {
      const code = readFileSync(join('dist/web', f.file), 'utf8');
      for (const marker of markers) expect(code.includes(marker), `${marker} in ${f.file}`).toBe(false);
    }
  });
});

describe('what the browser loads for /login before any interaction', () => {
  const p = usePortal({ login: false });

  it('is exactly the login route of the bench, so its figure is the real one', async () => {
    const loaded = new Set<string>();
    p.page.on('response', (res) => {
      const path = new URL(res.url()).pathname;
      if (path.endsWith('.js')) loaded.add(path.replace(/^\/penyedia\//, ''));
    });
    await p.visit('/login');
    await p.page.getByRole('heading', { name: 'Login Penjual' }).waitFor();
    // Nothing more arrives once the page is idle: what it loaded is the whole of it, the service
    // worker's registration after load included.
    await p.page.waitForLoadState('networkidle');
    const route = report.loginRoute;
    const expected = [...route.files, ...route.afterLoad].map((f) => f.file).filter((f) => f.endsWith('.js'));
    expect(route.afterLoad.map((f) => f.file.replace(/-[\w-]+\.js$/, ''))).toEqual(
      expect.arrayContaining(['assets/configLoader', 'assets/register']),
    );
    expect([...loaded].sort()).toEqual([...expected].sort());
  });

  it('draws the login form and takes the seller in while config.json is not yet checked: the submit waits for the check', async () => {
    const release = await holdRoute(p.page, '**/assets/configLoader-*.js');
    const loginCalls: string[] = [];
    p.page.on('request', (req) => {
      if (req.url().includes('/user/login/seller')) loginCalls.push(req.url());
    });
    await p.visit('/login');
    await p.page.getByRole('heading', { name: 'Login Penjual' }).waitFor();
    await p.page.getByLabel('Email').fill(DEMO_SELLER.email);
    await p.page.getByLabel('Password', { exact: true }).fill(DEMO_SELLER.password);
    await p.page.getByRole('button', { name: 'Login' }).click();
    // Busy, still on the login page: no call can leave before the API root of config.json is checked.
    await expect.poll(() => p.page.getByRole('button', { name: 'Login' }).isDisabled()).toBe(true);
    expect(new URL(p.page.url()).pathname).toBe('/penyedia/login');
    expect(loginCalls).toEqual([]);
    release();
    await p.page.waitForURL((url) => url.pathname === '/penyedia/dashboard');
    await expect.poll(() => p.page.title()).toBe('Dashboard | Penyedia');
    await p.page.unroute('**/assets/configLoader-*.js');
  });
});
