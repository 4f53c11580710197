/**
 * Access-token timing shared by the PWA and the console (DESIGN.md §5, SPEC.md §9): refresh 5 min
 * before `exp`, treat a token as expired 30 s early, and after a failed refresh retry in 30 s,
 * doubling up to 16 min. Only timers and `atob`: no DOM, no library.
 */
export const REFRESH_BEFORE_MS = 5 * 60_000;
export const EXPIRY_MARGIN_MS = 30_000;
export const BACKOFF_START_MS = 30_000;
export const BACKOFF_MAX_MS = 16 * 60_000;

/** `exp` of a JWT in ms since epoch, or null when the token is not a readable JWT. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** True when the token is missing, unreadable or within 30 s of its expiry. */
export function isExpired(token: string | null, now = Date.now()): boolean {
  const exp = token ? tokenExpiry(token) : null;
  return exp === null || now >= exp - EXPIRY_MARGIN_MS;
}

export interface RefreshScheduler {
  /** (Re)arms the timer for the current token; stops when there is none. */
  start(): void;
  stop(): void;
}

/**
 * Calls `refresh` 5 min before the current token expires (it must store the new token, which
 * `readToken` then returns), and after a failure retries with the back-off above.
 */
export function createRefreshScheduler(opts: {
  readToken(): string | null;
  refresh(): Promise<unknown>;
}): RefreshScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let backoff = BACKOFF_START_MS;

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(run, Math.max(0, delayMs));
  };

  async function run() {
    try {
      await opts.refresh();
      backoff = BACKOFF_START_MS;
      scheduler.start();
    } catch {
      schedule(backoff);
      backoff = Math.min(backoff * 2, BACKOFF_MAX_MS);
    }
  }

  const scheduler: RefreshScheduler = {
    start() {
      const token = opts.readToken();
      const exp = token ? tokenExpiry(token) : null;
      if (exp === null) return scheduler.stop();
      schedule(exp - REFRESH_BEFORE_MS - Date.now());
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
      backoff = BACKOFF_START_MS;
    },
  };
  return scheduler;
}
