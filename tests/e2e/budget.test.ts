import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openPortal, waitForSplash, type PortalHarness } from './support/browser';

/**
 * Heavy libraries that must stay in lazy chunks, each with strings its own code carries through
 * minification, and the file of the package the strings are checked against.
 */
const HEAVY = [
  { name: 'ol', markers: ['ol-viewport'], source: 'node_modules/ol/Map.js' },
  { name: 'uplot', markers: ['u-over'], source: 'node_modules/uplot/dist/uPlot.esm.js' },
  { name: 'exceljs', markers: ['xl/workbook.xml'], source: 'node_modules/exceljs/dist/exceljs.min.js' },
  { name: 'firebase', markers: ['@firebase/app', 'FIREBASE WARNING'], source: 'node_modules/@firebase/app/dist/esm/index.esm.js' },
] as const;

const benchSchema = z.object({
  chunks: z.array(z.object({ file: z.string(), raw: z.number().int().positive(), gzip: z.number().int().positive() })),
  loginRoute: z.object({
    files: z.array(z.object({ file: z.string(), raw: z.number().int(), gzip: z.number().int() })).min(1),
    gzipTotal: z.number().int().positive(),
    afterLoad: z.array(z.object({ file: z.string(), raw: z.number().int(), gzip: z.number().int() })),
  }),
});

function bench(): z.infer<typeof benchSchema> {
  const run = spawnSync('node', ['scripts/bench.js', 'chunks', 'loginRoute'], { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return benchSchema.parse(JSON.parse(run.stdout));
}

describe('bundle budget (npm run bench on dist/web)', () => {
  const report = bench();

  // The size is a figure of `npm run bench` (with its budget there), not a test; this checks that
  // the bench's figure is the sum of the files it names.
  it('the login route figure (entry script and its modulepreloads) is the gzip size of its files', () => {
    const js = report.loginRoute.files.filter((f) => f.file.endsWith('.js'));
    expect(js.length).toBeGreaterThan(0);
    const measured = js.reduce((sum, f) => sum + gzipSync(readFileSync(join('dist/web', f.file))).length, 0);
    expect(measured).toBe(report.loginRoute.gzipTotal);
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
  let h: PortalHarness;
  const loaded: string[] = [];

  beforeAll(async () => {
    h = await openPortal();
    h.page.on('response', (res) => {
      const path = new URL(res.url()).pathname;
      if (path.endsWith('.js')) loaded.push(path.replace(/^\/penyedia\//, ''));
    });
    await h.page.goto(h.url('/login'));
    await h.page.getByRole('heading', { name: 'Login Penjual' }).waitFor();
    await waitForSplash(h.page);
    await h.page.waitForLoadState('networkidle');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('is exactly the login route of the bench, so its figure is the real one, plus the service worker registration after load', () => {
    const route = bench().loginRoute;
    const expected = [...route.files, ...route.afterLoad].map((f) => f.file).filter((f) => f.endsWith('.js'));
    expect(route.afterLoad.map((f) => f.file.replace(/-[\w-]+\.js$/, ''))).toEqual(expect.arrayContaining(['assets/register']));
    expect([...new Set(loaded)].sort()).toEqual([...expected].sort());
  });
});
