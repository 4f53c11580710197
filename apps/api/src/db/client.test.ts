/**
 * The pool keeps the connections it opened (decision 0082): a burst of requests after a quiet spell
 * is served by the same PostgreSQL backends, not by new ones opened on the spot (20–90 ms each under
 * load, and every prepared statement planned again). node-postgres closes an idle connection after
 * 10 s unless told otherwise; the wait below is longer than that.
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import { connect, type Database } from './client.ts';

const opened: Database[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) await d.close();
});

/** `n` queries at once; the backend process ids that answered them. */
async function burst(d: Database, n: number): Promise<number[]> {
  const rows = await Promise.all(
    Array.from({ length: n }, () => d.pool.query<{ pid: number }>('select pg_backend_pid() as pid, pg_sleep(0.05)')),
  );
  return rows.map((r) => r.rows[0]!.pid).sort((a, b) => a - b);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('connect', () => {
  it('keeps idle connections by default: a burst after 11 quiet seconds meets the same backends', async () => {
    const d = connect(inject('testDatabases').serverUrl, 4);
    opened.push(d);
    const first = await burst(d, 4);
    expect(new Set(first).size).toBe(4);
    await pause(11_000);
    expect(d.pool.totalCount).toBe(4);
    expect(await burst(d, 4)).toEqual(first);
  }, 20_000);

  it('closes idle connections after `idle` ms when one is given', async () => {
    const d = connect(inject('testDatabases').serverUrl, 4, { idle: 100 });
    opened.push(d);
    await burst(d, 4);
    expect(d.pool.totalCount).toBe(4);
    await pause(400);
    expect(d.pool.totalCount).toBe(0);
  });
});
