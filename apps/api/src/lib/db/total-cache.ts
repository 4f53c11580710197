/**
 * The one count cache of an instance (decisions 0024, 0045, 0086): totals of the staff's whole-table
 * lists (every order, every recharge, by status) and the console's menu badges (staff-counts), cached
 * per process and dropped when a table they count changes. Counting 200,000 orders is an index-only
 * scan of ~15 ms on every page request, the cost of a deep staff page; a count changes only when a
 * row of its table is written.
 *
 * - Migration 0008's statement-level triggers send `table_changed` with the table's name at commit
 *   (one notification per table and transaction; none for a rollback); every instance hears it on
 *   its change feed and drops that table's totals.
 * - The instance that commits a status change drops the counts of the subject's table right after
 *   its own commit (`statusChanged`, lib/status/transition.ts), so a member who approves a recharge sees the
 *   badge fall on the next read, before the notification travels.
 * - Only totals of at least `MIN_CACHED_TOTAL` rows are kept: below that, counting costs less than a
 *   millisecond and stays exact to the instant, so small installations and the tests never see a
 *   total that waits for a notification.
 * - Nothing is served from cache while the feed is not listening; it is cleared on (re)connection.
 *   A load that an invalidation overtook is not stored (InvalidatingCache's generations).
 * - Anchors of deep pages (decision 0073): the sort key (created_at, id) of the row at every
 *   `ANCHOR_STEP`-th position of a staff list, so page 500 of 20 seeks from position 9,900 by the
 *   index and skips 80 entries instead of 9,980. Kept and dropped with the table's totals.
 */
import { getTableName } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { changeEventsOf } from '../platform/change-events.ts';
import { InvalidatingCache } from '../platform/invalidating-cache.ts';
import type { ChangeFeed, FeedChannel } from './change-feed.ts';
import { type StatusSubjectType, statusSubjects } from './status-subjects.ts';

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

/** Whether the instance's change feed listens now (a cache serves only then). */
type Listening = Pick<ChangeFeed, 'listening'>;

/**
 * One instance's cached counts: list totals (`table:filter`), composite counts over several tables
 * (the menu badges), and page anchors (`table:filter@position`).
 */
export class TotalCache {
  readonly #cache = new InvalidatingCache<string, unknown>(TTL_MS, 1_000);
  readonly #anchors = new InvalidatingCache<string, PageAnchor | null>(TTL_MS, 10_000);
  readonly #keysByTable = new Map<string, Set<string>>();
  #feed: Listening | null = null;
  #unsubscribe: (() => void) | null = null;

  /** The feed channel to pass to startChangeFeed. */
  readonly channel: FeedChannel = {
    channel: 'table_changed',
    notified: (table) => this.#drop(table),
    listening: () => this.#clear(),
  };

  #drop(table: string): void {
    for (const key of this.#keysByTable.get(table) ?? []) {
      this.#cache.invalidate(key);
      this.#anchors.invalidate(key);
    }
    this.#keysByTable.delete(table);
  }

  #clear(): void {
    this.#cache.clear();
    this.#anchors.clear();
    this.#keysByTable.clear();
  }

  #remember(table: string, key: string): void {
    const keys = this.#keysByTable.get(table) ?? new Set<string>();
    this.#keysByTable.set(table, keys.add(key));
  }

  /**
   * Serves the list totals and anchors of queries run on `db` (`cachedTotal`, `cachedAnchor`) from
   * this cache while `feed` listens, and follows `db`'s own commits (`follow`).
   */
  attach(db: Executor, feed: Listening): void {
    byDb.set(db, this);
    this.follow(db, feed);
  }

  /**
   * Serves from cache while `feed` listens, and drops the counts of a subject's table after a status
   * change of it committed on `db` (this instance). Undone by `close()`.
   */
  follow(db: Executor, feed: Listening): void {
    this.#feed = feed;
    this.#unsubscribe?.();
    this.#unsubscribe = changeEventsOf(db).subscribe({
      userChanged: () => {},
      sessionRevoked: () => {},
      statusChanged: (subjectType) => {
        const subject = statusSubjects[subjectType as StatusSubjectType];
        if (subject) this.#drop(getTableName(subject.table));
      },
      reset: () => this.#clear(),
    });
  }

  /** Stops following this instance's own commits (the app's onClose). */
  close(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
  }

  /** A list total: cached when it is at least MIN_CACHED_TOTAL, counted every time below. */
  async get(table: string, filter: string, count: () => Promise<number>): Promise<number> {
    if (!this.#feed?.listening) return count();
    const key = `${table}:${filter}`;
    this.#remember(table, key);
    return this.#cache.get(key, count, (n) => (n as number) >= MIN_CACHED_TOTAL) as Promise<number>;
  }

  /**
   * A count over rows of `tables` (e.g. the menu badges over orders and recharges) named `name`,
   * always cached while the feed listens, dropped when any of the tables changes.
   */
  async counts<T>(tables: readonly string[], name: string, load: () => Promise<T>): Promise<T> {
    if (!this.#feed?.listening) return load();
    const key = `${tables.join('+')}:${name}`;
    for (const table of tables) this.#remember(table, key);
    return this.#cache.get(key, load) as Promise<T>;
  }

  /** The anchor at `position` of `table` under `filter`, from cache while the feed listens. */
  async anchor(table: string, filter: string, position: number, load: () => Promise<PageAnchor | null>) {
    if (!this.#feed?.listening) return load();
    const key = `${table}:${filter}@${position}`;
    this.#remember(table, key);
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
