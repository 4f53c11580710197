/**
 * `npm run typecheck`: TypeScript 7's `tsc -p` (the native compiler, installed as `typescript7`;
 * decision 0090) on every workspace, two at a time (decision 0087). It checks what TypeScript 5.9
 * did in about a fifth of the time; 5.9 stays installed as the library tools load (dependency-cruiser
 * parses through it, editors use it). The largest projects start first. A project's output is
 * printed whole when it ends; the exit code is 1 when any project has an error.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// by path: node_modules/.bin/tsc is either version's, whichever npm linked last
const tsc = path.join(root, 'node_modules/typescript7/bin/tsc');

/** Largest first (tsc's own time on each), so the last to start is a short one. */
const projects = ['apps/api', 'apps/web', 'apps/admin', 'packages/shared', 'e2e', 'apps/extension', 'scripts'];
const parallel = Number(process.env.TYPECHECK_JOBS ?? 2);

function check(project: string): Promise<number> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(tsc, ['-p', project], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`tsc -p ${project}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code ?? 1);
    });
    child.on('error', () => resolve(1));
  });
}

const queue = [...projects];
let failed = 0;
await Promise.all(
  Array.from({ length: Math.max(1, parallel) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) if ((await check(next)) !== 0) failed += 1;
  }),
);
process.exit(failed > 0 ? 1 : 0);
