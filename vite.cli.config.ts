import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';
import { aliases } from './aliases.js';

const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

/**
 * Bundles the `penyedia` command for Node: one bundle with its dependencies inlined (no module
 * resolution in node_modules at start-up), each command a chunk loaded on first use, so
 * `--help` and `check` pay for nothing they do not run.
 */
export default defineConfig({
  publicDir: false,
  resolve: { alias: aliases },
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
});
