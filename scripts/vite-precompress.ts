/**
 * Vite plugin: after the build (and after every other plugin, the service worker included), writes
 * a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) twin of each text asset of 1 KB or more in
 * the output directory. The API's @fastify/static sends the twin the browser accepts
 * (`preCompressed`), so no CPU is spent compressing static files per request (decision 0021).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Extensions worth compressing (images and fonts are compressed already). */
const compressible = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml']);
/** Smaller files gain less than a round of header overhead. */
export const PRECOMPRESS_MIN_BYTES = 1024;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** Compresses every eligible file under `dir`; returns how many files got twins. */
export async function precompressDirectory(dir: string): Promise<number> {
  let count = 0;
  for await (const file of walk(dir)) {
    if (!compressible.has(path.extname(file))) continue;
    if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) continue;
    const content = await readFile(file);
    const [br, gzipped] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gz(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    count += 1;
  }
  return count;
}

/** The plugin; `outDir` is read from the resolved config. */
export function precompress() {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build' as const,
    configResolved(config: { root: string; build: { outDir: string } }) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post' as const,
      sequential: true,
      async handler() {
        await precompressDirectory(outDir);
      },
    },
  };
}
