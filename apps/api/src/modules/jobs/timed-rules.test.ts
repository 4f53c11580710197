/**
 * The timed rules (decision 0070), tested by moving time, never by sleeping: a status
 * event is dated N days back and its job made due now, then the jobs due are run once
 * (lib/events/job-queue.ts runDueJobs). On the embedded PostgreSQL by default, on the real one with
 * TEST_DATABASE_URL.
 */
import { consignmentMachine } from '@app/shared/machines/consignment';
import { type PurchaseOrderStatus, purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { consignmentOrders } from '../../db/schema/consignment.ts';
import { purchaseOrders } from '../../db/schema/purchase-order.ts';
import { warehouses } from '../../db/schema/warehouse.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { enqueue, runDueJobs, startJobRunner } from '../../lib/events/job-queue.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { enter, transition } from '../../lib/status/transition.ts';
import { makeCustomer, makePurchaseOrder, payPurchaseOrder, seededAdmin, type TestUser } from '../../test/factories.ts';
import { type Auth, query } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import { purchaseOrderKit } from '../../test/purchase-order-kit.ts';
import { appTasks } from './jobs.service.ts';
import { jobKeyOf, SWEEP_TASK, type TimedPayload } from './timed-rules.ts';

const ctx = useTestApp();
const { placeOrder } = purchaseOrderKit(ctx);
let staff: Actor;
let adminAuth: Auth;

beforeAll(async () => {
  const admin = await seededAdmin(ctx);
  staff = { userId: admin.id, name: admin.fullName, roles: ['admin'], scope: 'staff' };
  adminAuth = await loginAdmin(ctx.app);
});

const db = () => ctx.database.db;
const runJobs = () => runDueJobs(db(), appTasks({ db: db(), mailer: ctx.mailer, log: () => {} }));

/** Moves a purchase order along through lib/status/transition.ts (the staff's moves), one transaction each. */
async function movePurchaseOrder(id: number, steps: PurchaseOrderStatus[]) {
  for (const to of steps) {
    await transaction(db(), async (tx) => {
      const [order] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)).for('update');
      await transition(tx, purchaseOrderMachine, order!, to, staff);
    });
  }
}

/** A purchase order delivered now: built at the VN warehouse, paid in full, then delivering → delivered. */
async function deliveredOrder(customer?: TestUser) {
  const user = customer ?? (await makeCustomer(ctx));
  const row = await makePurchaseOrder(ctx, { customer: user, status: 'at_vn_warehouse' });
  await payPurchaseOrder(ctx, row.id);
  await movePurchaseOrder(row.id, ['delivering', 'delivered']);
  return { user, id: row.id };
}

