/**
 * Bundles src/server.ts and the @app/shared modules it imports into dist/server.js (ESM, Node 20),
 * and the first-admin command src/cli/admin.ts into dist/admin.js (`npm run admin`, decision 0097),
 * so `npm start` runs plain JavaScript, not a TypeScript loader. npm packages stay external
 * (resolved from node_modules at runtime: native argon2, embedded PostgreSQL's binaries);
 * migrations and data files are found through src/lib/platform/paths.ts (decision 0023).
 */
import path from 'node:path';
import { build } from 'esbuild';

const apiRoot = path.resolve(import.meta.dirname, '..');
/** Where the bundle goes: what `npm start` (and the browser tests' server) runs. */
export const serverBundle = path.join(apiRoot, 'dist/server.js');

/** Writes dist/server.js (and its source map); resolves with its size in bytes and the time taken, ms. */
export async function bundleServer(): Promise<{ bytes: number; ms: number }> {
  const started = performance.now();
  const result = await build({
    entryPoints: { server: path.join(apiRoot, 'src/server.ts'), admin: path.join(apiRoot, 'src/cli/admin.ts') },
    outdir: path.dirname(serverBundle),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    metafile: true,
    plugins: [
      {
        // Workspace packages (@app/*) are TypeScript source: bundle them; every other package is external.
        name: 'externals',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const bytes = result.metafile.outputs[path.relative(process.cwd(), serverBundle)]?.bytes ?? 0;
  return { bytes, ms: Math.round(performance.now() - started) };
}
