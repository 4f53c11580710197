/**
 * Listens for the database's change notifications (migration 0002: `user_changed` with a user id,
 * `session_revoked` with a session id) on one dedicated pooled connection and passes them to
 * the instance's change events, so every API instance drops what it cached. Until it listens, and whenever the
 * connection drops (notifications may be lost), `listening` is false and caches must not serve;
 * it reconnects with back-off and resets the caches once listening again.
 * Other channels ride on the same connection through `FeedChannel`s (the count cache's
 * `table_changed`, decision 0024): each hears its notifications and, after every (re)connect, that it
 * may have missed some. LISTEN/NOTIFY serves cache invalidation only: work that must happen after a
 * commit is a job enqueued in the transaction (decision 0086), which no lost notification can drop.
 */
import type pg from 'pg';
import type { Db } from '../../db/client.ts';
import { changeEventsOf } from '../platform/change-events.ts';

export interface ChangeFeed {
  readonly listening: boolean;
  close(): Promise<void>;
}

/** A further channel on the feed's connection. */
export interface FeedChannel {
  /** A PostgreSQL channel name (a plain identifier). */
  channel: string;
  notified(payload: string): void;
  /** Called once listening, after every (re)connect: notifications sent meanwhile were lost. */
  listening(): void;
}

export function startChangeFeed(db: Db, log: (message: string) => void, channels: FeedChannel[] = []): ChangeFeed {
  const pool = db.$client;
  const changeEvents = changeEventsOf(db);
  let client: pg.PoolClient | null = null;
  let closed = false;
  let delay = 250;
  let timer: NodeJS.Timeout | undefined;

  function retry(error: Error) {
    log(`change feed: ${error.message}`);
    if (closed) return;
    timer = setTimeout(connect, delay);
    delay = Math.min(delay * 2, 30_000);
  }

  async function connect() {
    if (closed) return;
    let c: pg.PoolClient;
    try {
      c = await pool.connect();
    } catch (error) {
      return retry(error as Error);
    }
    c.on('notification', (msg) => {
      if (msg.channel === 'user_changed') changeEvents.userChanged(Number(msg.payload));
      else if (msg.channel === 'session_revoked' && msg.payload) changeEvents.sessionRevoked(msg.payload);
      else for (const ch of channels) if (msg.channel === ch.channel) ch.notified(msg.payload ?? '');
    });
    c.on('error', (error) => {
      if (client !== c) return; // already released (closing, or replaced): nothing to do
      client = null;
      c.release(error);
      changeEvents.reset();
      retry(error);
    });
    try {
      await c.query(
        ['user_changed', 'session_revoked', ...channels.map((ch) => ch.channel)].map((n) => `LISTEN ${n}`).join('; '),
      );
    } catch (error) {
      c.release(error as Error);
      return retry(error as Error);
    }
    if (closed) return c.release(true);
    client = c;
    delay = 250;
    changeEvents.reset(); // anything cached before we listened may be stale
    for (const ch of channels) ch.listening();
  }

  const ready = connect();
  return {
    get listening() {
      return client !== null;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await ready;
      const c = client;
      client = null;
      c?.release(true); // destroy: a pooled connection must not keep listening
    },
  };
}
