import { spawnSync } from 'node:child_process';
import { builtinModules, createRequire } from 'node:module';
import { build, defineConfig, runnerImport, type Plugin, type UserConfig } from 'vite';
import { aliases } from './aliases.js';

const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
const OUT_DIR = 'dist/cli';

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
 * `check` as CommonJS scripts beside the ES bundle: dist/cli/launch.cjs (the code-cache loader
 * bin/penyedia.js requires) and dist/cli/check.cjs (the command, compiled from that cache; the
 * rare paths, --api and --categories, stay in chunks it requires on use). A CommonJS script is
 * what V8's code cache can hold on Node 20 (vm.Script), where ES modules have none. One check on
 * a golden file then writes the cache, as any later run that finds it missing or refused would.
 */
function checkScript(): Plugin {
  return {
    name: 'penyedia-check-script',
    apply: 'build',
    async closeBundle() {
      await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        resolve: { alias: aliases },
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
            input: { launch: 'cli/launch.ts', check: 'cli/checkScript.ts' },
            external: (id: string) => builtins.has(id),
            output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: 'check-chunks/[name]-[hash].cjs' },
          },
        },
      });
      const warm = spawnSync(process.execPath, ['bin/penyedia.js', 'check', 'fixtures/xlsx/clean-100.xlsx'], { encoding: 'utf8' });
      if (warm.status !== 0) throw new Error(`penyedia check on clean-100.xlsx exited ${String(warm.status)}: ${warm.stderr}`);
    },
  };
}

export default defineConfig(async (): Promise<UserConfig> => ({
  publicDir: false,
  resolve: { alias: aliases },
  define: { __MASS_UPLOAD_TEMPLATE__: JSON.stringify(await templateBase64()) },
  ssr: { noExternal: true, target: 'node' },
  plugins: [checkScript()],
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
}));
