/**
 * lib/db/transaction.ts on the real database: joining an open transaction (savepoints), after-commit
 * work registered at any depth running once after the outermost commit and never on a rollback, and
 * refusing handles it did not open.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Tx } from '../../db/client.ts';
import { useTestApp } from '../../test/helpers.ts';
import { changeEventsOf } from '../platform/change-events.ts';
import { afterCommit, inTransaction, transaction } from './transaction.ts';

const ctx = useTestApp();
let db: Db;
const table = `tx_test_${process.pid}`;

beforeAll(async () => {
  db = ctx.database.db;
  await db.execute(sql.raw(`create table ${table} (label text not null)`));
});
afterAll(async () => {
  await db.execute(sql.raw(`drop table if exists ${table}`));
});

async function insert(tx: Tx, label: string) {
  await tx.execute(sql`insert into ${sql.raw(table)} (label) values (${label})`);
}

async function labels(prefix: string): Promise<string[]> {
  const res = await db.execute(
    sql`select label from ${sql.raw(table)} where label like ${`${prefix}%`} order by label`,
  );
  return res.rows.map((r) => (r as { label: string }).label);
}

async function txid(tx: Tx): Promise<string> {
  const res = await tx.execute(sql`select txid_current()::text as id`);
  return (res.rows[0] as { id: string }).id;
}

describe('transaction()', () => {
  it('joins an open transaction: one database transaction, committed together', async () => {
    const ids = await transaction(db, async (outer) => {
      await insert(outer, 'join-a');
      const inner = await transaction(outer, async (tx) => {
        await insert(tx, 'join-b');
        return transaction(tx, async (deeper) => {
          await insert(deeper, 'join-c');
          return txid(deeper);
        });
      });
      return [await txid(outer), inner];
    });
    expect(ids[0]).toBe(ids[1]);
    expect(await labels('join-')).toEqual(['join-a', 'join-b', 'join-c']);
  });

  it('runs after-commit work from every depth once, after the outermost commit, with the change events', async () => {
    const ran: string[] = [];
    let seenBeforeCommit: string[] = [];
    let seenByOthers: Promise<string[]> | undefined;
    const events = await transaction(db, async (outer) => {
      await insert(outer, 'after-a');
      afterCommit(outer, (e) => ran.push(`outer:${e === changeEventsOf(db)}`));
      await transaction(outer, async (tx) => {
        afterCommit(tx, () => ran.push('joined'));
        await transaction(tx, async (deeper) => {
          afterCommit(deeper, () => ran.push('deeper'));
        });
      });
      afterCommit(outer, () => {
        ran.push('outer-last');
        seenByOthers = labels('after-'); // another connection: sees the row only once committed
      });
      seenBeforeCommit = [...ran];
      return changeEventsOf(db);
    });
    expect(events).toBe(changeEventsOf(db));
    expect(seenBeforeCommit).toEqual([]);
    expect(ran).toEqual(['outer:true', 'joined', 'deeper', 'outer-last']);
    expect(await seenByOthers).toEqual(['after-a']);
  });

  it('a rollback writes nothing and runs no after-commit work, at any depth', async () => {
    const ran: string[] = [];
    await expect(
      transaction(db, async (outer) => {
        await insert(outer, 'rollback-a');
        afterCommit(outer, () => ran.push('outer'));
        await transaction(outer, async (tx) => {
          await insert(tx, 'rollback-b');
          afterCommit(tx, () => ran.push('joined'));
        });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(ran).toEqual([]);
    expect(await labels('rollback-')).toEqual([]);
  });

  it('a joined unit that throws is undone alone; the caller may catch it and commit the rest', async () => {
    const ran: string[] = [];
    await transaction(db, async (outer) => {
      await insert(outer, 'partial-a');
      afterCommit(outer, () => ran.push('outer'));
      await expect(
        transaction(outer, async (tx) => {
          await insert(tx, 'partial-b');
          afterCommit(tx, () => ran.push('failed-unit'));
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      // A failed SQL statement inside a joined unit does not poison the outer transaction either.
      await expect(transaction(outer, (tx) => tx.execute(sql`select * from no_such_table_here`))).rejects.toThrow();
      await insert(outer, 'partial-c');
    });
    expect(ran).toEqual(['outer']);
    expect(await labels('partial-')).toEqual(['partial-a', 'partial-c']);
  });

  it('runs every after-commit callback even when one throws, then reports the failure', async () => {
    const ran: string[] = [];
    await expect(
      transaction(db, async (tx) => {
        await insert(tx, 'throwing-a');
        afterCommit(tx, () => {
          throw new Error('callback failed');
        });
        afterCommit(tx, () => ran.push('second'));
      }),
    ).rejects.toThrow('callback failed');
    expect(ran).toEqual(['second']);
    expect(await labels('throwing-')).toEqual(['throwing-a']);
  });
});

describe('refusals: work is never silently dropped', () => {
  it('afterCommit throws on the database, on a raw db.transaction handle and on a finished transaction', async () => {
    expect(() => afterCommit(db, () => {})).toThrow(/transaction\(\)/);
    await db.transaction(async (raw) => {
      expect(() => afterCommit(raw, () => {})).toThrow(/transaction\(\)/);
      await expect(transaction(raw, async () => 1)).rejects.toThrow(/cannot be joined/);
    });
    let leaked: Tx | undefined;
    await transaction(db, async (tx) => {
      leaked = tx;
      expect(inTransaction(tx)).toBe(true);
    });
    expect(inTransaction(leaked!)).toBe(false);
    expect(() => afterCommit(leaked!, () => {})).toThrow(/finished/);
    await expect(transaction(leaked!, async () => 1)).rejects.toThrow(/finished/);
  });

  it('refuses two joined units at once on one transaction (they would interleave on one connection)', async () => {
    await transaction(db, async (tx) => {
      const slow = transaction(tx, async (a) => {
        await a.execute(sql`select pg_sleep(0.05)`);
      });
      await expect(transaction(tx, async () => 1)).rejects.toThrow(/one joined unit at a time/);
      await slow;
    });
  });
});
