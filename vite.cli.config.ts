import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';
import { aliases } from './aliases.js';
import pkg from './package.json' with { type: 'json' };

const external = [
  ...builtinModules,
  ...builtinModules.map((m) => `node:${m}`),
  ...Object.keys(pkg.dependencies),
];

/** Bundles the `penyedia` command for Node: one entry, lazily loaded chunks per command. */
export default defineConfig({
  publicDir: false,
  resolve: { alias: aliases },
  build: {
    ssr: 'cli/main.ts',
    outDir: 'dist/cli',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    rolldownOptions: {
      external: (id: string) => external.some((e) => id === e || id.startsWith(`${e}/`)),
      output: { format: 'es', entryFileNames: 'main.js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
