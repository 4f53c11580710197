/**
 * Where the API's files are at runtime, the same whether it runs from source (tsx: apps/api/src/…)
 * or from the bundle (`npm start`: apps/api/dist/server.js): the first folder upwards from this
 * module that holds the committed migrations is apps/api (decision 0023).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

function findApiRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`apps/api not found above ${start}`);
    dir = parent;
  }
}

/** Absolute path of apps/api (holds drizzle/ and data/). */
export const apiRoot = findApiRoot(import.meta.dirname);
/** Absolute path of the repository root (holds apps/web/dist, apps/admin/dist and ./data). */
export const repoRoot = path.resolve(apiRoot, '../..');
