/**
 * JavaScript a phone downloads for a route, from dist/.vite/manifest.json (build.manifest: true):
 * the entry and its static imports, plus the route's lazy modules (layout, page, and what the page
 * renders at once) and their static imports, each file once, gzip level 9.
 * Usage (after `vite build`): node scripts/measure-bundle.mjs. Exit code 1 when a budgeted route
 * (/auth/login, signed-in /) is over 100 KB. The chunks fetched after `load` (service worker
 * registration, build poll) are listed apart.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

// The budget of decision 0012 and npm run bench (e2e/bench/js-budget.ts): 100 KB of 1024 bytes.
const BUDGET = 100 * 1024;
const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);

function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in manifest: ${key}`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) collect(dep, files);
  return files;
}

/** Lazy modules the home page renders at once (the paste-link island), when it has them. */
function homeRendersAtOnce() {
  const home = manifest['src/app/pages/home-page.tsx'];
  const island = (home?.imports ?? []).map((k) => manifest[k]).find((c) => c?.src?.includes('paste-link-island'));
  return [...(home?.dynamicImports ?? []), ...(island?.dynamicImports ?? [])];
}

const gz = (file) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function report(label, keys, { base = true, exclude = new Set(), budget = false } = {}) {
  const files = base ? collect(entry) : new Set();
  for (const key of keys) collect(key, files);
  const rows = [...files].filter((f) => !exclude.has(f)).map((f) => [gz(f), f]);
  const total = rows.reduce((sum, [n]) => sum + n, 0);
  const verdict = budget ? (total <= BUDGET ? ' ✓ within 100 KB' : ' ✗ OVER 100 KB') : '';
  console.log(`${label}: ${kb(total)} gzip in ${rows.length} files${verdict}`);
  for (const [n, f] of rows) console.log(`  ${(n / 1024).toFixed(1).padStart(6)} KB  ${f}`);
  return budget && total > BUDGET;
}

const blank = 'src/app/layouts/blank-layout.tsx';
const layout = 'src/app/layouts/default-layout.tsx';
const home = 'src/app/pages/home-page.tsx';
let over = false;
over = report('/auth/login', [blank, 'src/features/auth/pages/login-page.tsx'], { budget: true }) || over;
over = report('/ signed in', [layout, home, ...homeRendersAtOnce()], { budget: true }) || over;
report('/ signed in, without the paste-link box', [layout, home]);
report('/auth/register (not budgeted)', [blank, 'src/features/auth/pages/register-page.tsx']);
report('after load: service worker + build poll', ['src/lib/pwa.ts', 'src/lib/build-update.ts'], {
  base: false,
  exclude: collect(entry),
});
process.exitCode = over ? 1 : 0;
