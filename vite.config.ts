import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { aliases } from './aliases.js';

const STORE_SHIM = 'use-sync-external-store/shim/index.js';
const REACT_STORE_HOOK = '\0react-store-hook';

/**
 * wouter imports useSyncExternalStore through the shim written for React 17; React 19 has it built
 * in, so the login page's first load need not carry the shim.
 */
const reactStoreHook = {
  name: 'react-store-hook',
  enforce: 'pre' as const,
  resolveId: (id: string) => (id === STORE_SHIM ? REACT_STORE_HOOK : null),
  load: (id: string) => (id === REACT_STORE_HOOK ? "export { useSyncExternalStore } from 'react';" : null),
};

/** Where the built index.html leaves the portal's root for the script to fill. */
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * login.html: the built index.html with the login page drawn into its root (web/prerender.tsx),
 * so the form takes input before the page's script has run. The sandbox and the service worker
 * answer /penyedia/login with it (a clean URL); every other page starts from index.html.
 */
const prerenderLogin: Plugin = {
  name: 'prerender-login',
  apply: 'build',
  enforce: 'post',
  async generateBundle(_options, bundle) {
    const index = bundle['index.html'];
    if (index?.type !== 'asset' || typeof index.source !== 'string') return;
    const server = await createServer({
      configFile: 'vite.config.ts',
      mode: 'production',
      logLevel: 'warn',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, ws: false },
    });
    try {
      const { renderLogin } = (await server.ssrLoadModule('/prerender.tsx')) as { renderLogin: () => string };
      const html = index.source;
      if (!html.includes(EMPTY_ROOT)) this.error('index.html has no empty root to draw the login page into');
      this.emitFile({
        type: 'asset',
        fileName: 'login.html',
        source: html.replace(EMPTY_ROOT, `<div id="root">${renderLogin()}</div>`),
      });
    } finally {
      await server.close();
    }
  },
};

const sandbox = process.env.PENYEDIA_SANDBOX ?? 'http://127.0.0.1:4174';

/** The portal: served under /penyedia/; heavy libraries stay in lazy chunks. */
/**
 * The code a list screen runs as soon as its answer is in: the table and its rows, the sanitiser of
 * the order statuses, zod and the gateway that check the answer, the query layer, the route reads
 * and the list screens. A chunk holding any of it gets V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, Chromium 136+): all its functions are compiled while it streams
 * in, off the main thread, instead of one by one on the main thread when the rows are drawn. Other
 * browsers read it as a comment. By module, not by chunk name: the bundler names a chunk after one
 * of its modules, and which one moves with the graph.
 */
const EAGER_MODULES = new RegExp(
  [
    String.raw`web/ui/(DataTable|TableRows|ListScreen|listColumns|SafeHtml|listRequest|useListQuery|moneyColumn|Badge|Icon|RowLink|RowActions)\.tsx?$`,
    String.raw`web/features/[^/]+/(queries\.ts|listParts\.tsx|proofList\.tsx|list/columns\.tsx|[A-Za-z]*(ListScreen|PaymentsScreen)\.tsx|PaymentVerificationScreen\.tsx|BillingScreen\.tsx|ChangedOrdersScreen\.tsx)$`,
    String.raw`web/app/(gateway\.ts|api/)`,
    String.raw`core/api/`,
    String.raw`node_modules/(zod|superagent|neverthrow|dompurify|@tanstack/(query-core|react-query))/`,
  ].join('|'),
);
const eager = (ids: readonly string[]) => ids.some((id) => EAGER_MODULES.test(id.replaceAll('\\', '/')));

export default defineConfig({
  root: 'web',
  base: '/penyedia/',
  plugins: [
    reactStoreHook,
    react(),
    prerenderLogin,
    // A service worker precaches the built shell and its chunks, so a repeat visit loads no
    // JavaScript from the network and an offline reload still shows the portal. API answers are
    // never cached (the seller's data is live). config.json is answered from the worker's cache at
    // once and fetched again behind it for the next visit (stale-while-revalidate): a repeat visit
    // waits for no network, and a portal opened offline starts and says so itself.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{html,js,css}'],
        // The bulk-upload pre-check worker is large and used by few sellers: cached when first used.
        globIgnores: ['**/check.worker-*.js'],
        navigateFallback: '/penyedia/index.html',
        navigateFallbackAllowlist: [/^\/penyedia\//],
        // config.json and the portal's documents (the packet tutorial PDF) are files, not pages of the app.
        navigateFallbackDenylist: [/^\/penyedia\/config\.json$/, /^\/penyedia\/[^?#]+\.pdf$/],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname === '/penyedia/config.json',
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'penyedia-config' },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/penyedia/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'penyedia-assets', expiration: { maxEntries: 200 } },
          },
        ],
      },
    }),
  ],
  resolve: { alias: aliases },
  publicDir: 'public',
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // Every browser the portal supports preloads modules natively; the polyfill only weighed on the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Timing notes depend on how busy the machine is, not on the code: the build's output stays about the code.
      checks: { bundlerTimings: false },
      output: {
        postBanner: (chunk) => (eager(chunk.moduleIds) ? '//# allFunctionsCalledOnLoad' : ''),
        codeSplitting: {
          // The sanitiser keeps a chunk of its own, whoever imports it: Chromium's CSP reports of the
          // inline handlers DOMPurify meets in its inert document name that chunk, and only that
          // chunk may cause them (tests/e2e/support/portal.ts). Its imports stay where they are.
          groups: [
            {
              name: 'SafeHtml',
              test: /web[\\/]ui[\\/]SafeHtml\.tsx$|node_modules[\\/]dompurify[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
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
