/**
 * Complaints over HTTP on the real database (DESIGN.md §3.9, decision 0106): a customer files one on a
 * delivered order with photos they uploaded, staff take it, ask for more, offer a refund; the customer
 * counters, staff offer again, the customer accepts and the wallet is credited once, never more than
 * what was paid for the lines. The window, photos, one open complaint per line and reason, the second
 * member's approval above a limit, cross-user 404, cross-role 403 and bad input writing nothing.
 */
import type { Complaint, ComplaintSummary, OrderComplaints } from '@app/shared/contracts/complaint';
import type { PurchaseOrder } from '@app/shared/contracts/purchase-order';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makePurchaseOrder, makeStaff, type TestUser } from '../../test/factories.ts';
import {
  type Auth,
  countRows,
  expectError,
  expectLedgerBalanced,
  newKey,
  query,
  walletBalance,
} from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import { deliveredConsignment, deliveredHoursAgo, deliveredPurchaseOrder } from './complaint.test-support.ts';

const ctx = useTestApp();
let admin: Auth;
let sales: TestUser;
let sales2: TestUser;
let accountant: TestUser;

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
  sales = await makeStaff(ctx, 'sales', { fullName: 'Lê Thị Sales' });
  sales2 = await makeStaff(ctx, 'sales', { fullName: 'Phạm Văn Hai' });
  accountant = await makeStaff(ctx, 'accountant', { fullName: 'Trần Kế Toán' });
});

type Page = { items: ComplaintSummary[]; total: number };
type Line = PurchaseOrder['lines'][number];
const call = (
  auth: Auth | Record<string, never>,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers = {},
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...auth, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function ok<T = Complaint>(res: Awaited<ReturnType<typeof call>>): Promise<T> {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

async function uploadPhoto(user: TestUser): Promise<number> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Upload/Image',
    headers: { ...user.auth, 'content-type': 'image/png' },
    payload: png,
  });
  const body = await ok<{ id: number; url: string }>(res);
  expect(body.url).toMatch(/^\/api\/Image\/[0-9a-f-]{36}\.png$/);
  return body.id;
}

const file = (user: TestUser, payload: unknown, key = newKey()) =>
  call(user.auth, 'POST', '/api/Complaint', payload, { 'idempotency-key': key });

async function orderOf(user: TestUser, id: number): Promise<PurchaseOrder> {
  return ok<PurchaseOrder>(await call(user.auth, 'GET', `/api/OrderOrdering/${id}`));
}

/** A customer with a delivered two-line purchase order (2 desks, 3 chairs). */
async function customerWithOrder() {
  const user = await makeCustomer(ctx);
  const row = await deliveredPurchaseOrder(ctx, user, [
    { title: 'Bàn học gỗ', quantity: 2, unitPriceFen: 12_345 },
    { title: 'Ghế xoay', quantity: 3, unitPriceFen: 5_000 },
  ]);
  const order = await orderOf(user, row.id);
  return { user, order, lines: order.lines };
}

/** What the customer paid for `qty` of `line` (goods at the order's rate, fees shared by value). */
function paidFor(order: PurchaseOrder, line: Line, qty: number): number {
  const goods = order.lines.reduce((s, l) => s + l.amountVnd, 0);
  const linePaid = Math.floor(line.amountVnd * (order.totals.totalVnd / goods));
  return Math.floor((linePaid * qty) / line.quantity);
}

