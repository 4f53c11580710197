/**
 * Whether the app can reach its API (decision 0020), for the offline banner of the PWA
 * and the console (each app's lib/connection.ts adds the React hook):
 * `'offline'` (the browser is offline or a call failed at the network level), `'server'` (the API
 * answered 5xx or 429), or null. A failure to load the session is sorted by `failureKind`: only a
 * 401 means the server refused the session; anything else keeps token and shell and is retried by
 * `retryUntilDone` (back-off, and at once when the connection returns).
 */
import { ApiError } from './client.ts';
import { backoffDelay } from './session-timing.ts';

export type ConnectionProblem = 'offline' | 'server' | null;

let problem: ConnectionProblem = null;
const listeners = new Set<() => void>();

export function getConnectionProblem(): ConnectionProblem {
  return problem;
}

export function setConnectionProblem(next: ConnectionProblem): void {
  if (next === problem) return;
  problem = next;
  for (const l of listeners) l();
}

/** Calls `listener` on every change of the problem; returns the function that unsubscribes. */
export function subscribeConnectionProblem(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `'refused'`: 401, the session is over. `'offline'`: no answer (status 0). `'server'`: any other failure. */
export function failureKind(err: unknown): 'refused' | 'offline' | 'server' {
  if (err instanceof ApiError) {
    if (err.status === 401) return 'refused';
    if (err.status === 0) return 'offline';
  }
  return 'server';
}

/** First wait before retrying a session load that failed for a connection reason (ms); doubles to 16 min. */
export const RETRY_START_MS = 5_000;

interface RetryOptions {
  /** Called after each failure that will be retried, with its kind. */
  onProblem(kind: 'offline' | 'server'): void;
  /** Called once when the server refused (401); no more retries. */
  onRefused(err: unknown): void;
  onDone(): void;
  /** Where `online` events come from (window). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  startMs?: number;
}

/**
 * Runs `attempt` until it succeeds or is refused: after a network or server failure it waits
 * 5 s, 10 s, 20 s… (at most 16 min), and tries at once when the browser comes back online.
 * Returns a cancel function.
 */
export function retryUntilDone(attempt: () => Promise<unknown>, opts: RetryOptions): () => void {
  const events = opts.events ?? (typeof window === 'undefined' ? undefined : window);
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let busy = false;
  let over = false;

  const finish = () => {
    over = true;
    clearTimeout(timer);
    events?.removeEventListener('online', now);
  };
  async function run() {
    if (busy || over) return;
    busy = true;
    clearTimeout(timer);
    try {
      await attempt();
      if (over) return;
      finish();
      opts.onDone();
    } catch (err) {
      if (over) return;
      const kind = failureKind(err);
      if (kind === 'refused') {
        finish();
        opts.onRefused(err);
        return;
      }
      failures += 1;
      opts.onProblem(kind);
      timer = setTimeout(run, backoffDelay(failures, opts.startMs ?? RETRY_START_MS));
    } finally {
      busy = false;
    }
  }
  function now() {
    void run();
  }
  events?.addEventListener('online', now);
  void run();
  return finish;
}

/**
 * Follows the browser's online/offline events for the banner (once, from the app shell): offline
 * shows it; back online hides it (a session load that still fails shows it again).
 */
export function watchBrowserConnection(target: Window = window): () => void {
  const offline = () => setConnectionProblem('offline');
  const online = () => setConnectionProblem(null);
  if (target.navigator?.onLine === false) offline();
  target.addEventListener('offline', offline);
  target.addEventListener('online', online);
  return () => {
    target.removeEventListener('offline', offline);
    target.removeEventListener('online', online);
  };
}
