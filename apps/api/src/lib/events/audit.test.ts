/**
 * The audit writer (decision 0096): a row commits with the change that wrote it and vanishes with a
 * rolled-back one; nobody, the table's owner included, can update, delete or truncate a row.
 */
import { describe, expect, it } from 'vitest';
import { query } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { transaction } from '../db/transaction.ts';
import type { Actor } from '../platform/actor.ts';
import { changedFields, writeAudit } from './audit.ts';

const ctx = useTestApp();
const actor: Actor = { userId: 1, name: 'Quản trị', roles: ['admin'], scope: 'staff', ip: '203.0.113.9' };

describe('writeAudit', () => {
  it('keeps who, from where, what and the fields before and after, with the change that wrote it', async () => {
    await transaction(ctx.database.db, (tx) =>
      writeAudit(tx, actor, {
        action: 'test.commit',
        subjectType: 'user',
        subjectId: 42,
        before: { a: 1 },
        after: { a: 2 },
      }),
    );
    await transaction(ctx.database.db, async (tx) => {
      await writeAudit(tx, actor, { action: 'test.rollback', subjectType: 'user', subjectId: 42 });
      throw new Error('rolled back');
    }).catch(() => undefined);
    const rows = await query<Record<string, unknown>>(
      ctx,
      `select actor_id, actor_name, ip, action, subject_type, subject_id, before, after from audit_log where action like 'test.%'`,
    );
    expect(rows).toEqual([
      {
        actor_id: 1,
        actor_name: 'Quản trị',
        ip: '203.0.113.9',
        action: 'test.commit',
        subject_type: 'user',
        subject_id: '42',
        before: { a: 1 },
        after: { a: 2 },
      },
    ]);
  });

  it('refuses to update, delete or truncate a row, even for the owner', async () => {
    await transaction(ctx.database.db, (tx) =>
      writeAudit(tx, actor, { action: 'test.keep', subjectType: 'user', subjectId: 1 }),
    );
    for (const sql of [
      `update audit_log set actor_name = 'x' where action = 'test.keep'`,
      `delete from audit_log where action = 'test.keep'`,
      'truncate audit_log',
    ]) {
      await expect(query(ctx, sql)).rejects.toThrow(/permission denied|append-only/);
    }
    expect(await query(ctx, `select 1 from audit_log where action = 'test.keep'`)).toHaveLength(1);
  });
});

describe('changedFields', () => {
  it('keeps only the fields whose value changed', () => {
    expect(
      changedFields({ name: 'A', roles: ['sales'], phone: '1' }, { name: 'A', roles: ['sales', 'admin'], phone: '2' }),
    ).toEqual({
      before: { roles: ['sales'], phone: '1' },
      after: { roles: ['sales', 'admin'], phone: '2' },
    });
  });
});