describe('a complaint from filing to the refund', () => {
  it('photos, take, request info, offer, counter, offer again, accept: the wallet gets the refund once', async () => {
    const { user, order, lines } = await customerWithOrder();
    const desk = lines[0]!;
    const photos = [await uploadPhoto(user), await uploadPhoto(user)];
    const key = newKey();
    const body = {
      orderType: 'purchase',
      orderId: order.id,
      lines: [{ lineId: desk.id, quantity: 1 }],
      reason: 'damaged',
      description: 'Bàn bị nứt một chân',
      photoIds: photos,
      requestedVnd: 200_000,
    };
    const created = await ok(await file(user, body, key));
    const max = paidFor(order, desk, 1);
    expect(created).toMatchObject({
      status: 'pending',
      orderCode: order.code,
      reason: 'damaged',
      requestedVnd: 200_000,
      offerVnd: null,
      maxRefundVnd: max,
      lines: [{ lineId: desk.id, title: 'Bàn học gỗ', quantity: 1, paidVnd: max }],
    });
    expect(created.code).toMatch(/^KN\d{8}$/);
    expect(created.photos.map((p) => p.id)).toEqual(photos);
    expect(created.photos[0]!.url).toMatch(/^\/api\/Image\//);
    // The same key again answers the same complaint and files nothing more.
    expect((await ok(await file(user, body, key))).id).toBe(created.id);
    expect(await countRows(ctx, 'complaints', 'user_id = $1', [user.id])).toBe(1);

    const mine = await ok<Page>(await call(user.auth, 'GET', '/api/Complaint'));
    expect(mine.items.map((c) => [c.id, c.status])).toEqual([[created.id, 'pending']]);
    const forOrder = await ok<OrderComplaints>(
      await call(user.auth, 'GET', `/api/Complaint/Order?orderType=purchase&orderId=${order.id}`),
    );
    expect(forOrder).toMatchObject({ eligible: true, complaints: [{ id: created.id }] });

    // Staff see it in the queue with its due date, take it and ask for more.
    const queue = await ok<Page>(await call(sales.auth, 'GET', '/api/Admin/Complaint?pageSize=100'));
    const row = queue.items.find((c) => c.id === created.id);
    expect(row).toMatchObject({ status: 'pending', overdue: false, customer: { id: user.id } });
    expect(new Date(row!.dueAt).getTime()).toBeGreaterThan(Date.now());
    expect(await ok(await call(sales.auth, 'POST', `/api/Admin/Complaint/${created.id}/Take`))).toMatchObject({
      status: 'processing',
      handledBy: { id: sales.id },
    });
    await ok(
      await call(sales.auth, 'POST', `/api/Admin/Complaint/${created.id}/RequestInfo`, {
        note: 'Gửi thêm ảnh vết nứt',
      }),
    );
    const audit = await query(
      ctx,
      `select action from audit_log where subject_type = 'complaint' and subject_id = $1`,
      [String(created.id)],
    );
    expect(audit.map((a) => a.action)).toContain('complaint.request_info');
    const third = await uploadPhoto(user);
    const added = await ok(
      await call(user.auth, 'POST', `/api/Complaint/${created.id}/AddInfo`, {
        note: 'Ảnh cận cảnh',
        photoIds: [third],
      }),
    );
    expect(added.notes.map((n) => [n.side, n.note, n.photos.length])).toEqual([
      ['staff', 'Gửi thêm ảnh vết nứt', 0],
      ['customer', 'Ảnh cận cảnh', 1],
    ]);

    // Offer, counter, offer again, accept.
    const offered = await ok(
      await call(sales.auth, 'POST', `/api/Admin/Complaint/${created.id}/Offer`, {
        amountVnd: 100_000,
        faultParty: 'carrier',
        note: 'Vận chuyển làm vỡ',
      }),
    );
    expect(offered).toMatchObject({ status: 'offered', offerVnd: 100_000, faultParty: 'carrier' });
    expect(await ok(await call(user.auth, 'GET', `/api/Complaint/${created.id}`))).toMatchObject({
      status: 'offered',
      offerVnd: 100_000,
      offerNote: 'Vận chuyển làm vỡ',
    });
    const countered = await ok(
      await call(user.auth, 'POST', `/api/Complaint/${created.id}/Counter`, {
        amountVnd: 150_000,
        note: 'Bàn không dùng được',
      }),
    );
    expect(countered).toMatchObject({ status: 'processing', counterVnd: 150_000, offerVnd: null });
    expectError(await call(user.auth, 'POST', `/api/Complaint/${created.id}/AcceptOffer`), 409, 'complaint-no-offer');
    await ok(
      await call(sales.auth, 'POST', `/api/Admin/Complaint/${created.id}/Offer`, {
        amountVnd: 140_000,
        faultParty: 'carrier',
        note: '',
      }),
    );
    const before = await walletBalance(ctx.app, user.auth);
    const resolved = await ok(await call(user.auth, 'POST', `/api/Complaint/${created.id}/AcceptOffer`));
    expect(resolved).toMatchObject({ status: 'resolved', refundedVnd: 140_000 });
    expect(await walletBalance(ctx.app, user.auth)).toBe(before + 140_000);
    const tx = await ok<{ items: { type: string; amountVnd: number; description: string }[] }>(
      await call(user.auth, 'GET', '/api/Transaction'),
    );
    expect(tx.items[0]).toMatchObject({ type: 'complaint_refund', amountVnd: 140_000 });
    expect(tx.items[0]!.description).toContain(created.code);
    expect(resolved.events.map((e) => e.toStatus)).toEqual([
      'pending',
      'processing',
      'offered',
      'processing',
      'offered',
      'resolved',
    ]);
    await expectLedgerBalanced(ctx);
  });

  it('accepting twice at once credits once', async () => {
    const { user, order, lines } = await customerWithOrder();
    const c = await ok(
      await file(user, {
        orderType: 'purchase',
        orderId: order.id,
        lines: [{ lineId: lines[1]!.id, quantity: 1 }],
        reason: 'missing',
        description: '',
        photoIds: [],
        requestedVnd: 50_000,
      }),
    );
    await ok(
      await call(sales.auth, 'POST', `/api/Admin/Complaint/${c.id}/Offer`, { amountVnd: 10_000, faultParty: 'seller' }),
    );
    const before = await walletBalance(ctx.app, user.auth);
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(user.auth, 'POST', `/api/Complaint/${c.id}/AcceptOffer`)),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(await walletBalance(ctx.app, user.auth)).toBe(before + 10_000);
    expect(await countRows(ctx, 'journal_entries', 'idempotency_key = $1', [`complaint-refund:${c.id}`])).toBe(1);
    await expectLedgerBalanced(ctx);
  });

  it('never offers or counters more than what was paid for the lines', async () => {
    const { user, order, lines } = await customerWithOrder();
    const chair = lines[1]!;
    const max = paidFor(order, chair, 2);
    const c = await ok(
      await file(user, {
        orderType: 'purchase',
        orderId: order.id,
        lines: [{ lineId: chair.id, quantity: 2 }],
        reason: 'missing',
        description: '',
        photoIds: [],
        requestedVnd: 10_000_000,
      }),
    );
    expect(c.maxRefundVnd).toBe(max);
    const offer = (amountVnd: number) =>
      call(sales.auth, 'POST', `/api/Admin/Complaint/${c.id}/Offer`, { amountVnd, faultParty: 'seller' });
    expectError(await offer(max + 1), 409, 'complaint-offer-too-high');
    await ok(await offer(max));
    expectError(
      await call(user.auth, 'POST', `/api/Complaint/${c.id}/Counter`, { amountVnd: max + 1, note: 'Thêm' }),
      409,
      'complaint-offer-too-high',
    );
  });
});

