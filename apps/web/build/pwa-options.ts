/**
 * vite-plugin-pwa settings (SPEC.md §4, issue §4): /manifest.webmanifest and a generated /sw.js
 * that precaches the shell, falls back to index.html for navigations except /api/ and /admin/,
 * and takes over at once (skipWaiting + clientsClaim) so the page can reload into a new build.
 * Registration is ours (src/lib/pwa.ts, workbox-window), hence `injectRegister: false`. Push
 * notifications are handled by public/push-sw.js, imported into the generated worker.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';

export const pwaOptions: Partial<VitePWAOptions> = {
  injectRegister: false,
  registerType: 'autoUpdate',
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  manifest: {
    id: '/',
    name: 'Đặt hàng Trung Quốc',
    short_name: 'Hàng Trung Quốc',
    description: 'Mua hộ hàng Taobao, Tmall, 1688, Pinduoduo về Việt Nam',
    lang: 'vi',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#c2410c',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    globIgnores: ['builds/**', '.vite/**'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/admin(\/|$)/, /^\/builds\//],
    cleanupOutdatedCaches: true,
    skipWaiting: true,
    clientsClaim: true,
    // Web Push: show a push, open its link on click (public/push-sw.js, decision 0111).
    importScripts: ['/push-sw.js'],
  },
};