/** A consignment order created through enter() and moved to `delivered` through transition(). */
async function deliveredConsignment(user: TestUser) {
  const [cn] = await db().select().from(warehouses).where(eq(warehouses.country, 'CN')).limit(1);
  const [vn] = await db().select().from(warehouses).where(eq(warehouses.country, 'VN')).limit(1);
  return transaction(db(), async (tx) => {
    let order = await enter(
      tx,
      consignmentMachine,
      {
        code: `KG-T-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
        userId: user.id,
        shippingType: 'normal',
        options: { woodenCrate: false, insurance: false },
        receiver: { name: user.fullName, phone: user.phone, address: 'Số 1 Tràng Tiền, Hà Nội' },
        cnWarehouseId: cn!.id,
        vnWarehouseId: vn!.id,
        exchangeRate: 3600,
      },
      { userId: user.id, name: user.fullName, roles: ['customer'], scope: 'own' },
      {},
    );
    for (const to of ['at_cn_warehouse', 'in_transit', 'at_vn_warehouse', 'delivering', 'delivered'] as const) {
      order = await transition(tx, consignmentMachine, order, to, staff);
    }
    return order.id;
  });
}

/** Dates the subject's last entry into `status` `days` days back (its status event). */
async function enteredDaysAgo(subjectType: string, id: number, status: string, days: number) {
  await db().execute(sql`
    update status_events set created_at = now() - make_interval(days => ${days})
     where id = (select max(id) from status_events
                  where subject_type = ${subjectType} and subject_id = ${id} and to_status = ${status})`);
}

/** The waiting job of `task` for the subject, if any. */
async function jobOf(task: Parameters<typeof jobKeyOf>[0], p: TimedPayload) {
  const rows = await query<{ run_at: Date; task_identifier: string }>(
    ctx,
    'select run_at, task_identifier from graphile_worker.jobs where key = $1',
    [jobKeyOf(task, p)],
  );
  return rows[0];
}

/** Makes the subject's waiting job due now (as if its time had come). */
async function makeDue(task: Parameters<typeof jobKeyOf>[0], p: TimedPayload) {
  const job = await jobOf(task, p);
  expect(job, `no ${task} job for ${p.subjectType} ${p.id}`).toBeDefined();
  await query(ctx, 'update graphile_worker._private_jobs set run_at = now() where key = $1', [jobKeyOf(task, p)]);
}

const statusOf = async (id: number) =>
  (await db().select().from(purchaseOrders).where(eq(purchaseOrders.id, id)))[0]!.status;

const DAY = 86_400_000;

describe('entering a status enqueues its job in the same transaction', () => {
  it('delivered → complete_delivered due 15 days later; a rolled-back move enqueues nothing', async () => {
    const { id } = await deliveredOrder();
    const job = await jobOf('complete_delivered', { subjectType: 'purchase_order', id });
    expect(job?.task_identifier).toBe('complete_delivered');
    expect(Math.abs(new Date(job!.run_at).getTime() - (Date.now() + 15 * DAY))).toBeLessThan(60_000);

    const user = await makeCustomer(ctx);
    const row = await makePurchaseOrder(ctx, { customer: user, status: 'at_vn_warehouse' });
    await payPurchaseOrder(ctx, row.id);
    await movePurchaseOrder(row.id, ['delivering']);
    await expect(
      transaction(db(), async (tx) => {
        const [order] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, row.id)).for('update');
        await transition(tx, purchaseOrderMachine, order!, 'delivered', staff);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await jobOf('complete_delivered', { subjectType: 'purchase_order', id: row.id })).toBeUndefined();
  });

  it('a placed order (enter() in awaiting_deposit) gets its cancel_unpaid job, due 7 days later', async () => {
    const user = await makeCustomer(ctx);
    const [order] = await placeOrder(user);
    const job = await jobOf('cancel_unpaid', { subjectType: 'purchase_order', id: order!.id });
    expect(Math.abs(new Date(job!.run_at).getTime() - (Date.now() + 7 * DAY))).toBeLessThan(60_000);
  });
});

describe('complete_delivered', () => {
  it('completes a purchase order delivered 15 days ago, by the system', async () => {
    const { id } = await deliveredOrder();
    await enteredDaysAgo('purchase_order', id, 'delivered', 15);
    await makeDue('complete_delivered', { subjectType: 'purchase_order', id });
    await runJobs();
    expect(await statusOf(id)).toBe('completed');
    const [event] = await query<{ actor_name: string; note: string; actor_id: number | null }>(
      ctx,
      `select actor_name, note, actor_id from status_events
        where subject_type = 'purchase_order' and subject_id = $1 and to_status = 'completed'`,
      [id],
    );
    expect(event).toMatchObject({ actor_name: 'Hệ thống', actor_id: null });
    expect(event!.note).toContain('15 ngày');
    expect(await jobOf('complete_delivered', { subjectType: 'purchase_order', id })).toBeUndefined();
  });

  it('leaves one delivered 14 days ago, its job put back to the day it is due', async () => {
    const { id } = await deliveredOrder();
    await enteredDaysAgo('purchase_order', id, 'delivered', 14);
    await makeDue('complete_delivered', { subjectType: 'purchase_order', id });
    await runJobs();
    expect(await statusOf(id)).toBe('delivered');
    const job = await jobOf('complete_delivered', { subjectType: 'purchase_order', id });
    expect(Math.abs(new Date(job!.run_at).getTime() - (Date.now() + DAY))).toBeLessThan(60_000);
  });

  it('completes a consignment order delivered 15 days ago', async () => {
    const user = await makeCustomer(ctx);
    const id = await deliveredConsignment(user);
    await enteredDaysAgo('consignment_order', id, 'delivered', 15);
    await makeDue('complete_delivered', { subjectType: 'consignment_order', id });
    await runJobs();
    const [row] = await db().select().from(consignmentOrders).where(eq(consignmentOrders.id, id));
    expect(row!.status).toBe('completed');
  });

  it('leaves an order that moved on (completed by the customer) alone', async () => {
    const { id } = await deliveredOrder();
    await movePurchaseOrder(id, ['completed']);
    await enteredDaysAgo('purchase_order', id, 'delivered', 20);
    await makeDue('complete_delivered', { subjectType: 'purchase_order', id });
    await runJobs();
    const events = await query(
      ctx,
      `select 1 from status_events where subject_type = 'purchase_order' and subject_id = $1 and to_status = 'completed'`,
      [id],
    );
    expect(events).toHaveLength(1);
  });
});

describe('cancel_unpaid', () => {
  it('cancels an order left unpaid 7 days, through the cancel path, and leaves a paid one alone', async () => {
    const user = await makeCustomer(ctx);
    const [unpaid, paid] = await placeOrder(user, [{}, { shopName: 'Shop thứ hai', productId: 'p-2' }]);
    // The second order is deposited (moved on) before its time comes.
    await movePurchaseOrderDeposited(paid!.id);
    for (const order of [unpaid!, paid!]) {
      await enteredDaysAgo('purchase_order', order.id, 'awaiting_deposit', 8);
      await makeDue('cancel_unpaid', { subjectType: 'purchase_order', id: order.id });
    }
    await runJobs();
    expect(await statusOf(unpaid!.id)).toBe('cancelled');
    expect(await statusOf(paid!.id)).toBe('deposited');
    const [event] = await query<{ actor_name: string; note: string }>(
      ctx,
      `select actor_name, note from status_events
        where subject_type = 'purchase_order' and subject_id = $1 and to_status = 'cancelled'`,
      [unpaid!.id],
    );
    expect(event).toMatchObject({ actor_name: 'Hệ thống', note: 'Tự động hủy: chưa đặt cọc sau 7 ngày' });
  });

  it('an unpaid order from before the rule (no job) is cancelled by the sweep', async () => {
    const user = await makeCustomer(ctx);
    const row = await makePurchaseOrder(ctx, { customer: user }); // factory: no hook, no job
    expect(await jobOf('cancel_unpaid', { subjectType: 'purchase_order', id: row.id })).toBeUndefined();
    await enteredDaysAgo('purchase_order', row.id, 'awaiting_deposit', 7);
    await enqueue(db(), SWEEP_TASK, {});
    await runJobs();
    expect(await statusOf(row.id)).toBe('cancelled');
  });
});

/** Marks the order deposited: the deposit posted from the wallet (factory), the status through transition(). */
async function movePurchaseOrderDeposited(id: number) {
  const [order] = await db().select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
  await payPurchaseOrder(ctx, id, { upToVnd: order!.depositDueVnd });
  await transaction(db(), async (tx) => {
    const [locked] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)).for('update');
    await transition(tx, purchaseOrderMachine, locked!, 'deposited', {
      userId: order!.userId,
      name: 'Khách',
      roles: ['customer'],
      scope: 'own',
    });
  });
}

describe('remind_confirmation', () => {
  it('reminds the customer of a price waiting 3 days, once', async () => {
    const user = await makeCustomer(ctx);
    const row = await makePurchaseOrder(ctx, { customer: user, status: 'purchasing' });
    await movePurchaseOrder(row.id, ['awaiting_customer_confirmation']);
    const p = { subjectType: 'purchase_order', id: row.id } as const;
    await enteredDaysAgo('purchase_order', row.id, 'awaiting_customer_confirmation', 3);
    await makeDue('remind_confirmation', p);
    await runJobs();
    // Again through the sweep: the reminder for this wait was sent already.
    await enqueue(db(), SWEEP_TASK, {});
    await runJobs();
    const mails = await query<{ subject: string }>(ctx, 'select subject from mail_outbox where "to" = $1', [
      user.email,
    ]);
    expect(mails.map((m) => m.subject)).toEqual([`Đơn ${row.code} đang chờ bạn xác nhận giá`]);
    const events = await query(
      ctx,
      `select payload from domain_events where type = 'purchase_order.confirmation_reminded' and subject_id = $1`,
      [row.id],
    );
    expect(events).toHaveLength(1);
    expect(await query(ctx, 'select 1 from timed_reminders where subject_id = $1', [row.id])).toHaveLength(1);
    expect(await statusOf(row.id)).toBe('awaiting_customer_confirmation');

    // A second wait (the order went back to buying, then waits again) is reminded again, once.
    await movePurchaseOrder(row.id, ['purchasing', 'awaiting_customer_confirmation']);
    await enteredDaysAgo('purchase_order', row.id, 'awaiting_customer_confirmation', 4);
    await makeDue('remind_confirmation', p);
    await runJobs();
    await runJobs();
    const again = await query(ctx, 'select 1 from mail_outbox where "to" = $1', [user.email]);
    expect(again).toHaveLength(2);
  });
});

describe('a changed setting applies to the next run', () => {
  it('a shorter delay completes an order delivered 10 days ago at once (the sweep saving enqueues)', async () => {
    const { id } = await deliveredOrder();
    await enteredDaysAgo('purchase_order', id, 'delivered', 10);
    await makeDue('complete_delivered', { subjectType: 'purchase_order', id });
    await runJobs();
    expect(await statusOf(id)).toBe('delivered');

    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/Admin/Settings',
      headers: adminAuth,
      payload: { deliveredCompleteDays: 10, unpaidCancelDays: 30, confirmationReminderDays: 3 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await query(ctx, `select 1 from graphile_worker.jobs where key = $1`, [SWEEP_TASK])).length).toBe(1);
    await runJobs();
    expect(await statusOf(id)).toBe('completed');
  });

  it('a longer delay keeps an order unpaid 8 days (30 days now), and a new order is due 30 days later', async () => {
    const user = await makeCustomer(ctx);
    const [order] = await placeOrder(user);
    const p = { subjectType: 'purchase_order', id: order!.id } as const;
    const job = await jobOf('cancel_unpaid', p);
    expect(Math.abs(new Date(job!.run_at).getTime() - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    await enteredDaysAgo('purchase_order', order!.id, 'awaiting_deposit', 8);
    await makeDue('cancel_unpaid', p);
    await runJobs();
    expect(await statusOf(order!.id)).toBe('awaiting_deposit');
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/Admin/Settings',
      headers: adminAuth,
      payload: { deliveredCompleteDays: 15, unpaidCancelDays: 7, confirmationReminderDays: 3 },
    });
    expect(put.statusCode, put.body).toBe(200);
  });
});

describe('two runners on one database', () => {
  it('run each job once', async () => {
    // Drain what earlier tests left waiting (the sweep their settings enqueued would complete these
    // orders itself, ahead of their jobs, once the delivery jobs of notifications fill the queue).
    await runJobs();
    const ids: number[] = [];
    const user = await makeCustomer(ctx);
    for (let i = 0; i < 6; i += 1) {
      const { id } = await deliveredOrder(user);
      await enteredDaysAgo('purchase_order', id, 'delivered', 15);
      ids.push(id);
    }
    const runs: number[] = [];
    const tasks = () => {
      const base = appTasks({ db: db(), mailer: ctx.mailer, log: () => {} });
      return {
        ...base,
        complete_delivered: async (payload: unknown) => {
          runs.push((payload as TimedPayload).id);
          await base.complete_delivered(payload);
        },
      };
    };
    const one = await startJobRunner(db(), { tasks: tasks(), log: () => {}, pollIntervalMs: 100, concurrency: 3 });
    const other = await startJobRunner(db(), {
      tasks: tasks(),
      log: () => {},
      pollIntervalMs: 100,
      concurrency: 3,
    });
    try {
      await query(ctx, `update graphile_worker._private_jobs set run_at = now() where key = any($1::text[])`, [
        ids.map((id) => jobKeyOf('complete_delivered', { subjectType: 'purchase_order', id })),
      ]);
      await expect
        .poll(async () => (await Promise.all(ids.map(statusOf))).every((s) => s === 'completed'), { timeout: 15_000 })
        .toBe(true);
    } finally {
      await Promise.all([one.stop(), other.stop()]);
    }
    expect(runs.sort()).toEqual([...ids].sort());
    const completed = await query<{ n: number }>(
      ctx,
      `select count(*)::int as n from status_events
        where subject_type = 'purchase_order' and subject_id = any($1::int[]) and to_status = 'completed'`,
      [ids],
    );
    expect(completed[0]!.n).toBe(ids.length);
  });
});
