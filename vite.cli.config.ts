import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, defineConfig, runnerImport, type Plugin, type UserConfig } from 'vite';
import { aliases } from './aliases.js';

const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
const OUT_DIR = 'dist/cli';
/** The file the build's own runs of check and split read, leaving their code caches behind. */
const GOLDEN = 'fixtures/xlsx/clean-100.xlsx';

/**
 * Bundles the `penyedia` command for Node: one bundle with its dependencies inlined (no module
 * resolution in node_modules at start-up), each command a chunk loaded on first use, so
 * `--help` and `check` pay for nothing they do not run.
 */
/**
 * The mass-upload template, written once here with exceljs: `split` fills this package
 * (cli/commands/templatePackage.ts), so exceljs never loads on its path.
 */
async function templateBase64(): Promise<string> {
  const { module } = await runnerImport<typeof import('./core/massUpload/template')>('./core/massUpload/template.ts', {
    configFile: false,
    resolve: { alias: aliases },
  });
  // The runner is closed once the module is in: exceljs comes through Node's require instead.
  const require = createRequire(import.meta.url);
  module.setExcelLoader(() => require('exceljs/dist/exceljs.bare.min.js') as typeof import('exceljs'));
  return Buffer.from(await module.writeTemplate()).toString('base64');
}

/**
 * `check` and `split` as CommonJS scripts beside the ES bundle: dist/cli/launch.cjs (the
 * code-cache loader bin/penyedia.js requires), dist/cli/check.cjs and split.cjs (the commands,
 * compiled from that cache; the rare paths, --api and --categories, stay in chunks they require
 * on use). A CommonJS script is what V8's code cache can hold on Node 20 (vm.Script), where ES
 * modules have none. One run of each on a golden file then writes its cache, as any later run
 * that finds it missing or refused would.
 */
function commandScripts(template: string): Plugin {
  return {
    name: 'penyedia-command-scripts',
    apply: 'build',
    async closeBundle() {
      // One build per script: chunks shared between them would be required, uncached, at every start.
      for (const [name, entry] of [
        ['launch', 'cli/launch.ts'],
        ['check', 'cli/checkScript.ts'],
        ['split', 'cli/splitScript.ts'],
      ] as const) {
        await build({
          configFile: false,
          logLevel: 'warn',
          publicDir: false,
          resolve: { alias: aliases },
          define: { __MASS_UPLOAD_TEMPLATE__: JSON.stringify(template) },
          ssr: { noExternal: true, target: 'node' },
          build: {
            ssr: true,
            outDir: OUT_DIR,
            emptyOutDir: false,
            target: 'node20',
            minify: false,
            sourcemap: false,
            reportCompressedSize: false,
            rolldownOptions: {
              input: { [name]: entry },
              external: (id: string) => builtins.has(id),
              output: {
                format: 'cjs',
                entryFileNames: '[name].cjs',
                chunkFileNames: `${name}-chunks/[name]-[hash].cjs`,
              },
            },
          },
        });
      }
      const out = mkdtempSync(join(tmpdir(), 'penyedia-build-'));
      try {
        for (const args of [
          ['check', GOLDEN],
          ['split', GOLDEN, '--out', out],
        ]) {
          const warm = spawnSync(process.execPath, ['bin/penyedia.js', ...args], { encoding: 'utf8' });
          if (warm.status !== 0)
            throw new Error(`penyedia ${args.join(' ')} exited ${String(warm.status)}: ${warm.stderr}`);
        }
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    },
  };
}

export default defineConfig(async (): Promise<UserConfig> => {
  const template = await templateBase64();
  return {
    publicDir: false,
    resolve: { alias: aliases },
    define: { __MASS_UPLOAD_TEMPLATE__: JSON.stringify(template) },
    ssr: { noExternal: true, target: 'node' },
    plugins: [commandScripts(template)],
    build: {
      ssr: true,
      outDir: OUT_DIR,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: {
        // The sandbox's upload worker is a second entry: worker threads start from a file.
        input: { main: 'cli/main.ts', massCheckWorker: 'cli/sandbox/areas/product/massCheckWorker.ts' },
        external: (id: string) => builtins.has(id),
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  };
});
