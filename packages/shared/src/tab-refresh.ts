/**
 * One token refresh for all the tabs of a browser (decision 0020). Every tab shares the
 * token through localStorage; when several tabs (or several calls in one tab) find it due at the
 * same moment, only one POST /auth/refresh goes out, and the others take the token it stored.
 * Presenting the same refresh cookie twice would look like reuse to the API and revoke the session.
 *
 * - In a tab: concurrent callers share one promise.
 * - Across tabs: the Web Locks API (`navigator.locks`), an exclusive lock per name; inside it a tab
 *   first looks whether another tab stored a fresh token meanwhile, and only otherwise refreshes.
 * - Without Web Locks (old browsers): a lease in storage (`<name>:lease` = expiry in ms); a tab that
 *   finds another tab's lease waits (polling) until that tab stores a fresh token or the lease ends.
 *   Two tabs can still both take the lease in the same instant: the API's grace window for the
 *   previous refresh token covers that rare case.
 * Only the DOM types; locks, storage, clock and sleep are injected so tests can play several tabs.
 */

/** The part of `navigator.locks` used here: `ifAvailable` hands the callback null when the lock is held. */
export interface LockManagerLike {
  request<T>(
    name: string,
    options: { ifAvailable?: boolean },
    callback: (lock: object | null) => Promise<T>,
  ): Promise<T>;
}

/** The part of `localStorage` used for the fallback lease. */
export type LeaseStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TabRefreshOptions {
  /** Lock (and lease key) name, e.g. `jwt_token-refresh`. */
  name: string;
  /** The token as stored now (shared by all tabs). */
  readToken(): string | null;
  /** True when a token needs no refresh (not expired on the server's clock). */
  isFresh(token: string): boolean;
  /** The network refresh: POST /auth/refresh, store the token, return it. Throws on failure. */
  refresh(): Promise<string>;
  locks?: LockManagerLike | null;
  storage?: LeaseStorage | null;
  /** Longest a fallback lease is honoured (ms); default 10 s. */
  leaseMs?: number;
  now?(): number;
  sleep?(ms: number): Promise<void>;
}

/** `refreshFrom(stale)`: a fresh token, refreshing only if no other tab replaced `stale` already. */
export type TabRefresh = (stale: string | null) => Promise<string>;

const POLL_MS = 100;
/**
 * How long a tab that waited for another tab's lock looks for that tab's token before refreshing
 * itself: localStorage reaches another tab's process a moment after the lock is released (seen in
 * Chromium: the waiting tab still read the old token and refreshed again with the rotated cookie).
 */
const SETTLE_MS = 1_000;
const SETTLE_POLL_MS = 25;
const BUSY = Symbol('busy');

export function createTabRefresh(opts: TabRefreshOptions): TabRefresh {
  const now = opts.now ?? (() => Date.now());
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const leaseMs = opts.leaseMs ?? 10_000;
  const leaseKey = `${opts.name}:lease`;
  let pending: Promise<string> | null = null;

  /** A token another tab stored after `stale`, if it is fresh. */
  const replaced = (stale: string | null): string | null => {
    const current = opts.readToken();
    return current && current !== stale && opts.isFresh(current) ? current : null;
  };

  const refreshUnlessReplaced = async (stale: string | null) => replaced(stale) ?? opts.refresh();

  /** The token another tab stored after `stale`, looked for during SETTLE_MS; null when none came. */
  async function settledReplacement(stale: string | null): Promise<string | null> {
    for (let waited = 0; ; waited += SETTLE_POLL_MS) {
      const token = replaced(stale);
      if (token || waited >= SETTLE_MS) return token;
      await sleep(SETTLE_POLL_MS);
    }
  }

  /** Web Locks: refresh at once when the lock is free; after waiting for another tab, take its token. */
  async function withLocks(locks: LockManagerLike, stale: string | null): Promise<string> {
    const first = await locks.request(opts.name, { ifAvailable: true }, async (lock) =>
      lock ? refreshUnlessReplaced(stale) : BUSY,
    );
    if (first !== BUSY) return first;
    return locks.request(opts.name, {}, async () => (await settledReplacement(stale)) ?? opts.refresh());
  }

  const leaseEnd = (): number => {
    const value = Number(opts.storage?.getItem(leaseKey) ?? 0);
    return Number.isFinite(value) ? value : 0;
  };

  async function withLease(stale: string | null): Promise<string> {
    const storage = opts.storage;
    if (!storage) return opts.refresh();
    while (leaseEnd() > now()) {
      const token = replaced(stale);
      if (token) return token;
      await sleep(POLL_MS);
    }
    const early = replaced(stale);
    if (early) return early;
    const mine = now() + leaseMs;
    try {
      storage.setItem(leaseKey, String(mine));
    } catch {
      // storage full or disabled: refresh without a lease
    }
    try {
      return await opts.refresh();
    } finally {
      try {
        if (storage.getItem(leaseKey) === String(mine)) storage.removeItem(leaseKey);
      } catch {
        // nothing to release
      }
    }
  }

  return (stale) => {
    pending ??= (async () => {
      try {
        if (opts.locks) return await withLocks(opts.locks, stale);
        return await withLease(stale);
      } finally {
        pending = null;
      }
    })();
    return pending;
  };
}

/** `navigator.locks` when the browser has it, else null. */
export function browserLocks(): LockManagerLike | null {
  const nav = typeof navigator === 'undefined' ? undefined : (navigator as { locks?: LockManagerLike });
  return nav?.locks && typeof nav.locks.request === 'function' ? nav.locks : null;
}

/** `localStorage` when usable, else null. */
export function browserStorage(): LeaseStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
