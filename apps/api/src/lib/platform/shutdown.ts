/**
 * Graceful stop of the server process on SIGTERM/SIGINT (decision 0023): stop accepting
 * connections, let requests in flight finish (at most `drainMs`, then their connections are cut),
 * run the app's onClose hooks, then the caller's steps in order (close the pool, stop embedded
 * PostgreSQL). Exit code 0 when everything closed, 1 when a step failed or the whole stop outlived
 * `deadlineMs` (a supervisor must not wait for ever).
 */
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** Longest wait for requests in flight, ms (default 8 s). */
  drainMs?: number;
  /** Longest whole stop before the process exits 1 regardless, ms (default 9.5 s). */
  deadlineMs?: number;
  log?: (message: string) => void;
  exit?: (code: number) => void;
}

/**
 * Closes `app` and then runs `steps`; resolves with the exit code. Idle keep-alive connections are
 * closed as they become idle (Fastify's keep-alive timeout is 72 s), busy ones once `drainMs` passed.
 */
export async function closeGracefully(
  app: FastifyInstance,
  steps: Array<() => Promise<void>>,
  opts: ShutdownOptions = {},
): Promise<number> {
  const log = opts.log ?? (() => {});
  const server = app.server;
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const force = setTimeout(() => {
    log('shutdown: requests still running after the drain time; closing their connections');
    server.closeAllConnections();
  }, opts.drainMs ?? 8_000);
  let code = 0;
  try {
    await app.close();
  } catch (error) {
    log(`shutdown: closing the app failed: ${(error as Error).message}`);
    code = 1;
  } finally {
    clearInterval(idle);
    clearTimeout(force);
  }
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      log(`shutdown: ${(error as Error).message}`);
      code = 1;
    }
  }
  return code;
}

/** Installs SIGTERM and SIGINT handlers that close gracefully once and exit with its code. */
export function exitOnSignals(
  app: FastifyInstance,
  steps: Array<() => Promise<void>>,
  opts: ShutdownOptions = {},
): void {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return; // a second Ctrl+C does not start a second stop
    stopping = true;
    opts.log?.(`shutdown: ${signal} received`);
    setTimeout(() => {
      opts.log?.('shutdown: deadline passed; exiting');
      exit(1);
    }, opts.deadlineMs ?? 9_500).unref();
    void closeGracefully(app, steps, opts).then(exit);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
