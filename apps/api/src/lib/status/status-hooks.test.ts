/**
 * onEnter hooks (decision 0070): transition() and enter() run the hooks of the status entered, in the
 * caller's transaction, with the row and the move; a hook that throws rolls the whole change back;
 * registering a key again replaces its hook. Recharges are the subject (few columns).
 */
import { rechargeMachine } from '@app/shared/machines/recharge';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countRows, query } from '../../test/fixtures.ts';
import { registerCustomer, useTestApp } from '../../test/helpers.ts';
import type { Actor } from '../platform/actor.ts';
import { type EnterHook, offEnter, onEnter, type StatusEntered } from './status-hooks.ts';
import { enter, transition } from './transition.ts';

const ctx = useTestApp();
let customer: Actor;
let bankAccountId: number;
const accountant: Actor = { userId: 1, name: 'Nhân viên Kế toán', roles: ['accountant'], scope: 'staff' };
let codes = 0;

beforeAll(async () => {
  const c = await registerCustomer(ctx.app);
  customer = { userId: c.id, name: c.fullName, roles: ['customer'], scope: 'own' };
  const [bank] = await query<{ id: number }>(ctx, 'select id from company_bank_accounts order by id limit 1');
  bankAccountId = bank!.id;
});

afterEach(() => {
  offEnter('recharge', 'pending', 'test');
  offEnter('recharge', 'cancelled', 'test');
});

const create = () => {
  codes += 1;
  return ctx.database.db.transaction((tx) =>
    enter(
      tx,
      rechargeMachine,
      {
        code: `H${Date.now().toString(36).toUpperCase()}${codes}`,
        userId: customer.userId,
        amountVnd: 10_000,
        bankAccountId,
      },
      customer,
      {},
    ),
  );
};

describe('onEnter', () => {
  it('runs on enter() and transition(), in the transaction, with the row and the move', async () => {
    const seen: Array<Omit<StatusEntered, 'row'> & { id: number; inTx: boolean }> = [];
    const hook: EnterHook = async (tx, e) => {
      // The status is already written in this transaction when the hook runs.
      const [row] = (await tx.execute<{ status: string }>(sql`select status from recharges where id = ${e.row.id}`))
        .rows;
      seen.push({ subjectType: e.subjectType, from: e.from, to: e.to, id: e.row.id, inTx: row?.status === e.to });
    };
    onEnter('recharge', 'pending', 'test', hook);
    onEnter('recharge', 'cancelled', 'test', hook);
    const r = await create();
    await ctx.database.db.transaction((tx) => transition(tx, rechargeMachine, r, 'cancelled', accountant));
    expect(seen).toEqual([
      { subjectType: 'recharge', from: null, to: 'pending', id: r.id, inTx: true },
      { subjectType: 'recharge', from: 'pending', to: 'cancelled', id: r.id, inTx: true },
    ]);
  });

  it('a hook that throws rolls the change back; the same key registered again replaces it', async () => {
    const r = await create();
    onEnter('recharge', 'cancelled', 'test', async () => {
      throw new Error('hook refused');
    });
    await expect(
      ctx.database.db.transaction((tx) => transition(tx, rechargeMachine, r, 'cancelled', accountant)),
    ).rejects.toThrow('hook refused');
    const [row] = await query<{ status: string }>(ctx, 'select status from recharges where id = $1', [r.id]);
    expect(row!.status).toBe('pending');
    expect(await countRows(ctx, 'status_events', "subject_type = 'recharge' and subject_id = $1", [r.id])).toBe(1);

    let calls = 0;
    onEnter('recharge', 'cancelled', 'test', async () => {
      calls += 1;
    });
    await ctx.database.db.transaction((tx) => transition(tx, rechargeMachine, r, 'cancelled', accountant));
    expect(calls).toBe(1);
  });
});