describe('an offer above the member’s limit', () => {
  it('waits unseen by the customer until another member approves; never its author', async () => {
    const { user, order, lines } = await customerWithOrder();
    const careful = await makeStaff(ctx, 'sales', { fullName: 'Vũ Cẩn Thận' });
    await query(
      ctx,
      `insert into staff_money_limits (user_id, kind, limit_vnd) values ($1, 'complaint_offer', 50000)`,
      [careful.id],
    );
    const c = await ok(
      await file(user, {
        orderType: 'purchase',
        orderId: order.id,
        lines: [{ lineId: lines[0]!.id, quantity: 2 }],
        reason: 'not_received',
        description: 'Không nhận được',
        photoIds: [],
        requestedVnd: 100_000,
      }),
    );
    const waiting = await ok(
      await call(careful.auth, 'POST', `/api/Admin/Complaint/${c.id}/Offer`, {
        amountVnd: 80_000,
        faultParty: 'company',
        note: 'Hoàn một phần',
      }),
    );
    expect(waiting).toMatchObject({ status: 'processing', offerVnd: 80_000, offerAwaitingApproval: true });
    const seen = await ok(await call(user.auth, 'GET', `/api/Complaint/${c.id}`));
    expect(seen).toMatchObject({ status: 'processing', offerVnd: null, offerAwaitingApproval: false, offerNote: '' });
    expectError(await call(user.auth, 'POST', `/api/Complaint/${c.id}/AcceptOffer`), 409, 'complaint-no-offer');
    // A sales member may not approve at all (no approve:complaint-offer); the accountant does.
    expectError(await call(careful.auth, 'POST', `/api/Admin/Complaint/${c.id}/Approve`), 403, 'forbidden');
    expectError(await call(sales2.auth, 'POST', `/api/Admin/Complaint/${c.id}/Approve`), 403, 'forbidden');
    const approved = await ok(await call(accountant.auth, 'POST', `/api/Admin/Complaint/${c.id}/Approve`));
    expect(approved).toMatchObject({
      status: 'offered',
      offerAwaitingApproval: false,
      offerApprovedBy: { id: accountant.id },
    });
    expectError(
      await call(accountant.auth, 'POST', `/api/Admin/Complaint/${c.id}/Approve`),
      409,
      'complaint-offer-not-awaiting',
    );
    expect(await ok(await call(user.auth, 'GET', `/api/Complaint/${c.id}`))).toMatchObject({
      status: 'offered',
      offerVnd: 80_000,
    });
  });

  it('an offerer approving their own waiting offer is refused', async () => {
    const { user, order, lines } = await customerWithOrder();
    const approverWhoOffers = await makeStaff(ctx, ['sales', 'accountant'], { fullName: 'Đỗ Hai Vai' });
    await query(ctx, `insert into staff_money_limits (user_id, kind, limit_vnd) values ($1, 'complaint_offer', 1000)`, [
      approverWhoOffers.id,
    ]);
    const c = await ok(
      await file(user, {
        orderType: 'purchase',
        orderId: order.id,
        lines: [{ lineId: lines[0]!.id, quantity: 1 }],
        reason: 'other',
        description: 'Khác',
        photoIds: [],
        requestedVnd: 10_000,
      }),
    );
    await ok(
      await call(approverWhoOffers.auth, 'POST', `/api/Admin/Complaint/${c.id}/Offer`, {
        amountVnd: 5_000,
        faultParty: 'seller',
      }),
    );
    expectError(
      await call(approverWhoOffers.auth, 'POST', `/api/Admin/Complaint/${c.id}/Approve`),
      409,
      'own-proposal',
    );
  });
});

