/**
 * The node flags of an apps/api `start` script (`node <flags> dist/server.js`), so tests and
 * benchmarks run the server exactly as `npm start` does (decision 0080: the young generation's size).
 * `apiDir`: the apps/api folder whose package.json is read (default this one; the deposit benchmark
 * reads an older checkout's). Throws when the script has another shape.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function startFlags(apiDir = path.resolve(import.meta.dirname, '..')): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
  const words = String(scripts?.start ?? '').split(/\s+/);
  if (words[0] !== 'node' || words.at(-1) !== 'dist/server.js') {
    throw new Error(`apps/api's start script is not "node <flags> dist/server.js": ${scripts?.start}`);
  }
  return words.slice(1, -1);
}
