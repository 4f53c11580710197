/**
 * Notifications from domain events (decision 0110): a status change makes one notification per
 * recipient, once, also when the worker died after the delivery committed; staff by permission; never
 * the actor; push jobs only where the recipient's preference allows. And the bell's endpoints: list,
 * unread count, marking read (only one's own), preferences, malformed input.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema/notification.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { DELIVER_TASK, domainEventTasks, recordDomainEvent } from '../../lib/events/domain-events.ts';
import { runDueJobs } from '../../lib/events/job-queue.ts';
import { makeCustomer, makePurchaseOrder, makeStaff, type TestUser } from '../../test/factories.ts';
import { type Auth, expectError, query, setStatus } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();
const db = () => ctx.database.db;
let admin: Auth;
let adminId: number;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
  adminId = (await ctx.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: admin })).json().id;
});

const deliver = () => runDueJobs(db(), domainEventTasks(db()));

async function bell(auth: Auth, qs = '') {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/Notification${qs}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: { id: number; category: string; title: string; body: string; link: string; read: boolean }[];
    total: number;
  };
}

async function unread(auth: Auth): Promise<number> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/Notification/UnreadCount', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().count;
}

const read = (auth: Auth, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/Notification/Read', headers: auth, payload: payload as object });

async function createRecharge(c: TestUser) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Wallet/Recharge',
    headers: c.auth,
    payload: { amountVnd: 250_000 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; code: string };
}

async function subscribeDevice(userId: number) {
  const [row] = await db()
    .insert(pushSubscriptions)
    .values({
      userId,
      endpoint: `https://push.example.test/${userId}-${Math.random().toString(36).slice(2)}`,
      p256dh: 'key',
      auth: 'auth',
    })
    .returning({ id: pushSubscriptions.id });
  return row!.id;
}

const pushJobs = async (subscriptionId: number) =>
  (
    await query<{ n: number }>(
      ctx,
      `select count(*)::int as n from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
       where t.identifier = 'web_push' and (j.payload->>'subscriptionId')::int = $1`,
      [subscriptionId],
    )
  )[0]!.n;

describe('notifications from status changes', () => {
  it('tells the customer once that staff cancelled their order, in Vietnamese, linking to it', async () => {
    const c = await makeCustomer(ctx);
    const order = await makePurchaseOrder(ctx, { customer: c });
    await deliver();
    expect(await unread(c.auth)).toBe(0);
    expect((await setStatus(ctx.app, admin, order.id, 'cancelled', 'Shop hết hàng')).statusCode).toBe(200);
    await deliver();
    await deliver();
    const { items } = await bell(c.auth);
    expect(items).toEqual([
      expect.objectContaining({
        category: 'order',
        title: `Đơn ${order.code} đã bị hủy`,
        link: `/orderOrdering/${order.id}`,
        read: false,
      }),
    ]);
    expect(await unread(c.auth)).toBe(1);
    // The admin who cancelled it hears nothing of their own action.
    expect((await bell(admin)).items.some((n) => n.title.includes(order.code))).toBe(false);
  });

  it('never tells the customer of their own cancellation', async () => {
    const c = await makeCustomer(ctx);
    const order = await makePurchaseOrder(ctx, { customer: c });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/OrderOrdering/${order.id}/Cancel`,
      headers: c.auth,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    await deliver();
    expect(await unread(c.auth)).toBe(0);
  });

  it('stores nothing more when the worker died after the delivery committed and another took the job over', async () => {
    const c = await makeCustomer(ctx);
    const orders = [await makePurchaseOrder(ctx, { customer: c }), await makePurchaseOrder(ctx, { customer: c })];
    await deliver();
    for (const o of orders) expect((await setStatus(ctx.app, admin, o.id, 'cancelled')).statusCode).toBe(200);
    const real = domainEventTasks(db())[DELIVER_TASK];
    await runDueJobs(db(), {
      [DELIVER_TASK]: async (payload: unknown) => {
        await real(payload);
        throw new Error('worker died before completing the job');
      },
    });
    expect(await unread(c.auth)).toBe(2);
    await query(
      ctx,
      `update graphile_worker._private_jobs set run_at = now() where key like 'domain_event:notifications:%'`,
    );
    await deliver();
    expect(await unread(c.auth)).toBe(2);
    expect((await bell(c.auth)).items.map((n) => n.link).sort()).toEqual(
      orders.map((o) => `/orderOrdering/${o.id}`).sort(),
    );
  });

  it('tells the members who approve recharges of a new one, and the customer of its approval, never the approver', async () => {
    const accountant = await makeStaff(ctx, 'accountant');
    const sales = await makeStaff(ctx, 'sales');
    const c = await makeCustomer(ctx);
    const before = { admin: await unread(admin), sales: await unread(sales.auth) };
    const recharge = await createRecharge(c);
    await deliver();
    for (const who of [accountant.auth, admin]) {
      expect((await bell(who)).items[0]).toMatchObject({
        category: 'finance',
        title: `Yêu cầu nạp tiền ${recharge.code} chờ duyệt`,
        link: '/admin/recharge',
      });
    }
    expect(await unread(admin)).toBe(before.admin + 1);
    expect(await unread(sales.auth)).toBe(before.sales);
    expect(await unread(c.auth)).toBe(0);

    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/Admin/Recharge/${recharge.id}/Approve`,
      headers: admin,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await deliver();
    const [n] = (await bell(c.auth)).items;
    expect(n).toMatchObject({ title: `Yêu cầu nạp tiền ${recharge.code} đã được duyệt`, link: '/transaction' });
    expect(`${n!.title} ${n!.body}`).not.toMatch(/250|₫|đ\b/); // no amount on a lock screen
    expect(await unread(admin)).toBe(before.admin + 1);
  });

  it('enqueues a push per device only when the category allows push', async () => {
    const c = await makeCustomer(ctx);
    const device = await subscribeDevice(c.id);
    const order1 = await makePurchaseOrder(ctx, { customer: c });
    await deliver();
    expect((await setStatus(ctx.app, admin, order1.id, 'cancelled')).statusCode).toBe(200);
    await deliver();
    expect(await pushJobs(device)).toBe(1);

    const off = await ctx.app.inject({
      method: 'PUT',
      url: '/api/Notification/Preferences',
      headers: c.auth,
      payload: [{ category: 'order', push: false, email: true }],
    });
    expect(off.statusCode, off.body).toBe(200);
    const order2 = await makePurchaseOrder(ctx, { customer: c });
    await deliver();
    expect((await setStatus(ctx.app, admin, order2.id, 'cancelled')).statusCode).toBe(200);
    await deliver();
    expect(await unread(c.auth)).toBe(2); // still in the app
    expect(await pushJobs(device)).toBe(1); // no second push
    // E-mail on: the mail is queued with the notification.
    await ctx.mailer.flush();
    expect(ctx.mails.filter((m) => m.to === c.email).map((m) => m.subject)).toContain(`Đơn ${order2.code} đã bị hủy`);
  });
});

describe('notifications from chat messages', () => {
  const post = (userId: number, payload: Record<string, unknown>) =>
    transaction(db(), (tx) =>
      recordDomainEvent(tx, {
        type: 'chat_message.posted',
        subjectType: 'chat_thread',
        subjectId: 1,
        userId,
        payload: { seq: 1, ...payload },
      }),
    );

  it('tells the customer of a staff reply, never of an internal note', async () => {
    const c = await makeCustomer(ctx);
    const thread = `support-${c.id}`;
    await post(c.id, { thread, fromStaff: true, internal: true, senderId: adminId, assignedStaffId: adminId });
    await deliver();
    expect(await unread(c.auth)).toBe(0);
    await post(c.id, { thread, fromStaff: true, internal: false, senderId: adminId, assignedStaffId: adminId });
    await deliver();
    expect((await bell(c.auth)).items).toEqual([
      expect.objectContaining({ category: 'chat', title: 'Nhân viên đã trả lời tin nhắn', link: `/chat/${thread}` }),
    ]);
  });

  it('tells the members who answer chats of a waiting customer once while the notice is unread', async () => {
    const sales = await makeStaff(ctx, 'sales');
    const warehouse = await makeStaff(ctx, 'warehouse_vn');
    const c = await makeCustomer(ctx);
    const thread = `order-${c.id}`;
    const waiting = async () => (await bell(sales.auth)).items.filter((n) => n.link === `/admin/chat/${thread}`).length;
    await post(c.id, { thread, fromStaff: false, internal: false, senderId: c.id, assignedStaffId: null });
    await post(c.id, { thread, fromStaff: false, internal: false, senderId: c.id, assignedStaffId: null });
    await deliver();
    expect(await waiting()).toBe(1);
    expect(await unread(warehouse.auth)).toBe(0);
    expect(await unread(c.auth)).toBe(0);
    expect((await read(sales.auth, { all: true })).json()).toEqual({ count: 0 });
    await post(c.id, { thread, fromStaff: false, internal: false, senderId: c.id, assignedStaffId: null });
    await deliver();
    expect(await waiting()).toBe(2);
  });
});

describe('the bell', () => {
  async function withNotifications(n: number) {
    const c = await makeCustomer(ctx);
    for (let i = 0; i < n; i += 1) {
      await post(c.id);
    }
    await deliver();
    return c;
  }
  const post = (userId: number) =>
    transaction(db(), (tx) =>
      recordDomainEvent(tx, {
        type: 'chat_message.posted',
        subjectType: 'chat_thread',
        subjectId: 1,
        userId,
        payload: { thread: `support-${userId}`, seq: 1, fromStaff: true, internal: false, senderId: adminId },
      }),
    );

  it('lists newest first, pages, filters unread, marks read and answers the count left', async () => {
    const c = await withNotifications(3);
    const all = await bell(c.auth, '?pageSize=2');
    expect(all.total).toBe(3);
    expect(all.items).toHaveLength(2);
    expect(all.items[0]!.id).toBeGreaterThan(all.items[1]!.id);
    const newest = all.items[0]!.id;
    const res = await read(c.auth, { ids: [newest] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ count: 2 });
    const unreadOnly = await bell(c.auth, '?unread=true');
    expect(unreadOnly.total).toBe(2);
    expect(unreadOnly.items.map((n) => n.id)).not.toContain(newest);
    expect((await bell(c.auth)).items.find((n) => n.id === newest)?.read).toBe(true);
    expect((await read(c.auth, { all: true })).json()).toEqual({ count: 0 });
    expect(await unread(c.auth)).toBe(0);
  });

  it("changes nothing when someone marks another person's notification read", async () => {
    const owner = await withNotifications(1);
    const other = await withNotifications(1);
    const [theirs] = (await bell(owner.auth)).items;
    const res = await read(other.auth, { ids: [theirs!.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 1 }); // the caller's own count, unchanged
    expect(await unread(owner.auth)).toBe(1);
    expect((await bell(other.auth)).items.map((n) => n.id)).not.toContain(theirs!.id);
  });

  it('serves staff their own notifications too', async () => {
    const accountant = await makeStaff(ctx, 'accountant');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/Notification', headers: accountant.auth })).statusCode,
    ).toBe(200);
  });

  it('refuses malformed input with 400 and a signed-out caller with 401', async () => {
    const c = await makeCustomer(ctx);
    for (const body of [
      {},
      { ids: [] },
      { ids: ['x'] },
      { ids: [0] },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      { all: false },
      { all: true, ids: [1] },
      null,
    ]) {
      expectError(await read(c.auth, body), 400);
    }
    for (const qs of ['?page=0', '?pageSize=1000', '?unread=yes', '?page=abc']) {
      expectError(await ctx.app.inject({ method: 'GET', url: `/api/Notification${qs}`, headers: c.auth }), 400);
    }
    for (const body of [
      [],
      [{ category: 'bogus', push: true, email: false }],
      [{ category: 'order', push: 'yes', email: false }],
      [{ category: 'order', inApp: false, push: true, email: false }],
      [
        { category: 'order', push: true, email: false },
        { category: 'order', push: false, email: false },
      ],
      { category: 'order' },
    ]) {
      expectError(
        await ctx.app.inject({ method: 'PUT', url: '/api/Notification/Preferences', headers: c.auth, payload: body }),
        400,
      );
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/Notification/UnreadCount' })).statusCode).toBe(401);
  });

  it('answers every category with its defaults, and keeps what the person set', async () => {
    const c = await makeCustomer(ctx);
    const get = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/Notification/Preferences', headers: c.auth })).json();
    const defaults = await get();
    expect(defaults.map((p: { category: string }) => p.category)).toEqual([
      'order',
      'finance',
      'delivery',
      'complaint',
      'chat',
      'system',
    ]);
    expect(defaults[0]).toEqual({ category: 'order', inApp: true, push: true, email: false });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/Notification/Preferences',
      headers: c.auth,
      payload: [{ category: 'chat', inApp: true, push: false, email: true }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await get();
    expect(after.find((p: { category: string }) => p.category === 'chat')).toEqual({
      category: 'chat',
      inApp: true,
      push: false,
      email: true,
    });
    expect(after.find((p: { category: string }) => p.category === 'order')).toEqual(defaults[0]);
  });
});
