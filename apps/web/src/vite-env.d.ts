/** Environment the PWA reads at build time. */
/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** SPEC.md §7 API_BASE_URL; default '/api' (same origin). */
  readonly VITE_API_BASE_URL?: string;
  /** Set by the build-manifest plugin in vite.config.ts; 'dev' under `vite`. */
  readonly VITE_BUILD_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
