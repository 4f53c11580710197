/**
 * Complaints over HTTP on the real database (DESIGN.md §3.9, decision 0106): a customer files one on a
 * delivered order with photos they uploaded, staff take it, ask for more, offer a refund; the customer
 * counters, staff offer again, the customer accepts and the wallet is credited once, never more than
 * what was paid for the lines; an offer above the member's limit waits for a second member.
 */
import type { OrderComplaints } from '@app/shared/contracts/complaint';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaff, type TestUser } from '../../test/factories.ts';
import { countRows, expectError, expectLedgerBalanced, newKey, query, walletBalance } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { complaintKit, type ComplaintPage as Page, paidFor } from './complaint.test-support.ts';

const ctx = useTestApp();
const { call, ok, uploadPhoto, file, customerWithOrder } = complaintKit(ctx);
let sales: TestUser;
let sales2: TestUser;
let accountant: TestUser;

beforeAll(async () => {
  sales = await makeStaff(ctx, 'sales', { fullName: 'Lê Thị Sales' });
  sales2 = await makeStaff(ctx, 'sales', { fullName: 'Phạm Văn Hai' });
  accountant = await makeStaff(ctx, 'accountant', { fullName: 'Trần Kế Toán' });
});

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
