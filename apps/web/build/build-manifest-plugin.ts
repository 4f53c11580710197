/**
 * Build-update manifest (SPEC.md §4, §7): gives each build an id, exposes it to the app as
 * `import.meta.env.VITE_BUILD_ID`, and emits `builds/latest.json` ({ id, timestamp }) and
 * `builds/meta/{id}.json` next to the app. The PWA config keeps `builds/**` out of the precache
 * and the app fetches latest.json with `cache: 'no-store'` (STACK.md trap 9).
 */
import type { Plugin } from 'vite';

export function buildManifest(): Plugin {
  const timestamp = Date.now();
  const id = `${timestamp.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: 'app:build-manifest',
    config(_config, { command }) {
      const value = command === 'build' ? id : 'dev';
      return { define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(value) } };
    },
    generateBundle(_options, bundle) {
      const latest = { id, timestamp };
      const files = Object.keys(bundle).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify(latest) });
      this.emitFile({
        type: 'asset',
        fileName: `builds/meta/${id}.json`,
        source: JSON.stringify({ ...latest, files }),
      });
    },
  };
}
