/**
 * transition() and enter() on the real database, at the service level: what they write together
 * (status, status event, domain event) and that every refusal writes nothing. Recharges are the
 * subject here (few columns); the purchase-order paths are covered through HTTP in their module.
 */
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { rechargeMachine } from '@app/shared/machines/recharge';
import type { Role } from '@app/shared/roles';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { purchaseOrders } from '../../db/schema/purchase-order.ts';
import { recharges } from '../../db/schema/wallet.ts';
import { countRows, placeOrder, query } from '../../test/fixtures.ts';
import { registerCustomer, useTestApp } from '../../test/helpers.ts';
import { type Actor, systemActor } from '../platform/actor.ts';
import { AppError } from '../platform/app-error.ts';
import { listStatusEvents } from './status-events.ts';
import { enter, transition } from './transition.ts';

const ctx = useTestApp();
let customer: Actor;
let bankAccountId: number;
let staffId: number;
let codes = 0;

const staff = (roles: Role[], name = 'Nhân viên Kế toán'): Actor => ({ userId: 1, name, roles, scope: 'staff' });

beforeAll(async () => {
  const c = await registerCustomer(ctx.app);
  customer = { userId: c.id, name: c.fullName, roles: ['customer'], scope: 'own' };
  const [bank] = await query<{ id: number }>(ctx, 'select id from company_bank_accounts order by id limit 1');
  bankAccountId = bank!.id;
  const [admin] = await query<{ id: number }>(ctx, "select id from users where email = 'admin@demo.vn'");
  staffId = admin!.id;
});

/** A fresh pending recharge of the customer, created through enter(). */
async function pending() {
  codes += 1;
  const code = `T${Date.now().toString(36).toUpperCase()}${codes}`;
  return ctx.database.db.transaction((tx) =>
    enter(tx, rechargeMachine, { code, userId: customer.userId, amountVnd: 10_000, bankAccountId }, customer, {
      note: 'Khách hàng tạo yêu cầu nạp tiền',
    }),
  );
}

/** What an approval must write with the status: the amount credited (CHECK recharges_received_when_approved). */
const credited = (r: { amountVnd: number }) => ({ set: { receivedVnd: r.amountVnd } });

/** Everything transition() may write about recharge `id`. */
async function written(id: number) {
  const [row] = await query(ctx, 'select * from recharges where id = $1', [id]);
  return {
    row,
    statusEvents: await countRows(ctx, 'status_events', "subject_type = 'recharge' and subject_id = $1", [id]),
    domainEvents: await countRows(ctx, 'domain_events', "subject_type = 'recharge' and subject_id = $1", [id]),
  };
}

async function domainEventsOf(id: number) {
  return query<{ type: string; user_id: number | null; payload: Record<string, unknown> }>(
    ctx,
    "select type, user_id, payload from domain_events where subject_type = 'recharge' and subject_id = $1 order by id",
    [id],
  );
}

describe('enter', () => {
  it('creates the subject in its initial status with a status event from null and a domain event', async () => {
    const r = await pending();
    expect(r.status).toBe('pending');
    const events = await listStatusEvents(ctx.database.db, 'recharge', [r.id]);
    expect(events).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 'pending',
        actorId: customer.userId,
        actorName: customer.name,
        note: 'Khách hàng tạo yêu cầu nạp tiền',
      }),
    ]);
    expect(await domainEventsOf(r.id)).toEqual([
      {
        type: 'recharge.status_changed',
        user_id: customer.userId,
        payload: {
          from: null,
          to: 'pending',
          statusEventId: events[0]!.id,
          actorId: customer.userId,
          actorName: customer.name,
          note: 'Khách hàng tạo yêu cầu nạp tiền',
        },
      },
    ]);
  });

  it('refuses a status that is not initial, writing nothing', async () => {
    const before = await countRows(ctx, 'recharges');
    await expect(
      ctx.database.db.transaction((tx) =>
        enter(
          tx,
          rechargeMachine,
          { code: `X${Date.now()}`, userId: customer.userId, amountVnd: 1, bankAccountId },
          customer,
          { status: 'approved' },
        ),
      ),
    ).rejects.toThrow(/not an initial status/);
    expect(await countRows(ctx, 'recharges')).toBe(before);
  });

  it('yields undefined on a unique clash with onConflictDoNothing, writing no event', async () => {
    const r = await pending();
    const clash = await ctx.database.db.transaction((tx) =>
      enter(tx, rechargeMachine, { code: r.code, userId: customer.userId, amountVnd: 1, bankAccountId }, customer, {
        onConflictDoNothing: true,
      }),
    );
    expect(clash).toBeUndefined();
    expect((await written(r.id)).statusEvents).toBe(1);
  });
});

