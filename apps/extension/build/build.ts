/**
 * `npm run build -w @app/extension`: Vite builds each entry as one classic script (IIFE; content
 * scripts cannot be modules, and one format keeps the service worker simple too) into `dist/`,
 * writes the manifest and the options page beside them, and zips `dist/` into
 * `release/mua-ho-extension-<version>.zip` (fflate). `EXTENSION_SERVER_ORIGIN` sets the default
 * server (default `http://localhost:3000`, where `npm start` listens: apps/api/src/config/env.ts).
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { build } from 'vite';
import { manifest } from './manifest.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const release = path.join(root, 'release');
const origin = new URL(process.env.EXTENSION_SERVER_ORIGIN ?? 'http://localhost:3000').origin;
const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version?: string };
const extVersion = version ?? '1.0.0';

const entries = {
  content: 'src/content/main.ts',
  worker: 'src/worker/worker.ts',
  options: 'src/options/options.ts',
};

rmSync(dist, { recursive: true, force: true });
for (const [name, entry] of Object.entries(entries)) {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    define: { __SERVER_ORIGIN__: JSON.stringify(origin) },
    build: {
      outDir: dist,
      emptyOutDir: false,
      minify: true,
      target: 'chrome116',
      lib: { entry: path.join(root, entry), formats: ['iife'], name: `muaHo_${name}`, fileName: () => `${name}.js` },
    },
  });
}
copyFileSync(path.join(root, 'src/options/options.html'), path.join(dist, 'options.html'));
copyFileSync(path.join(root, 'src/options/options.css'), path.join(dist, 'options.css'));
writeFileSync(path.join(dist, 'manifest.json'), `${JSON.stringify(manifest(origin, extVersion), null, 2)}\n`);

mkdirSync(release, { recursive: true });
const files = Object.fromEntries(readdirSync(dist).map((f) => [f, new Uint8Array(readFileSync(path.join(dist, f)))]));
const zip = path.join(release, `mua-ho-extension-${extVersion}.zip`);
writeFileSync(zip, zipSync(files, { level: 9 }));
console.log(`extension: ${dist} (server ${origin}), ${path.relative(process.cwd(), zip)}`);
