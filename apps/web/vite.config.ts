/**
 * Vite config of the customer PWA: base '/', output dist/ (served by the API at '/'), dev proxy
 * of /api to the API on 127.0.0.1:3000, the PWA plugin (build/pwa-options.ts), the build-update
 * manifest (build/build-manifest-plugin.ts), Preact in place of React DOM (build/preact-alias.ts,
 * decision 0078), and vendor chunks split so /auth/login downloads only Preact, React Router and
 * its own code (budget: ≤ 100 KB gzip, docs/decisions/0012).
 * Text assets get .br/.gz twins at build time (scripts/vite-precompress.ts, decision 0021).
 * @app/shared is TypeScript source imported with `.ts` extensions; Vite compiles it as app code.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from '../../scripts/vite-precompress.ts';
import { buildManifest } from './build/build-manifest-plugin.ts';
import { preactAlias } from './build/preact-alias.ts';
import { pwaOptions } from './build/pwa-options.ts';

/**
 * Chunk groups: Preact (as React) + React Router as one long-lived vendor chunk, and the small modules every
 * screen needs at start (session, api client, common texts) in one `shell` chunk instead of
 * half a dozen sub-kilobyte files.
 */
const chunkGroups: { name: string; test: RegExp; priority: number }[] = [
  { name: 'react', test: /node_modules[\\/](preact|react-router)[\\/]/, priority: 30 },
  {
    name: 'shell',
    test: /src[\\/](lib[\\/](api-base|api-client|connection|return-to|token-store|token-refresh|session|app-state|install-prompt|reload-guard|chunk-reload)|messages[\\/](common|pages)|app[\\/](use-route-handle|route-handle|lazy-page|boot-splash)|components[\\/]page-title)\.tsx?$/,
    priority: 20,
  },
];

export default defineConfig({
  base: '/',
  plugins: [react(), buildManifest(), VitePWA(pwaOptions), precompress()],
  resolve: {
    extensions: ['.ts', '.tsx', '.mjs', '.js', '.jsx', '.json'],
    alias: preactAlias,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: { proxy: { '/api': { target: 'http://127.0.0.1:3000' } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // every browser that runs this app supports <link rel=modulepreload>
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
});
