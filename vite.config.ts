import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { aliases } from './aliases.js';

const sandbox = process.env.PENYEDIA_SANDBOX ?? 'http://127.0.0.1:4174';

/** The portal: served under /penyedia/; heavy libraries stay in lazy chunks. */
export default defineConfig({
  root: 'web',
  base: '/penyedia/',
  plugins: [react()],
  resolve: { alias: aliases },
  publicDir: 'public',
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
  server: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
    proxy: {
      '/api': sandbox,
      '/chat-api': sandbox,
      '/cdn': sandbox,
      '/realtime': sandbox,
      '/penyedia/config.json': sandbox,
    },
  },
});
