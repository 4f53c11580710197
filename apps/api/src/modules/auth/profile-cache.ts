/**
 * The current-user profile (with the wallet balance) cached per process for GET /CurrentUser, the
 * app's hottest read. Correct by invalidation, not by expiry: the database notifies every instance
 * when a user row or a wallet balance changes, and this process invalidates right after its own
 * commits; while the change feed is not listening nothing is served from cache (decision 0009).
 */
import type { CurrentUser } from '@app/shared/contracts/auth';
import type { Db } from '../../db/client.ts';
import type { ChangeFeed } from '../../lib/db/change-feed.ts';
import { changeEventsOf } from '../../lib/platform/change-events.ts';
import { InvalidatingCache } from '../../lib/platform/invalidating-cache.ts';

/** The cached part of the profile: the terms version in force is added per answer (decision 0102). */
export type CachedProfile = Omit<CurrentUser, 'currentTermsVersion'>;

export interface ProfileCache {
  get(userId: number, load: () => Promise<CachedProfile>): Promise<CachedProfile>;
  close(): void;
}

export function createProfileCache(db: Db, feed: ChangeFeed, ttlMs = 60_000): ProfileCache {
  const cache = new InvalidatingCache<number, CachedProfile>(ttlMs);
  const close = changeEventsOf(db).subscribe({
    userChanged: (userId) => cache.invalidate(userId),
    sessionRevoked: () => {},
    reset: () => cache.clear(),
  });
  return { get: (userId, load) => (feed.listening ? cache.get(userId, load) : load()), close };
}
