/**
 * Chat (DESIGN.md §3.11, decision 0112): the customer's threads on their own objects (another's is
 * 404, whatever its type), staff's queue and internal notes, idempotent and racing sends, afterSeq
 * paging, read markers, photos, malformed input.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeEventsOf } from '../../lib/platform/change-events.ts';
import { creditWallet, makeCustomer, makePurchaseOrder, makeStaff, type TestUser } from '../../test/factories.ts';
import { type Auth, countRows, expectError, query } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import { complaintKit, deliveredConsignment } from '../complaint/complaint.test-support.ts';
import { deliveryKit } from '../delivery/delivery.test-support.ts';
import { pendingWithdrawal, usableAccount } from '../withdrawal/withdrawal.test-support.ts';

const ctx = useTestApp();
let admin: Auth;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
});

type Message = {
  seq: number;
  body: string;
  clientMessageId: string;
  fromStaff: boolean;
  mine: boolean;
  senderName: string;
  internal?: boolean;
};

const cid = () => randomUUID();
const send = (auth: Auth, thread: string, payload: Record<string, unknown>, staff = false) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/${staff ? 'Admin/' : ''}Chat/${thread}`,
    headers: auth,
    payload: { clientMessageId: cid(), ...payload },
  });
const get = (auth: Auth, thread: string, afterSeq = 0, staff = false) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/${staff ? 'Admin/' : ''}Chat/${thread}?afterSeq=${afterSeq}`,
    headers: auth,
  });

async function sendOk(auth: Auth, thread: string, payload: Record<string, unknown>, staff = false): Promise<Message> {
  const res = await send(auth, thread, payload, staff);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function orderThread(customer: TestUser) {
  const order = await makePurchaseOrder(ctx, { customer });
  return { order, key: `order-${order.id}` };
}

describe('a customer and staff talk about an order', () => {
  it('posts, lists, reads; staff replies and notes; the note never reaches the customer', async () => {
    const customer = await makeCustomer(ctx);
    const { order, key } = await orderThread(customer);
    const published: [string, { type: string; message?: { body: string } }][] = [];
    const stop = changeEventsOf(ctx.database.db).subscribe({
      userChanged() {},
      sessionRevoked() {},
      reset() {},
      published: (topic, message) => published.push([topic, message as (typeof published)[number][1]]),
    });

    const empty = await get(customer.auth, key);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({ key, title: `Đơn hàng ${order.code}`, messages: [], lastSeq: 0 });

    const first = await sendOk(customer.auth, key, { body: '  Shop đã phát hàng chưa ạ?  ' });
    expect(first).toMatchObject({ seq: 1, body: 'Shop đã phát hàng chưa ạ?', mine: true, fromStaff: false });

    const note = await sendOk(admin, key, { body: 'Khách hỏi lần 2, kiểm tra với shop', internal: true }, true);
    expect(note).toMatchObject({ seq: 2, internal: true });
    const reply = await sendOk(admin, key, { body: 'Shop đã phát hàng hôm qua: https://example.vn/track' }, true);
    expect(reply.seq).toBe(3);

    const seen = (await get(customer.auth, key)).json();
    expect(seen.messages.map((m: Message) => m.body)).toEqual([
      'Shop đã phát hàng chưa ạ?',
      'Shop đã phát hàng hôm qua: https://example.vn/track',
    ]);
    expect(JSON.stringify(seen)).not.toContain('kiểm tra với shop');
    expect(seen.messages[1]).toMatchObject({ fromStaff: true, mine: false, senderName: 'Nhân viên hỗ trợ' });
    expect(seen.messages[1].internal).toBeUndefined();

    // The sockets: the customer's topic got the two public messages, staff's all three.
    stop();
    const bodiesOn = (topic: string) =>
      published.filter(([t, m]) => t === topic && m.type === 'chat').map(([, m]) => m.message?.body);
    expect(bodiesOn(`user:${customer.id}`)).toEqual([first.body, reply.body]);
    expect(bodiesOn('staff')).toEqual([first.body, note.body, reply.body]);

    // The list: one unread staff reply (the note does not count), previewed.
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/Chat', headers: customer.auth })).json();
    expect(list.unread).toBe(1);
    expect(list.items[0]).toMatchObject({ key, unread: 1, lastSeq: 3, preview: reply.body });
    // The order page's "Nhắn tin" asks for the thread's unread count alone (no messages after the last).
    expect((await get(customer.auth, key, 3)).json()).toMatchObject({ unread: 1, messages: [] });

    // Reading: capped at the last message, never backwards.
    const read = (seq: number) =>
      ctx.app.inject({ method: 'POST', url: `/api/Chat/${key}/Read`, headers: customer.auth, payload: { seq } });
    expect((await read(99)).json()).toEqual({ readSeq: 3 });
    expect((await read(1)).json()).toEqual({ readSeq: 3 });
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/Chat', headers: customer.auth })).json();
    expect(after.unread).toBe(0);

    // Staff see everything, with names and the note.
    const staffView = (await get(admin, key, 0, true)).json();
    expect(staffView.messages.map((m: Message) => m.internal)).toEqual([false, true, false]);
    expect(staffView.customer).toMatchObject({ id: customer.id, fullName: customer.fullName });
    expect(staffView.messages[0].senderName).toBe(customer.fullName);

    // Each message recorded one domain event, the note flagged internal.
    const events = await query<{ payload: { seq: number; internal: boolean; fromStaff: boolean } }>(
      ctx,
      `select payload from domain_events where type = 'chat_message.posted' and user_id = $1 order by id`,
      [customer.id],
    );
    expect(events.map((e) => [e.payload.seq, e.payload.fromStaff, e.payload.internal])).toEqual([
      [1, false, false],
      [2, true, true],
      [3, true, false],
    ]);
  });

  it('pages by afterSeq: oldest first, 100 at most, then the rest', async () => {
    const customer = await makeCustomer(ctx);
    const { key } = await orderThread(customer);
    const [thread] = await query<{ id: number }>(
      ctx,
      `insert into chat_threads (type, object_id, user_id, last_seq) values ('order', $1, $2, 120) returning id`,
      [Number(key.split('-')[1]), customer.id],
    );
    await query(
      ctx,
      `insert into chat_messages (thread_id, seq, sender_id, from_staff, body, client_message_id)
       select $1, g, $2, false, 'tin ' || g, 'seed-msg-' || g from generate_series(1, 120) g`,
      [thread!.id, customer.id],
    );
    const page1 = (await get(customer.auth, key)).json();
    expect(page1.messages).toHaveLength(100);
    expect(page1.messages[0].seq).toBe(1);
    expect(page1.hasMore).toBe(true);
    const page2 = (await get(customer.auth, key, 100)).json();
    expect(page2.messages.map((m: Message) => m.seq)).toEqual(Array.from({ length: 20 }, (_, i) => 101 + i));
    expect(page2.hasMore).toBe(false);
    expect((await get(customer.auth, key, 120)).json().messages).toEqual([]);
  });
});

describe('scope', () => {
  it("another customer's thread is 404 for every type; an object that does not exist too", async () => {
    const owner = await makeCustomer(ctx, { walletVnd: 50_000_000 });
    const other = await makeCustomer(ctx);
    const { key: orderKey } = await orderThread(owner);
    const shipping = await deliveredConsignment(ctx, owner, 0);
    const account = await usableAccount(ctx, owner.auth);
    const withdrawal = await pendingWithdrawal(ctx.app, owner.auth, account, 100_000);
    const complaints = complaintKit(ctx);
    const claimant = await complaints.customerWithOrder();
    const complaint = await complaints.ok<{ id: number }>(
      await complaints.file(claimant.user, {
        orderType: 'purchase',
        orderId: claimant.order.id,
        lines: [{ lineId: claimant.lines[0]!.id, quantity: 1 }],
        reason: 'damaged',
        description: 'Bàn bị nứt',
        photoIds: [await complaints.uploadPhoto(claimant.user)],
        requestedVnd: 10_000,
      }),
    );
    const deliveries = deliveryKit(ctx);
    const atVn = await deliveries.purchaseOrderAtVn(owner);
    const address = await deliveries.address(owner);
    await creditWallet(ctx, owner.id, 50_000_000);
    const delivery = await deliveries.createOk(owner.auth, {
      parcelIds: atVn.parcels.map((p) => p.id),
      addressId: address.id,
      method: 'pickup',
    });

    const owned: [TestUser, string, string][] = [
      [owner, orderKey, 'Đơn hàng'],
      [owner, `shipping-${shipping.id}`, 'Đơn ký gửi'],
      [owner, `delivery-${delivery.id}`, 'Yêu cầu giao hàng'],
      [claimant.user, `complaint-${complaint.id}`, 'Khiếu nại'],
      [owner, `withdraw-${withdrawal.id}`, 'Yêu cầu rút tiền'],
      [owner, `support-${owner.id}`, 'Hỗ trợ chung'],
    ];
    for (const [who, key, title] of owned) {
      const mine = await get(who.auth, key);
      expect(mine.statusCode, `${key}: ${mine.body}`).toBe(200);
      expect(mine.json().title, key).toContain(title);
      await sendOk(who.auth, key, { body: 'Xin chào' });
      expectError(await get(other.auth, key), 404, 'chat-thread-not-found');
      expectError(await send(other.auth, key, { body: 'Xem trộm' }), 404, 'chat-thread-not-found');
      expectError(
        await ctx.app.inject({
          method: 'POST',
          url: `/api/Chat/${key}/Read`,
          headers: other.auth,
          payload: { seq: 1 },
        }),
        404,
        'chat-thread-not-found',
      );
      // Staff reach every type.
      expect((await get(admin, key, 0, true)).json().messages).toHaveLength(1);
    }
    expect(await countRows(ctx, 'chat_messages', 'sender_id = $1', [other.id])).toBe(0);
    for (const key of ['order-2147483647', 'shipping-2147483647', 'delivery-2147483647', 'complaint-2147483647']) {
      expectError(await get(owner.auth, key), 404, 'chat-thread-not-found');
      expectError(await get(admin, key, 0, true), 404, 'chat-thread-not-found');
    }
    // The other customer's list is empty.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/Chat', headers: other.auth })).json().total).toBe(0);
  });

  it('a staff role without answer:chat gets 403; a customer on the console 403', async () => {
    const customer = await makeCustomer(ctx);
    const { key } = await orderThread(customer);
    const purchaser = await makeStaff(ctx, 'purchaser');
    const sales = await makeStaff(ctx, 'sales');
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/Admin/Chat', headers: purchaser.auth }), 403);
    expectError(await get(purchaser.auth, key, 0, true), 403);
    expectError(await send(purchaser.auth, key, { body: 'x' }, true), 403);
    expectError(await get(customer.auth, key, 0, true), 403);
    expect((await get(sales.auth, key, 0, true)).statusCode).toBe(200);
  });

  it('refuses malformed thread keys, bodies and ids with 400', async () => {
    const customer = await makeCustomer(ctx);
    const { key } = await orderThread(customer);
    for (const bad of ['order', 'order-0', 'order-01', 'refund-1', 'order-99999999999', 'ORDER-1', 'order-1-2']) {
      const res = await get(customer.auth, bad);
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await get(customer.auth, key, -1)).statusCode).toBe(400);
    const bodies: Record<string, unknown>[] = [
      { body: '' },
      { body: '   ' },
      { body: 'x'.repeat(2001) },
      { body: 'a\u0000b' },
      { body: 'x', photoIds: [1, 2, 3, 4, 5, 6] },
      { body: 'x', clientMessageId: 'short' },
      { body: 'x', clientMessageId: 'has space in it' },
      { body: 42 },
    ];
    for (const payload of bodies) {
      const res = await send(customer.auth, key, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().Message).toMatch(/[à-ỹ]/);
    }
    expect((await send(customer.auth, key, { body: 'x'.repeat(2000) })).statusCode).toBe(200);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/Chat/${key}/Read`,
          headers: customer.auth,
          payload: { seq: 'a' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses photos the sender did not upload; accepts their own', async () => {
    const customer = await makeCustomer(ctx);
    const stranger = await makeCustomer(ctx);
    const { key } = await orderThread(customer);
    const kit = complaintKit(ctx);
    const theirs = await kit.uploadPhoto(stranger);
    const mine = await kit.uploadPhoto(customer);
    expectError(await send(customer.auth, key, { photoIds: [theirs] }), 400);
    const sent = await sendOk(customer.auth, key, { photoIds: [mine] });
    expect(sent.body).toBe('');
    expect((sent as unknown as { photos: { id: number; url: string }[] }).photos).toEqual([
      { id: mine, url: expect.stringMatching(/^\/api\/Image\//) },
    ]);
  });
});

describe('sending twice and at once', () => {
  it('the same clientMessageId posts once, also when the two requests race', async () => {
    const customer = await makeCustomer(ctx);
    const { key } = await orderThread(customer);
    const clientMessageId = cid();
    const a = await sendOk(customer.auth, key, { body: 'Một lần thôi', clientMessageId });
    const b = await sendOk(customer.auth, key, { body: 'Một lần thôi', clientMessageId });
    expect(b).toEqual(a);
    const racing = cid();
    const both = await Promise.all(
      [1, 2, 3].map(() => send(customer.auth, key, { body: 'Đua', clientMessageId: racing })),
    );
    expect(both.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(both.map((r) => r.json().seq)).size).toBe(1);
    expect(await countRows(ctx, 'chat_messages', 'sender_id = $1', [customer.id])).toBe(2);
  });

  it('racing posts get distinct consecutive seqs', async () => {
    const customer = await makeCustomer(ctx);
    const { key } = await orderThread(customer);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 ? send(admin, key, { body: `nv ${i}` }, true) : send(customer.auth, key, { body: `kh ${i}` }),
      ),
    );
    for (const r of answers) expect(r.statusCode, r.body).toBe(200);
    expect(answers.map((r) => r.json().seq).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe("staff's queue", () => {
  it('waiting threads first, longest waiting first; a reply ends the wait, a note does not; assigning', async () => {
    const sales = await makeStaff(ctx, 'sales');
    const c1 = await makeCustomer(ctx);
    const c2 = await makeCustomer(ctx);
    const c3 = await makeCustomer(ctx);
    const t1 = (await orderThread(c1)).key;
    const t2 = (await orderThread(c2)).key;
    const t3 = `support-${c3.id}`;
    await sendOk(c1.auth, t1, { body: 'Chờ lâu nhất' });
    await sendOk(c2.auth, t2, { body: 'Chờ sau' });
    await sendOk(c3.auth, t3, { body: 'Đã được trả lời' });
    await sendOk(sales.auth, t3, { body: 'Dạ em chào anh/chị' }, true);
    await sendOk(sales.auth, t2, { body: 'Ghi chú', internal: true }, true);
    const keys = async (q: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/Admin/Chat?pageSize=100${q}`, headers: sales.auth })).json()
        .items as { key: string; waitingSince: string | null; unread: number; assignedStaff: unknown }[];
    const all = await keys('');
    const mine = all.filter((t) => [t1, t2, t3].includes(t.key));
    expect(mine.map((t) => t.key)).toEqual([t1, t2, t3]);
    expect(mine[2]!.waitingSince).toBeNull();
    expect(mine[0]!.unread).toBe(1);
    expect(all.indexOf(mine[1]!)).toBeLessThan(all.indexOf(mine[2]!));

    const assign = (staffId: number | null, thread = t1, auth: Auth = sales.auth) =>
      ctx.app.inject({ method: 'POST', url: `/api/Admin/Chat/${thread}/Assign`, headers: auth, payload: { staffId } });
    const assigned = await assign(sales.id);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().assignedStaff).toEqual({ id: sales.id, fullName: sales.fullName });
    expect((await keys('&assigned=me')).map((t) => t.key)).toEqual([t1]);
    expect((await keys('&assigned=none')).map((t) => t.key)).not.toContain(t1);
    const purchaser = await makeStaff(ctx, 'purchaser');
    expectError(await assign(purchaser.id), 400, 'validation-error');
    expectError(await assign(c2.id), 400, 'validation-error');
    expect(await countRows(ctx, 'audit_log', "action = 'chat_thread.assign' and actor_id = $1", [sales.id])).toBe(1);
    const staffList = (
      await ctx.app.inject({ method: 'GET', url: '/api/Admin/Chat/Staff', headers: sales.auth })
    ).json();
    expect(staffList.map((s: { id: number }) => s.id)).toContain(sales.id);
    expect(staffList.map((s: { id: number }) => s.id)).not.toContain(purchaser.id);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/Admin/Chat?assigned=x', headers: sales.auth })).statusCode,
    ).toBe(400);
  });

  it('sends are limited per user: 429 in Vietnamese', async () => {
    const customer = await makeCustomer(ctx);
    const key = `support-${customer.id}`;
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push((await send(customer.auth, key, { body: `tin ${i}` })).statusCode);
    expect(answers.every((s) => s === 200)).toBe(true);
    expect(expectError(await send(customer.auth, key, { body: 'thêm' }), 429).Message).toContain('thử lại');
  });
});
