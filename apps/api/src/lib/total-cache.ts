/**
 * Totals of the staff's whole-table lists (every order, every recharge, by status), cached per
 * process and dropped when the table changes (decision 0024). Counting 200,000 orders is an
 * index-only scan of ~15 ms on every page request, the cost of a deep staff page; a total changes
 * only when a row of its table is written.
 *
 * - Migration 0008's statement-level triggers send `table_changed` with the table's name at commit
 *   (one notification per table and transaction; none for a rollback); every instance hears it on
 *   its change feed and drops that table's totals.
 * - Only totals of at least `MIN_CACHED_TOTAL` rows are kept: below that, counting costs less than a
 *   millisecond and stays exact to the instant, so small installations and the tests never see a
 *   total that waits for a notification.
 * - Nothing is served from cache while the feed is not listening; it is cleared on (re)connection.
 *   A load that an invalidation overtook is not stored (InvalidatingCache's generations).
 * - Anchors of deep pages (decision 0073): the sort key (created_at, id) of the row at every
 *   `ANCHOR_STEP`-th position of a staff list, so page 500 of 20 seeks from position 9,900 by the
 *   index and skips 80 entries instead of 9,980. Kept and dropped with the table's totals.
 */
import type { Executor } from '../db/client.ts';
import type { ChangeFeed, FeedChannel } from './change-feed.ts';
import { InvalidatingCache } from './invalidating-cache.ts';

/** Totals smaller than this are counted on every request. */
export const MIN_CACHED_TOTAL = 1_000;

/** Safety net only: writes invalidate at once through the notification. */
const TTL_MS = 60_000;

/**
 * Deep pages seek from the nearest multiple of this position below their offset (decision 0073: 100
 * since the page itself is planned once; 1,000 left up to 999 entries to skip on every request).
 */
export const ANCHOR_STEP = 100;

/** The sort key of the row at a position of a newest-first list: created_at as PostgreSQL prints it (µs kept). */
export interface PageAnchor {
  at: string;
  id: number;
}

/** One instance's cached totals (`table:filter`) and page anchors (`table:filter@position`). */
export class TotalCache {
  readonly #cache = new InvalidatingCache<string, number>(TTL_MS, 1_000);
  readonly #anchors = new InvalidatingCache<string, PageAnchor | null>(TTL_MS, 10_000);
  readonly #keysByTable = new Map<string, Set<string>>();
  #feed: ChangeFeed | null = null;

  /** The feed channel to pass to startChangeFeed. */
  readonly channel: FeedChannel = {
    channel: 'table_changed',
    notified: (table) => {
      for (const key of this.#keysByTable.get(table) ?? []) {
        this.#cache.invalidate(key);
        this.#anchors.invalidate(key);
      }
      this.#keysByTable.delete(table);
    },
    listening: () => {
      this.#cache.clear();
      this.#anchors.clear();
      this.#keysByTable.clear();
    },
  };

  /** Serves from cache while `feed` listens, for list queries run on `db`. */
  attach(db: Executor, feed: ChangeFeed): void {
    this.#feed = feed;
    byDb.set(db, this);
  }

  async get(table: string, filter: string, count: () => Promise<number>): Promise<number> {
    if (!this.#feed?.listening) return count();
    const key = `${table}:${filter}`;
    const keys = this.#keysByTable.get(table) ?? new Set<string>();
    this.#keysByTable.set(table, keys.add(key));
    return this.#cache.get(key, count, (n) => n >= MIN_CACHED_TOTAL);
  }

  /** The anchor at `position` of `table` under `filter`, from cache while the feed listens. */
  async anchor(table: string, filter: string, position: number, load: () => Promise<PageAnchor | null>) {
    if (!this.#feed?.listening) return load();
    const key = `${table}:${filter}@${position}`;
    const keys = this.#keysByTable.get(table) ?? new Set<string>();
    this.#keysByTable.set(table, keys.add(key));
    return this.#anchors.get(key, load);
  }
}

const byDb = new WeakMap<object, TotalCache>();

/**
 * The total of `table`'s rows under `filter` (e.g. a status), from the cache of `db`'s instance
 * when it has one, else counted by `count` (a transaction handle, a script's database).
 */
export function cachedTotal(
  db: Executor,
  table: string,
  filter: string,
  count: () => Promise<number>,
): Promise<number> {
  const cache = byDb.get(db);
  return cache ? cache.get(table, filter, count) : count();
}

/** The anchor at `position` (a multiple of ANCHOR_STEP) of `table` under `filter`, cached like totals. */
export function cachedAnchor(
  db: Executor,
  table: string,
  filter: string,
  position: number,
  load: () => Promise<PageAnchor | null>,
): Promise<PageAnchor | null> {
  const cache = byDb.get(db);
  return cache ? cache.anchor(table, filter, position, load) : load();
}
