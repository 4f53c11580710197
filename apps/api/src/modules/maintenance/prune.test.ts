/**
 * Pruning removes only what expired (decision 0022), two instances at once prune once, and it runs
 * as the job runner's recurring `prune_expired` job (decision 0069).
 */
import { randomUUID } from 'node:crypto';
import { parseCrontab } from 'graphile-worker';
import { describe, expect, it } from 'vitest';
import { enqueue, runDueJobs } from '../../lib/events/job-queue.ts';
import { makeCustomer } from '../../test/factories.ts';
import { useTestDatabase } from '../../test/helpers.ts';
import { appTasks, CRONTAB, PRUNE_TASK } from '../jobs/jobs.service.ts';
import { createMailer } from '../mail/mail.service.ts';
import { pruneExpired } from './prune.service.ts';

const ctx = useTestDatabase();

const q = (text: string, params: unknown[] = []) => ctx.database.pool.query(text, params);
const count = async (table: string, where: string, params: unknown[] = []) =>
  Number((await q(`select count(*) as n from ${table} where ${where}`, params)).rows[0].n);

describe('pruneExpired', () => {
  it('deletes expired sessions, tokens, failures, codes and keys, and nothing live', async () => {
    const user = await makeCustomer(ctx);
    const liveSession = (await q('select id from sessions where user_id = $1', [user.id])).rows[0].id as string;
    // An old session whose tokens expired, one revoked two days ago with a token still unexpired,
    // and one revoked just now (kept: the grace is a day).
    const old = randomUUID();
    const revoked = randomUUID();
    const justRevoked = randomUUID();
    await q(
      `insert into sessions (id, user_id, created_at, revoked_at) values
         ($1, $4, now() - interval '40 days', null),
         ($2, $4, now() - interval '5 days', now() - interval '2 days'),
         ($3, $4, now() - interval '5 days', now())`,
      [old, revoked, justRevoked, user.id],
    );
    await q(
      `insert into refresh_tokens (token_hash, session_id, expires_at) values
         ('old-1', $1, now() - interval '10 days'), ('old-2', $1, now() - interval '2 days'),
         ('rev-1', $2, now() + interval '20 days'), ('just-1', $3, now() + interval '20 days'),
         ('fresh-expired', $4, now() - interval '1 hour')`,
      [old, revoked, justRevoked, liveSession],
    );
    await q(
      `insert into login_failures (account_key, created_at) values ('a', now() - interval '2 days'), ('a', now())`,
    );
    await q(
      `insert into password_reset_codes (user_id, code_hash, expires_at) values
         ($1, 'x', now() - interval '2 days'), ($1, 'y', now() + interval '10 minutes')`,
      [user.id],
    );
    await q(
      `insert into idempotency_keys (user_id, key, request_hash, created_at) values
         ($1, 'old-key-1', 'h', now() - interval '2 days'), ($1, 'new-key-1', 'h', now())`,
      [user.id],
    );

    const counts = await pruneExpired(ctx.database.db);
    expect(counts).toMatchObject({ loginFailures: 1, resetCodes: 1, idempotencyKeys: 1 });
    expect(counts!.refreshTokens).toBeGreaterThanOrEqual(3);
    expect(counts!.sessions).toBeGreaterThanOrEqual(2);

    const sessions = (await q('select id from sessions where user_id = $1 order by id', [user.id])).rows.map(
      (r) => r.id,
    );
    expect(sessions.sort()).toEqual([liveSession, justRevoked].sort());
    expect(await count('refresh_tokens', 'session_id = $1', [liveSession])).toBe(2); // the live one and one an hour expired
    expect(await count('refresh_tokens', 'session_id = $1', [justRevoked])).toBe(1);
    expect(await count('login_failures', `account_key = 'a'`)).toBe(1);
    expect(await count('password_reset_codes', 'user_id = $1', [user.id])).toBe(1);
    expect(await count('idempotency_keys', 'user_id = $1', [user.id])).toBe(1);
    expect(await count('idempotency_keys', `key = 'new-key-1'`)).toBe(1);

    // Nothing left to prune: a second run deletes nothing.
    expect(await pruneExpired(ctx.database.db)).toEqual({
      refreshTokens: 0,
      sessions: 0,
      loginFailures: 0,
      resetCodes: 0,
      idempotencyKeys: 0,
    });
  });

  it('skips while another instance holds the lock', async () => {
    const client = await ctx.database.pool.connect();
    try {
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock($1)', [0x70_72_75_6e]);
      expect(await pruneExpired(ctx.database.db)).toBeNull();
      await client.query('commit');
    } finally {
      client.release();
    }
    expect(await pruneExpired(ctx.database.db)).not.toBeNull();
  });

  it('runs as the recurring prune_expired job, every 10 minutes', async () => {
    expect(parseCrontab(CRONTAB).map((item) => item.task)).toContain(PRUNE_TASK);
    await q(`insert into login_failures (account_key, created_at) values ('tick', now() - interval '3 days')`);
    const db = ctx.database.db;
    await enqueue(db, PRUNE_TASK, {});
    const mailer = createMailer({ db, from: 'test@example.vn', log: () => {} });
    await runDueJobs(db, appTasks({ db, mailer, log: () => {} }));
    expect(await count('login_failures', `account_key = 'tick'`)).toBe(0);
  });
});
