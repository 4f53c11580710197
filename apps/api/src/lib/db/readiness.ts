/**
 * Readiness (GET /api/health/ready, decision 0019): the process can take a pool connection and run a
 * query within `timeoutMs`. A full pool, a lock-bound pool or an unreachable database all answer
 * false in bounded time, so a load balancer stops sending traffic instead of letting it hang.
 */
import type pg from 'pg';

/** True when `select 1` on a connection of `pool` answers within `timeoutMs`. Never throws. */
export async function databaseReady(pool: pg.Pool, timeoutMs: number): Promise<boolean> {
  const attempt = (async () => {
    const client = await pool.connect();
    try {
      await client.query('select 1');
    } finally {
      client.release();
    }
  })();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
  });
  try {
    await Promise.race([attempt, timeout]);
    return true;
  } catch {
    attempt.catch(() => {}); // the late attempt releases its connection itself
    return false;
  } finally {
    clearTimeout(timer);
  }
}