describe('transition', () => {
  it('moves the row, writes the status event and the domain event, with the extra columns, in one transaction', async () => {
    const r = await pending();
    const accountant: Actor = { ...staff(['accountant'], 'Lê Văn Kế'), userId: staffId };
    const at = new Date();
    const updated = await ctx.database.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(recharges).where(eq(recharges.id, r.id)).for('update');
      return transition(tx, rechargeMachine, locked!, 'cancelled', accountant, {
        note: 'Không thấy tiền về',
        set: { decidedBy: staffId, decidedAt: at, note: 'Không thấy tiền về' },
      });
    });
    expect(updated).toMatchObject({ id: r.id, status: 'cancelled', decidedBy: staffId, note: 'Không thấy tiền về' });
    const events = await listStatusEvents(ctx.database.db, 'recharge', [r.id]);
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actorId, e.actorName, e.note])).toEqual([
      [null, 'pending', customer.userId, customer.name, 'Khách hàng tạo yêu cầu nạp tiền'],
      ['pending', 'cancelled', staffId, 'Lê Văn Kế', 'Không thấy tiền về'],
    ]);
    const domain = await domainEventsOf(r.id);
    expect(domain.at(-1)).toEqual({
      type: 'recharge.status_changed',
      user_id: customer.userId,
      payload: {
        from: 'pending',
        to: 'cancelled',
        statusEventId: events[1]!.id,
        actorId: staffId,
        actorName: 'Lê Văn Kế',
        note: 'Không thấy tiền về',
      },
    });
  });

  it('records the system as an actor without a user', async () => {
    const r = await pending();
    await ctx.database.db.transaction((tx) => transition(tx, rechargeMachine, r, 'approved', systemActor, credited(r)));
    const events = await listStatusEvents(ctx.database.db, 'recharge', [r.id]);
    expect(events.at(-1)).toMatchObject({ toStatus: 'approved', actorId: null, actorName: 'Hệ thống', note: '' });
  });

  it('refuses a move outside the table with 409 naming both statuses, writing nothing', async () => {
    const r = await pending();
    const approved = await ctx.database.db.transaction((tx) =>
      transition(tx, rechargeMachine, r, 'approved', staff(['admin']), credited(r)),
    );
    const before = await written(r.id);
    const error = await ctx.database.db
      .transaction((tx) => transition(tx, rechargeMachine, approved, 'cancelled', staff(['admin'])))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 409,
      code: 'invalid-status-transition',
      message: 'Không thể chuyển yêu cầu nạp tiền từ "Đã duyệt" sang "Đã hủy"',
    });
    expect(await written(r.id)).toEqual(before);
  });

  it.each([
    ['a staff role the machine does not name', staff(['sales'])],
    ['a customer', { userId: 1, name: 'Khách', roles: ['customer'], scope: 'own' } as Actor],
    ['a staff member in the customer app', { ...staff(['admin']), scope: 'own' } as Actor],
  ])('answers 403 to %s, writing nothing', async (_, actor) => {
    const r = await pending();
    const before = await written(r.id);
    const error = await ctx.database.db
      .transaction((tx) => transition(tx, rechargeMachine, r, 'approved', actor))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 403, code: 'forbidden' });
    expect(await written(r.id)).toEqual(before);
  });

  it("runs the guard after the table and the roles; the guard's refusal writes nothing", async () => {
    const r = await pending();
    const before = await written(r.id);
    const seen: unknown[] = [];
    const error = await ctx.database.db
      .transaction((tx) =>
        transition(tx, rechargeMachine, r, 'approved', staff(['admin']), {
          guard: (move) => {
            seen.push(move);
            throw new AppError('recharge-not-pending');
          },
        }),
      )
      .catch((e: unknown) => e);
    expect(seen).toEqual([{ from: 'pending', to: 'approved' }]);
    expect(error).toMatchObject({ statusCode: 409, code: 'recharge-not-pending' });
    expect(await written(r.id)).toEqual(before);
    // A refusal by the roles never reaches the guard.
    await ctx.database.db
      .transaction((tx) =>
        transition(tx, rechargeMachine, r, 'approved', staff(['sales']), { guard: () => void seen.push('ran') }),
      )
      .catch(() => {});
    expect(seen).toHaveLength(1);
  });

  it('refuses a row whose status changed since it was read (not locked), writing nothing', async () => {
    const r = await pending();
    await ctx.database.db.transaction((tx) =>
      transition(tx, rechargeMachine, r, 'approved', staff(['admin']), credited(r)),
    );
    const before = await written(r.id);
    // `r` still says pending: a caller that did not lock it.
    await expect(
      ctx.database.db.transaction((tx) => transition(tx, rechargeMachine, r, 'cancelled', staff(['admin']))),
    ).rejects.toThrow(/no longer pending/);
    expect(await written(r.id)).toEqual(before);
  });

  it('writes a null as SQL NULL, and takes the general way for a value given as SQL, with the same events', async () => {
    const accountant: Actor = { ...staff(['accountant'], 'Lê Văn Kế'), userId: staffId };
    const move = (id: number, set: Record<string, unknown>) =>
      ctx.database.db.transaction(async (tx) => {
        const [locked] = await tx.select().from(recharges).where(eq(recharges.id, id)).for('update');
        return transition(tx, rechargeMachine, locked!, 'cancelled', accountant, { note: 'Hủy', set });
      });
    const a = await pending();
    const nulled = await move(a.id, { decidedBy: null, decidedAt: null });
    expect(nulled).toMatchObject({ status: 'cancelled', decidedBy: null, decidedAt: null });
    const [raw] = await query(ctx, 'select decided_by, decided_at from recharges where id = $1', [a.id]);
    expect(raw).toEqual({ decided_by: null, decided_at: null });
    const b = await pending();
    const stamped = await move(b.id, { decidedBy: staffId, decidedAt: sql`now()` });
    expect(stamped).toMatchObject({ status: 'cancelled', decidedBy: staffId, decidedAt: expect.any(Date) });
    for (const r of [a, b]) {
      expect(await written(r.id)).toMatchObject({ statusEvents: 2, domainEvents: 2 });
      expect((await domainEventsOf(r.id)).at(-1)).toMatchObject({
        type: 'recharge.status_changed',
        user_id: customer.userId,
        payload: { from: 'pending', to: 'cancelled', actorId: staffId, note: 'Hủy' },
      });
    }
  });

  it('sets updated_at on tables that have one (purchase orders) and writes the extra columns', async () => {
    const c = await registerCustomer(ctx.app);
    const [order] = await placeOrder(ctx.app, c.auth);
    const before = (await ctx.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, order!.id)))[0]!;
    const moved = await ctx.database.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, order!.id)).for('update');
      return transition(tx, purchaseOrderMachine, locked!, 'cancelled', staff(['sales']), { set: { paidVnd: 0 } });
    });
    expect(moved.status).toBe('cancelled');
    expect(moved.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(moved.createdAt).toEqual(before.createdAt);
  });
});
