/**
 * Pruning (decision 0022): rows that only ever grow and stop mattering once expired are
 * deleted by a recurring job, every 10 minutes, on the job runner started with the app
 * (modules/jobs/jobs.service.ts, decision 0069).
 *
 * - refresh tokens expired a day ago (an expired token is refused anyway; reuse detection only
 *   matters while one could still be used), and every token of a session revoked a day ago;
 * - sessions left with no refresh token, created a day ago or more (their access tokens, 1 h, are
 *   long dead);
 * - failed logins older than a day (the counter's window is 15 minutes, decision 0004);
 * - password reset codes expired a day ago (they live 15 minutes);
 * - idempotency keys older than a day (a client retries within minutes; a later replay of a deposit
 *   meets the order's status instead).
 *
 * Safe with several instances: the runner schedules each tick once, each run also takes a
 * transaction-scoped advisory lock and skips when another instance holds it, and every DELETE is
 * idempotent anyway.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';

/** Every instance's pruning takes this advisory lock key ("prune" in ASCII). */
const PRUNE_LOCK_KEY = 0x70_72_75_6e;
/** How long past its expiry a row is kept (a day: margins above every window it serves). */
const GRACE = sql`interval '1 day'`;
export interface PruneCounts {
  refreshTokens: number;
  sessions: number;
  loginFailures: number;
  resetCodes: number;
  idempotencyKeys: number;
}

/**
 * Deletes what expired before `now` minus the grace. Returns the rows deleted per table, or null
 * when another instance is pruning at this moment.
 */
export async function pruneExpired(db: Db, now: Date = new Date()): Promise<PruneCounts | null> {
  return transaction(db, async (tx) => {
    const lock = await tx.execute<{ ok: boolean }>(sql`select pg_try_advisory_xact_lock(${PRUNE_LOCK_KEY}) as ok`);
    if (!lock.rows[0]?.ok) return null;
    const at = sql`${now.toISOString()}::timestamptz`;
    const count = async (q: ReturnType<typeof sql>) => (await tx.execute(q)).rowCount ?? 0;
    const refreshTokens = await count(sql`
      delete from refresh_tokens t
       where t.expires_at < ${at} - ${GRACE}
          or t.session_id in (select id from sessions where revoked_at < ${at} - ${GRACE})`);
    const sessions = await count(sql`
      delete from sessions s
       where s.created_at < ${at} - ${GRACE}
         and not exists (select 1 from refresh_tokens t where t.session_id = s.id)`);
    const loginFailures = await count(sql`delete from login_failures where created_at < ${at} - ${GRACE}`);
    const resetCodes = await count(sql`delete from password_reset_codes where expires_at < ${at} - ${GRACE}`);
    const idempotencyKeys = await count(sql`delete from idempotency_keys where created_at < ${at} - ${GRACE}`);
    return { refreshTokens, sessions, loginFailures, resetCodes, idempotencyKeys };
  });
}
