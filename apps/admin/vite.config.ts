/**
 * Staff console build. The API process serves `dist/` at `/admin/` (SPA fallback to
 * /admin/index.html), so every asset URL is built under that base. In development the
 * console calls the API through a proxy on the same origin, as in production. Text assets get
 * .br/.gz twins at build time (scripts/vite-precompress.ts, decision 0021).
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/vite-precompress.ts';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd as one vendor chunk is ~950 kB raw / ~300 kB gzip: fine for a desktop console that
    // staff load once a day (the phone budgets of decision 0012 are the PWA's, not this app's).
    chunkSizeWarningLimit: 1100,
    rolldownOptions: {
      output: {
        // Named, long-cached vendor chunks: a console release that only touches pages
        // leaves these files (and the staff's browser cache) as they were.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|@babel[\\/]runtime|dayjs)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  preview: { port: 4174 },
});
