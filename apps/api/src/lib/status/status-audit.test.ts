/**
 * A staff member's status change writes its audit row in the same statement (decision 0096): who,
 * from which address, `<subject_type>.status` with the status before and after (and the note), or
 * `<subject_type>.create` with the new row; a customer's or the system's change writes none, and a
 * rolled-back change leaves none behind.
 */
import { rechargeMachine } from '@app/shared/machines/recharge';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { recharges } from '../../db/schema/wallet.ts';
import { auditCount, auditRows } from '../../test/audit-rows.ts';
import { query } from '../../test/fixtures.ts';
import { registerCustomer, useTestApp } from '../../test/helpers.ts';
import { type Actor, systemActor } from '../platform/actor.ts';
import { enter, transition } from './transition.ts';

const ctx = useTestApp();
let customer: Actor;
let accountant: Actor;
let bankAccountId: number;
let codes = 0;

beforeAll(async () => {
  const c = await registerCustomer(ctx.app);
  customer = { userId: c.id, name: c.fullName, roles: ['customer'], scope: 'own', ip: '198.51.100.7' };
  const [bank] = await query<{ id: number }>(ctx, 'select id from company_bank_accounts order by id limit 1');
  bankAccountId = bank!.id;
  const [admin] = await query<{ id: number }>(ctx, "select id from users where email = 'admin@demo.vn'");
  accountant = { userId: admin!.id, name: 'Lê Văn Kế', roles: ['accountant'], scope: 'staff', ip: '203.0.113.5' };
});

function create(actor: Actor) {
  codes += 1;
  const code = `A${Date.now().toString(36).toUpperCase()}${codes}`;
  return ctx.database.db.transaction((tx) =>
    enter(tx, rechargeMachine, { code, userId: customer.userId, amountVnd: 10_000, bankAccountId }, actor, {}),
  );
}

function cancel(id: number, actor: Actor, set: Record<string, unknown> = {}) {
  return ctx.database.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(recharges).where(eq(recharges.id, id)).for('update');
    return transition(tx, rechargeMachine, locked!, 'cancelled', actor, { note: 'Không thấy tiền về', set });
  });
}

describe('the audit row of a status change', () => {
  it('a staff move writes one row: who, address, status before → after with the note', async () => {
    const r = await create(customer);
    await cancel(r.id, accountant);
    expect(await auditRows(ctx, 'recharge.%', r.id)).toEqual([
      {
        actorId: accountant.userId,
        actorName: 'Lê Văn Kế',
        ip: '203.0.113.5',
        action: 'recharge.status',
        subjectType: 'recharge',
        subjectId: String(r.id),
        before: { status: 'pending' },
        after: { status: 'cancelled', note: 'Không thấy tiền về' },
      },
    ]);
  });

  it('the same row when a value given as SQL takes the general way', async () => {
    const r = await create(customer);
    await cancel(r.id, accountant, { decidedAt: sql`now() - ${'1 minute'}::interval` });
    const rows = await auditRows(ctx, 'recharge.%', r.id);
    expect(rows.map((row) => [row.action, row.ip, row.before, row.after])).toEqual([
      ['recharge.status', '203.0.113.5', { status: 'pending' }, { status: 'cancelled', note: 'Không thấy tiền về' }],
    ]);
  });

  it('a staff creation writes `<type>.create` with the new row', async () => {
    const r = await create(accountant);
    const [row] = await auditRows(ctx, 'recharge.create', r.id);
    expect(row).toMatchObject({ actorId: accountant.userId, ip: '203.0.113.5', before: null });
    expect(row!.after).toMatchObject({ id: r.id, status: 'pending', amount_vnd: 10_000, code: r.code });
  });

  it("writes none for a customer's or the system's change", async () => {
    const before = await auditCount(ctx);
    const a = await create(customer);
    await ctx.database.db.transaction((tx) =>
      transition(tx, rechargeMachine, a, 'approved', systemActor, { set: { receivedVnd: a.amountVnd } }),
    );
    expect(await auditCount(ctx)).toBe(before);
  });

  it('a rolled-back staff move leaves no row', async () => {
    const r = await create(customer);
    const before = await auditCount(ctx);
    await ctx.database.db
      .transaction(async (tx) => {
        const [locked] = await tx.select().from(recharges).where(eq(recharges.id, r.id)).for('update');
        await transition(tx, rechargeMachine, locked!, 'cancelled', accountant);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await auditCount(ctx)).toBe(before);
    expect((await query(ctx, 'select status from recharges where id = $1', [r.id]))[0]).toEqual({ status: 'pending' });
  });

  it("adds no round trip: a staff move sends as many statements as the system's (decision 0074)", async () => {
    const statements = async (actor: Actor | typeof systemActor) => {
      const r = await create(customer);
      const spy = vi.spyOn(pg.Client.prototype, 'query');
      try {
        await ctx.database.db.transaction(async (tx) => {
          const [locked] = await tx.select().from(recharges).where(eq(recharges.id, r.id)).for('update');
          await transition(tx, rechargeMachine, locked!, 'approved', actor, { set: { receivedVnd: r.amountVnd } });
        });
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    const admin: Actor = { ...accountant, roles: ['admin'] };
    await statements(admin); // the first staff move builds its statement
    const system = await statements(systemActor);
    expect(system).toBeGreaterThanOrEqual(4); // BEGIN, the lock, the move, COMMIT
    expect(await statements(admin)).toBe(system);
  });
});
