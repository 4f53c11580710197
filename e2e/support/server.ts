/**
 * The product server of the worker running this test file (global-setup.ts starts one per worker,
 * decision 0087). Files in one worker run one after the other on it, as they all once shared one.
 */
import { inject } from 'vitest';

/** Base URL (`http://127.0.0.1:<port>`) of this worker's server. */
export function serverUrl(): string {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1'); // 1 … maxWorkers
  const url = urls[(worker - 1) % urls.length];
  if (!url) throw new Error(`no e2e server for worker ${worker} (${urls.length} started)`);
  return url;
}
