/**
 * Access-token timing shared by the PWA and the console (DESIGN.md §5, SPEC.md §9): refresh 5 min
 * before `exp`, treat a token as expired 30 s early, and after a failed refresh retry in 30 s,
 * doubling up to 16 min. Only timers and `atob`: no DOM, no library.
 *
 * Every decision is taken on the server's clock, not the device's: `clockOffsetOf(token)` is the
 * difference between the token's `iat` and the local clock when it arrived (a phone 2 h ahead gives
 * about −2 h), and the functions below take that offset (ms, added to `Date.now()`). See
 * docs/decisions/0020-client-session-resilience.md.
 */
export const REFRESH_BEFORE_MS = 5 * 60_000;
export const EXPIRY_MARGIN_MS = 30_000;
export const BACKOFF_START_MS = 30_000;
export const BACKOFF_MAX_MS = 16 * 60_000;

/** `exp` and `iat` of a JWT in ms since epoch (null when absent), or null when the token is not a readable JWT. */
export function tokenTimes(token: string): { exp: number | null; iat: number | null } | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { exp?: unknown; iat?: unknown };
    if (!claims || typeof claims !== 'object') return null;
    return {
      exp: typeof claims.exp === 'number' ? claims.exp * 1000 : null,
      iat: typeof claims.iat === 'number' ? claims.iat * 1000 : null,
    };
  } catch {
    return null;
  }
}

/** `exp` of a JWT in ms since epoch, or null when the token is not a readable JWT. */
export function tokenExpiry(token: string): number | null {
  return tokenTimes(token)?.exp ?? null;
}

/**
 * Server clock minus local clock (ms), from a token that was just issued: its `iat` against the
 * local time it was received at. 0 when the token carries no `iat`. `iat` has a 1 s resolution, so
 * offsets under 2 s are taken as 0 (no skew).
 */
export function clockOffsetOf(token: string, receivedAt = Date.now()): number {
  const iat = tokenTimes(token)?.iat;
  if (iat == null) return 0;
  const offset = iat - receivedAt;
  return Math.abs(offset) < 2_000 ? 0 : offset;
}

/** True when the token is missing, unreadable or within 30 s of its expiry, on the server's clock. */
export function isExpired(token: string | null, now = Date.now(), offsetMs = 0): boolean {
  const exp = token ? tokenExpiry(token) : null;
  return exp === null || now + offsetMs >= exp - EXPIRY_MARGIN_MS;
}

/** Wait before retry number `failures` (1, 2, …): `start`, doubling, at most 16 min. */
export function backoffDelay(failures: number, start = BACKOFF_START_MS): number {
  return Math.min(start * 2 ** Math.max(0, failures - 1), BACKOFF_MAX_MS);
}

/** Local ms until the token should be refreshed (5 min before `exp` on the server's clock); null when unreadable. */
export function refreshDueIn(token: string, now = Date.now(), offsetMs = 0): number | null {
  const exp = tokenExpiry(token);
  return exp === null ? null : exp - REFRESH_BEFORE_MS - (now + offsetMs);
}

export interface RefreshScheduler {
  /** (Re)arms the timer for the current token; stops when there is none. */
  start(): void;
  stop(): void;
}

/**
 * Calls `refresh` 5 min before the current token expires (it must store the new token, which
 * `readToken` then returns), and after a failure retries with the back-off above.
 * `clockOffset()` is the server-minus-local offset (ms; default 0), `now` the local clock.
 * A refresh that leaves a token still due (the clock estimate is off) counts as a failure for the
 * timing, so whatever the device clock says there is at most one attempt per back-off step.
 */
export function createRefreshScheduler(opts: {
  readToken(): string | null;
  refresh(): Promise<unknown>;
  clockOffset?(): number;
  now?(): number;
}): RefreshScheduler {
  const now = opts.now ?? (() => Date.now());
  const offset = opts.clockOffset ?? (() => 0);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let running = false;
  let generation = 0; // bumped by stop(): a refresh that was under way then re-arms nothing

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(run, Math.max(0, delayMs));
  };
  const dueIn = () => {
    const token = opts.readToken();
    return token ? refreshDueIn(token, now(), offset()) : null;
  };
  const backOff = () => {
    failures += 1;
    schedule(backoffDelay(failures));
  };

  async function run() {
    timer = undefined;
    const before = dueIn();
    if (before === null) return scheduler.stop();
    // Another tab refreshed meanwhile (the stored token changed): wait for the new one's time.
    if (failures === 0 && before > 1_000) return schedule(before);
    running = true;
    const gen = generation;
    let ok = true;
    try {
      await opts.refresh();
    } catch {
      ok = false;
    }
    if (gen !== generation) return;
    running = false;
    if (!ok) return backOff();
    const delay = dueIn();
    if (delay === null) return scheduler.stop();
    if (delay < BACKOFF_START_MS) return backOff(); // a fresh token that already looks due
    failures = 0;
    schedule(delay);
  }

  const scheduler: RefreshScheduler = {
    start() {
      if (running) return; // the refresh under way re-arms the timer itself
      const delay = dueIn();
      if (delay === null) return scheduler.stop();
      if (failures > 0 && timer !== undefined) return; // a back-off wait is running: keep it
      schedule(delay);
    },
    stop() {
      generation += 1;
      running = false;
      clearTimeout(timer);
      timer = undefined;
      failures = 0;
    },
  };
  return scheduler;
}
