import { builtinModules, createRequire } from 'node:module';
import { defineConfig, runnerImport, type UserConfig } from 'vite';
import { aliases } from './aliases.js';

const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

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
 * Bundles the `penyedia` command for Node: one bundle with its dependencies inlined (no module
 * resolution in node_modules at start-up), each command a chunk loaded on first use, so
 * `--help` and `check` pay for nothing they do not run.
 */
export default defineConfig(async (): Promise<UserConfig> => {
  const template = await templateBase64();
  return {
    publicDir: false,
    resolve: { alias: aliases },
    define: { __MASS_UPLOAD_TEMPLATE__: JSON.stringify(template) },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: true,
      outDir: 'dist/cli',
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