describe('who may complain about what', () => {
  it('refuses after the window, before delivery, without photos, with others’ photos and bad lines', async () => {
    const { user, order, lines } = await customerWithOrder();
    const base = {
      orderType: 'purchase',
      orderId: order.id,
      lines: [{ lineId: lines[0]!.id, quantity: 1 }],
      description: '',
      photoIds: [],
      requestedVnd: 0,
    };
    expectError(await file(user, { ...base, reason: 'damaged' }), 400, 'validation-error');
    expect((await file(user, { ...base, reason: 'wrong_variant' })).json().Message).toMatch(/ảnh/);
    const stranger = await makeCustomer(ctx);
    const theirs = await uploadPhoto(stranger);
    expect((await file(user, { ...base, reason: 'wrong_item', photoIds: [theirs] })).json().Message).toMatch(
      /chính bạn/,
    );
    expectError(await file(user, { ...base, reason: 'missing', lines: [{ lineId: lines[0]!.id, quantity: 3 }] }), 400);
    expectError(await file(user, { ...base, reason: 'missing', lines: [] }), 400);
    const other = await customerWithOrder();
    expectError(
      await file(user, { ...base, reason: 'missing', lines: [{ lineId: other.lines[0]!.id, quantity: 1 }] }),
      400,
    );
    // Someone else's order is not found.
    expectError(await file(user, { ...base, orderId: other.order.id, reason: 'missing' }), 404);
    expect(await countRows(ctx, 'complaints', 'user_id = $1', [user.id])).toBe(0);

    // 49 hours after delivery the 48-hour window has closed; the order page says so.
    await deliveredHoursAgo(ctx, 'purchase_order', order.id, 49);
    expectError(await file(user, { ...base, reason: 'missing' }), 409, 'complaint-window-closed');
    const page = await ok<OrderComplaints>(
      await call(user.auth, 'GET', `/api/Complaint/Order?orderType=purchase&orderId=${order.id}`),
    );
    expect(page.eligible).toBe(false);
    expect(await countRows(ctx, 'complaints', 'user_id = $1', [user.id])).toBe(0);
  });

  it('the window follows the setting: 72 hours lets a 49-hour-old delivery be complained about', async () => {
    const { user, order, lines } = await customerWithOrder();
    await deliveredHoursAgo(ctx, 'purchase_order', order.id, 49);
    const body = {
      orderType: 'purchase',
      orderId: order.id,
      lines: [{ lineId: lines[0]!.id, quantity: 1 }],
      reason: 'missing',
      description: '',
      photoIds: [],
      requestedVnd: 0,
    };
    expectError(await file(user, body), 409, 'complaint-window-closed');
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/Admin/Settings',
      headers: admin,
      payload: {
        deliveredCompleteDays: 15,
        unpaidCancelDays: 7,
        confirmationReminderDays: 3,
        complaintWindowHours: 72,
      },
    });
    try {
      expect(saved.statusCode, saved.body).toBe(200);
      await ok(await file(user, body));
    } finally {
      await ctx.app.inject({
        method: 'PUT',
        url: '/api/Admin/Settings',
        headers: admin,
        payload: {
          deliveredCompleteDays: 15,
          unpaidCancelDays: 7,
          confirmationReminderDays: 3,
          complaintWindowHours: 48,
        },
      });
    }
  });

  it('refuses an order not delivered yet', async () => {
    const user = await makeCustomer(ctx);
    const row = await makePurchaseOrder(ctx, { customer: user, status: 'at_vn_warehouse' });
    const order = await orderOf(user, row.id);
    expectError(
      await file(user, {
        orderType: 'purchase',
        orderId: row.id,
        lines: [{ lineId: order.lines[0]!.id, quantity: 1 }],
        reason: 'missing',
        description: '',
        photoIds: [],
        requestedVnd: 0,
      }),
      409,
      'complaint-order-not-eligible',
    );
  });

  it('one open complaint per line and reason; another reason or after cancelling is fine', async () => {
    const { user, order, lines } = await customerWithOrder();
    const body = (reason: string) => ({
      orderType: 'purchase',
      orderId: order.id,
      lines: [{ lineId: lines[0]!.id, quantity: 1 }],
      reason,
      description: '',
      photoIds: [],
      requestedVnd: 0,
    });
    const [a, b] = await Promise.all([file(user, body('missing')), file(user, body('missing'))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const first = (a.statusCode === 200 ? a : b).json();
    expectError(a.statusCode === 409 ? a : b, 409, 'complaint-already-open');
    await ok(await file(user, body('other')));
    await ok(await call(user.auth, 'POST', `/api/Complaint/${first.id}/Cancel`));
    const again = await ok(await file(user, body('missing')));
    await ok(await call(sales.auth, 'POST', `/api/Admin/Complaint/${again.id}/Take`));
    expectError(await call(user.auth, 'POST', `/api/Complaint/${again.id}/Cancel`), 409, 'complaint-not-cancellable');
    const rejected = await ok(
      await call(sales.auth, 'POST', `/api/Admin/Complaint/${again.id}/Reject`, { reason: 'Hàng đủ theo ảnh kho' }),
    );
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'Hàng đủ theo ảnh kho' });
    expectError(
      await call(user.auth, 'POST', `/api/Complaint/${again.id}/AddInfo`, { note: 'Còn thiếu' }),
      409,
      'complaint-status-changed',
    );
  });

  it('a consignment order: the whole order, refunded at most what was paid on it', async () => {
    const user = await makeCustomer(ctx);
    const order = await deliveredConsignment(ctx, user, 300_000);
    const base = {
      orderType: 'consignment',
      orderId: order.id,
      lines: [],
      reason: 'not_received',
      description: 'Không nhận được kiện',
      photoIds: [],
      requestedVnd: 300_000,
    };
    expectError(await file(user, { ...base, lines: [{ lineId: 1, quantity: 1 }] }), 400);
    const c = await ok(await file(user, base));
    expect(c).toMatchObject({ orderCode: order.code, maxRefundVnd: 300_000, lines: [] });
    expectError(await file(user, base), 409, 'complaint-already-open');
    expectError(
      await call(sales.auth, 'POST', `/api/Admin/Complaint/${c.id}/Offer`, {
        amountVnd: 300_001,
        faultParty: 'carrier',
      }),
      409,
      'complaint-offer-too-high',
    );
    await ok(
      await call(admin, 'POST', `/api/Admin/Complaint/${c.id}/Offer`, { amountVnd: 300_000, faultParty: 'carrier' }),
    );
    const before = await walletBalance(ctx.app, user.auth);
    await ok(await call(user.auth, 'POST', `/api/Complaint/${c.id}/AcceptOffer`));
    expect(await walletBalance(ctx.app, user.auth)).toBe(before + 300_000);
    // A second complaint on the same order has nothing left to refund.
    const second = await ok(await file(user, { ...base, reason: 'other' }));
    expect(second.maxRefundVnd).toBe(0);
    await expectLedgerBalanced(ctx);
  });
});

