/**
 * Complaint rules over HTTP on the real database (DESIGN.md §3.9, decision 0106): the window after
 * delivery (and its setting), delivered orders only, photos for damaged or wrong items and only the
 * customer's own, lines and quantities of the order, one open complaint per line and reason, a
 * consignment order as a whole refunded at most what was paid on it, cross-user 404, cross-role 403,
 * and bad input refused in Vietnamese writing nothing.
 */
import type { OrderComplaints } from '@app/shared/contracts/complaint';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makePurchaseOrder, makeStaff, type TestUser } from '../../test/factories.ts';
import { type Auth, countRows, expectError, expectLedgerBalanced, walletBalance } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import {
  complaintKit,
  deliveredConsignment,
  deliveredHoursAgo,
  type ComplaintPage as Page,
} from './complaint.test-support.ts';

const ctx = useTestApp();
const { call, ok, uploadPhoto, file, orderOf, customerWithOrder } = complaintKit(ctx);
let admin: Auth;
let sales: TestUser;
let accountant: TestUser;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
  sales = await makeStaff(ctx, 'sales', { fullName: 'Lê Thị Sales' });
  accountant = await makeStaff(ctx, 'accountant', { fullName: 'Trần Kế Toán' });
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