describe('access and input', () => {
  it('another customer gets 404, a customer 403 on staff routes, staff without the permission 403', async () => {
    const { user, order, lines } = await customerWithOrder();
    const c = await ok(
      await file(user, {
        orderType: 'purchase',
        orderId: order.id,
        lines: [{ lineId: lines[0]!.id, quantity: 1 }],
        reason: 'missing',
        description: '',
        photoIds: [],
        requestedVnd: 0,
      }),
    );
    const other = await makeCustomer(ctx);
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/Cancel'],
      ['POST', '/AcceptOffer'],
    ] as const) {
      expectError(await call(other.auth, method, `/api/Complaint/${c.id}${path}`), 404, 'not-found');
    }
    expectError(await call(other.auth, 'POST', `/api/Complaint/${c.id}/Counter`, { amountVnd: 1, note: 'x' }), 404);
    expectError(await call(other.auth, 'POST', `/api/Complaint/${c.id}/AddInfo`, { note: 'x' }), 404);
    expect((await ok<Page>(await call(other.auth, 'GET', '/api/Complaint'))).total).toBe(0);
    expectError(await call(user.auth, 'GET', '/api/Admin/Complaint'), 403, 'forbidden');
    expectError(await call(user.auth, 'POST', `/api/Admin/Complaint/${c.id}/Take`), 403, 'forbidden');
    const purchaser = await makeStaff(ctx, 'purchaser');
    expectError(await call(purchaser.auth, 'GET', '/api/Admin/Complaint'), 403, 'forbidden');
    expectError(await call(accountant.auth, 'POST', `/api/Admin/Complaint/${c.id}/Take`), 403, 'forbidden');
    await ok(await call(accountant.auth, 'GET', `/api/Admin/Complaint/${c.id}`));
    expectError(await call({}, 'GET', '/api/Complaint'), 401);
    expectError(await call({}, 'POST', '/api/Upload/Image'), 401);
  });

  it('bad input is refused in Vietnamese and writes nothing', async () => {
    const { user, order, lines } = await customerWithOrder();
    const good = {
      orderType: 'purchase',
      orderId: order.id,
      lines: [{ lineId: lines[0]!.id, quantity: 1 }],
      reason: 'missing',
      description: '',
      photoIds: [],
      requestedVnd: 0,
    };
    const complaints = await countRows(ctx, 'complaints');
    for (const bad of [
      { ...good, reason: 'bored' },
      { ...good, orderType: 'cart' },
      { ...good, requestedVnd: -1 },
      { ...good, requestedVnd: 1.5 },
      { ...good, lines: [{ lineId: lines[0]!.id, quantity: 0 }] },
      {
        ...good,
        lines: [
          { lineId: lines[0]!.id, quantity: 1 },
          { lineId: lines[0]!.id, quantity: 1 },
        ],
      },
      { ...good, photoIds: [1, 2, 3, 4, 5, 6, 7] },
      { ...good, description: 'x'.repeat(2001) },
    ]) {
      expectError(await file(user, bad), 400, 'validation-error');
    }
    expectError(await call(user.auth, 'POST', '/api/Complaint', good), 400);
    expect(await countRows(ctx, 'complaints')).toBe(complaints);
    const c = await ok(await file(user, good));
    expectError(
      await call(sales.auth, 'POST', `/api/Admin/Complaint/${c.id}/Offer`, { amountVnd: 0, faultParty: 'seller' }),
      400,
    );
    expectError(
      await call(sales.auth, 'POST', `/api/Admin/Complaint/${c.id}/Offer`, { amountVnd: 1000, faultParty: 'aliens' }),
      400,
    );
    expectError(await call(sales.auth, 'POST', `/api/Admin/Complaint/${c.id}/Reject`, { reason: '  ' }), 400);
    expectError(await call(sales.auth, 'POST', `/api/Admin/Complaint/${c.id}/RequestInfo`, { note: '' }), 400);
    expect((await ok(await call(user.auth, 'GET', `/api/Complaint/${c.id}`))).status).toBe('pending');
    const notAnImage = await ctx.app.inject({
      method: 'POST',
      url: '/api/Upload/Image',
      headers: { ...user.auth, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('not an image at all'),
    });
    expectError(notAnImage, 400, 'validation-error');
  });
});
