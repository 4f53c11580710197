/**
 * Pay-on-behalf orders (decision 0114): the quote (tiers, fee, 30 minutes, once), the order debited
 * at once (amount to the clearing account, fee to fee revenue), idempotent creation, references in
 * one open order only, cancelling, the staff's take / paid / fail, completion, and who may see or do
 * what (cross-user 404, cross-role 403).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { creditWallet, makeCustomer, makeStaff } from '../../test/factories.ts';
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
import { sweep } from '../jobs/timed-rules.ts';
import { pruneExpiredQuotes } from './pay-on-behalf.service.ts';
import {
  createRes,
  customerPost,
  HUNDRED_YUAN,
  payAsStaff,
  placePob,
  pobLine,
  quoteFor,
  quoteRes,
  staffPost,
  systemBalance,
  uploadProof,
} from './pay-on-behalf.test-support.ts';
import { completePaidOrders } from './pay-on-behalf-staff.service.ts';

const ctx = useTestApp();
let admin: Auth;
let purchaser: Auth;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
  purchaser = (await makeStaff(ctx, 'purchaser')).auth;
});

describe('quote', () => {
  it('prices by the tier of the total, the fee apart with its minimum, and says Taobao’s limits', async () => {
    const c = await makeCustomer(ctx);
    const small = await quoteFor(ctx.app, c.auth, [pobLine()]);
    expect(small).toMatchObject({ totalFen: 10_000, rate: 3_700, ...HUNDRED_YUAN });
    const middle = await quoteFor(ctx.app, c.auth, [pobLine({ amountFen: 60_000 }), pobLine({ amountFen: 40_000 })]);
    // Exactly ¥1,000 belongs to the tier above: 3,680 ₫/¥; 1 % of 3,680,000 is 36,800.
    expect(middle).toMatchObject({ totalFen: 100_000, rate: 3_680, amountVnd: 3_680_000, feeVnd: 36_800 });
    const big = await quoteFor(ctx.app, c.auth, [pobLine({ amountFen: 1_000_000 })]);
    expect(big).toMatchObject({ rate: 3_660, amountVnd: 36_600_000, feeVnd: 366_000, totalVnd: 36_966_000 });
    const res = await quoteRes(ctx.app, c.auth, [pobLine()]);
    expect(res.json().hints.join(' ')).toMatch(/10 yêu cầu 代付/);
    expect(new Date(res.json().expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
  });

  it('refuses bad lines with 400 and writes nothing', async () => {
    const c = await makeCustomer(ctx);
    for (const lines of [
      [],
      [pobLine({ amountFen: 0 })],
      [pobLine({ amountFen: 1.5 })],
      [pobLine({ channel: 'paypal' })],
      [pobLine({ reference: '  ' })],
      Array.from({ length: 21 }, () => pobLine()),
    ]) {
      expectError(await quoteRes(ctx.app, c.auth, lines), 400);
    }
    expect(await countRows(ctx, 'pay_on_behalf_quotes', 'user_id = $1', [c.id])).toBe(0);
  });

  it('is usable once and for 30 minutes, for the same lines only', async () => {
    const c = await makeCustomer(ctx, { walletVnd: 2_000_000 });
    const lines = [pobLine()];
    const q = await quoteFor(ctx.app, c.auth, lines);
    expectError(await createRes(ctx.app, c.auth, { quoteId: q.quoteId, lines: [pobLine()] }), 409, 'quote-expired');
    expect((await createRes(ctx.app, c.auth, { quoteId: q.quoteId, lines })).statusCode).toBe(200);
    const again = [pobLine()];
    const used = await createRes(ctx.app, c.auth, { quoteId: q.quoteId, lines: again });
    expectError(used, 409, 'quote-expired');
    const q2 = await quoteFor(ctx.app, c.auth, again);
    await query(ctx, `update pay_on_behalf_quotes set expires_at = now() - interval '1 second' where id = $1`, [
      q2.quoteId,
    ]);
    expectError(await createRes(ctx.app, c.auth, { quoteId: q2.quoteId, lines: again }), 409, 'quote-expired');
    // Another customer's quote is not theirs to use.
    const other = await makeCustomer(ctx, { walletVnd: 1_000_000 });
    const q3 = await quoteFor(ctx.app, c.auth, again);
    expectError(await createRes(ctx.app, other.auth, { quoteId: q3.quoteId, lines: again }), 409, 'quote-expired');
    expect(await countRows(ctx, 'pay_on_behalf_orders', 'user_id = $1', [c.id])).toBe(1);
    // Expired quotes are pruned a day later.
    expect(await pruneExpiredQuotes(ctx.database.db, new Date(Date.now() + 86_400_000 + 31 * 60_000))).toBeGreaterThan(
      0,
    );
    expect(await countRows(ctx, 'pay_on_behalf_quotes', 'user_id = $1', [c.id])).toBe(0);
  });
});

describe('placing an order', () => {
  it('debits amount + fee at once: amount to the clearing account, fee to fee revenue', async () => {
    const c = await makeCustomer(ctx, { walletVnd: 1_000_000 });
    const clearing = await systemBalance(ctx, 'SYS_SUPPLIER_PAYABLES');
    const fees = await systemBalance(ctx, 'SYS_FEE_REVENUE');
    const o = await placePob(ctx.app, c.auth);
    expect(o).toMatchObject({ status: 'pending', ...HUNDRED_YUAN, alipayTradeNo: null, proofPhotos: [] });
    expect(o.code).toMatch(/^TT\d{4}-\d{6}$/);
    expect(o.timeline.map((e) => e.status)).toEqual(['pending']);
    expect(await walletBalance(ctx.app, c.auth)).toBe(1_000_000 - 375_000);
    expect((await systemBalance(ctx, 'SYS_SUPPLIER_PAYABLES')) - clearing).toBe(370_000);
    expect((await systemBalance(ctx, 'SYS_FEE_REVENUE')) - fees).toBe(5_000);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/OrderPob?status=pending', headers: c.auth });
    expect(list.json()).toMatchObject({ total: 1, items: [{ id: o.id, status: 'pending' }] });
    await expectLedgerBalanced(ctx);
  });

  it('is idempotent: the same key twice makes one order and one posting', async () => {
    const c = await makeCustomer(ctx, { walletVnd: 1_000_000 });
    const lines = [pobLine()];
    const q = await quoteFor(ctx.app, c.auth, lines);
    const key = newKey();
    const a = await createRes(ctx.app, c.auth, { quoteId: q.quoteId, lines }, key);
    const b = await createRes(ctx.app, c.auth, { quoteId: q.quoteId, lines }, key);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json().id).toBe(a.json().id);
    expect(await countRows(ctx, 'pay_on_behalf_orders', 'user_id = $1', [c.id])).toBe(1);
    expect(
      await countRows(ctx, 'journal_entries', `idempotency_key = $1`, [
        `pob-payment:pay_on_behalf_order:${a.json().id}`,
      ]),
    ).toBe(1);
    expect(await walletBalance(ctx.app, c.auth)).toBe(625_000);
  });

  it('refuses too little money with what is missing, writing nothing', async () => {
    const c = await makeCustomer(ctx, { walletVnd: 300_000 });
    const lines = [pobLine()];
    const q = await quoteFor(ctx.app, c.auth, lines);
    const res = await createRes(ctx.app, c.auth, { quoteId: q.quoteId, lines });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'insufficient-balance', missingVnd: 75_000 });
    expect(await countRows(ctx, 'pay_on_behalf_orders', 'user_id = $1', [c.id])).toBe(0);
    // The refusal rolled back the quote's use: it still works once the wallet holds enough.
    expect(await walletBalance(ctx.app, c.auth)).toBe(300_000);
  });

  it('refuses a reference already in an open order, in any spelling, until that order is cancelled', async () => {
    const c = await makeCustomer(ctx, { walletVnd: 2_000_000 });
    const first = await placePob(ctx.app, c.auth, [pobLine({ reference: 'https://www.QR.alipay.com/dup123?x=1' })]);
    const other = await makeCustomer(ctx, { walletVnd: 1_000_000 });
    const lines = [pobLine({ reference: 'qr.alipay.com/dup123?x=1' })];
    const q = await quoteFor(ctx.app, other.auth, lines);
    expectError(await createRes(ctx.app, other.auth, { quoteId: q.quoteId, lines }), 409, 'pob-reference-in-use');
    // Twice in one order, a Taobao order number with spaces.
    const twice = [pobLine({ reference: '3 1234 5678' }), pobLine({ reference: '312345678' })];
    const q2 = await quoteFor(ctx.app, other.auth, twice);
    expectError(
      await createRes(ctx.app, other.auth, { quoteId: q2.quoteId, lines: twice }),
      409,
      'pob-reference-in-use',
    );
    expect(await walletBalance(ctx.app, other.auth)).toBe(1_000_000);
    expect((await customerPost(ctx.app, c.auth, first.id, 'Cancel')).statusCode).toBe(200);
    const q3 = await quoteFor(ctx.app, other.auth, lines);
    expect((await createRes(ctx.app, other.auth, { quoteId: q3.quoteId, lines })).statusCode).toBe(200);
  });
});

describe('cancelling', () => {
  it('gives amount and fee back in the same transaction while pending, and is refused once taken', async () => {
    const c = await makeCustomer(ctx, { walletVnd: 1_000_000 });
    const o = await placePob(ctx.app, c.auth);
    const res = await customerPost(ctx.app, c.auth, o.id, 'Cancel');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('cancelled');
    expect(await walletBalance(ctx.app, c.auth)).toBe(1_000_000);
    // A second cancel answers the order unchanged and refunds nothing more.
    expect((await customerPost(ctx.app, c.auth, o.id, 'Cancel')).json().status).toBe('cancelled');
    expect(await walletBalance(ctx.app, c.auth)).toBe(1_000_000);
    const taken = await placePob(ctx.app, c.auth);
    expect((await staffPost(ctx.app, purchaser, `${taken.id}/Take`)).statusCode).toBe(200);
    expectError(await customerPost(ctx.app, c.auth, taken.id, 'Cancel'), 409, 'invalid-status-transition');
    await expectLedgerBalanced(ctx);
  });
});

describe('staff', () => {
  it('take → paid with the trade number and proofs the customer then sees → completed by the customer', async () => {
    const c = await makeCustomer(ctx, { walletVnd: 1_000_000 });
    const o = await placePob(ctx.app, c.auth);
    const queue = await ctx.app.inject({
      method: 'GET',
      url: '/api/Admin/OrderPob?status=pending',
      headers: purchaser,
    });
    expect(queue.json().items.map((i: { id: number }) => i.id)).toContain(o.id);
    const take = await staffPost(ctx.app, purchaser, `${o.id}/Take`);
    expect(take.json()).toMatchObject({ status: 'processing', takenBy: { fullName: 'Nhân Viên Thử' } });
    // Before it is paid the customer sees no proof.
    const other = await makeStaff(ctx, 'accountant');
    const foreign = await uploadProof(ctx.app, other.auth);
    expectError(
      await staffPost(ctx.app, purchaser, `${o.id}/Paid`, { alipayTradeNo: 'A1', proofPhotoIds: [foreign] }),
      400,
    );
    const proof = await uploadProof(ctx.app, purchaser);
    const paid = await staffPost(ctx.app, purchaser, `${o.id}/Paid`, {
      alipayTradeNo: '2026112722001',
      proofPhotoIds: [proof],
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const seen = (await ctx.app.inject({ method: 'GET', url: `/api/OrderPob/${o.id}`, headers: c.auth })).json();
    expect(seen).toMatchObject({ status: 'paid', alipayTradeNo: '2026112722001', proofPhotos: [{ id: proof }] });
    expect(seen.autoCompleteAt).not.toBeNull();
    expect(seen.customer).toBeUndefined();
    const [event] = await query<{ payload: Record<string, unknown> }>(
      ctx,
      `select payload from domain_events where type = 'pay_on_behalf_order.fee_earned' and subject_id = $1`,
      [o.id],
    );
    expect(event!.payload).toEqual({
      orderId: o.id,
      code: o.code,
      userId: c.id,
      agentUserId: null,
      feeVnd: 5_000,
      totalVnd: 375_000,
    });
    // Each staff move is in the audit log (the status writer's rows, decision 0096).
    const audited = await query<{ action: string }>(
      ctx,
      `select action from audit_log where subject_type = 'pay_on_behalf_order' and subject_id = $1 order by id`,
      [String(o.id)],
    );
    expect(audited.length).toBeGreaterThanOrEqual(2);
    const done = await customerPost(ctx.app, c.auth, o.id, 'ConfirmReceived');
    expect(done.json().status).toBe('completed');
    expect(done.json().timeline.map((e: { status: string }) => e.status)).toEqual([
      'pending',
      'processing',
      'paid',
      'completed',
    ]);
    // Money stays with the seller: the wallet is not credited back.
    expect(await walletBalance(ctx.app, c.auth)).toBe(625_000);
  });

  it('fail from pending or processing gives amount and fee back; refused once paid', async () => {
    const c = await makeCustomer(ctx, { walletVnd: 2_000_000 });
    const a = await placePob(ctx.app, c.auth);
    const failed = await staffPost(ctx.app, purchaser, `${a.id}/Fail`, { reason: 'Link 代付 đã hết hạn' });
    expect(failed.json()).toMatchObject({ status: 'failed', failReason: 'Link 代付 đã hết hạn' });
    const b = await placePob(ctx.app, c.auth);
    await staffPost(ctx.app, purchaser, `${b.id}/Take`);
    expect((await staffPost(ctx.app, purchaser, `${b.id}/Fail`, { reason: 'Người bán từ chối' })).json().status).toBe(
      'failed',
    );
    expect(await walletBalance(ctx.app, c.auth)).toBe(2_000_000);
    const p = await placePob(ctx.app, c.auth);
    await payAsStaff(ctx.app, purchaser, p.id);
    expectError(await staffPost(ctx.app, purchaser, `${p.id}/Fail`, { reason: 'x' }), 409, 'invalid-status-transition');
    expectError(await staffPost(ctx.app, purchaser, `${p.id}/Take`), 409);
    expectError(await staffPost(ctx.app, purchaser, `${a.id}/Fail`, {}), 400);
    await expectLedgerBalanced(ctx);
  });

  it('completes paid orders by itself after the setting’s days (the timed rules’ sweep)', async () => {
    const c = await makeCustomer(ctx, { walletVnd: 1_000_000 });
    const o = await placePob(ctx.app, c.auth);
    await payAsStaff(ctx.app, purchaser, o.id);
    expect(await completePaidOrders(ctx.database.db, new Date(Date.now() + 6 * 86_400_000))).toBe(0);
    const later = new Date(Date.now() + 7 * 86_400_000 + 60_000);
    expect(await sweep({ db: ctx.database.db, mailer: ctx.mailer, now: () => later }, () => {})).toBeGreaterThan(0);
    const seen = (await ctx.app.inject({ method: 'GET', url: `/api/OrderPob/${o.id}`, headers: c.auth })).json();
    expect(seen.status).toBe('completed');
  });

  it('searches by code and customer, pending oldest first', async () => {
    const c = await makeCustomer(ctx, { walletVnd: 1_000_000, fullName: 'Lê Văn Tìm' });
    const a = await placePob(ctx.app, c.auth);
    const b = await placePob(ctx.app, c.auth);
    const byName = await ctx.app.inject({
      method: 'GET',
      url: `/api/Admin/OrderPob?q=${encodeURIComponent('Lê Văn Tìm')}`,
      headers: admin,
    });
    expect(byName.json().items.map((i: { id: number }) => i.id)).toEqual([a.id, b.id]);
    const byCode = await ctx.app.inject({ method: 'GET', url: `/api/Admin/OrderPob?q=${b.code}`, headers: admin });
    expect(byCode.json().items.map((i: { id: number }) => i.id)).toEqual([b.id]);
    expect(byCode.json().items[0].customer).toMatchObject({ id: c.id });
  });
});

describe('who may', () => {
  it('another customer gets 404 on every order call', async () => {
    const c = await makeCustomer(ctx, { walletVnd: 1_000_000 });
    const o = await placePob(ctx.app, c.auth);
    const stranger = await makeCustomer(ctx);
    expectError(await ctx.app.inject({ method: 'GET', url: `/api/OrderPob/${o.id}`, headers: stranger.auth }), 404);
    for (const action of ['Cancel', 'Confirm', 'ConfirmReceived']) {
      expectError(await customerPost(ctx.app, stranger.auth, o.id, action), 404);
    }
    expectError(
      await customerPost(ctx.app, stranger.auth, o.id, 'Refund', { amountFen: 100, reason: 'x', photoIds: [] }),
      404,
    );
    const list = await ctx.app.inject({ method: 'GET', url: '/api/OrderPob', headers: stranger.auth });
    expect(list.json().total).toBe(0);
  });

  it('roles without the permission get 403 on the staff calls; customers on the agent calls', async () => {
    const c = await makeCustomer(ctx, { walletVnd: 1_000_000 });
    const o = await placePob(ctx.app, c.auth);
    const warehouse = await makeStaff(ctx, 'warehouse_vn');
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/Admin/OrderPob', headers: warehouse.auth }), 403);
    expectError(await staffPost(ctx.app, warehouse.auth, `${o.id}/Take`), 403);
    const sales = await makeStaff(ctx, 'sales');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/Admin/OrderPob', headers: sales.auth })).statusCode).toBe(
      200,
    );
    expectError(await staffPost(ctx.app, sales.auth, `${o.id}/Take`), 403);
    expectError(await staffPost(ctx.app, purchaser, 'Refund/1/Approve', { faultParty: 'seller' }), 403);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/Admin/OrderPob', headers: c.auth }), 403);
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/Agency/OrderPob', headers: c.auth }),
      403,
      'agent-only',
    );
    // Staff never act on their own order.
    const self = await makeStaff(ctx, 'purchaser');
    await creditWallet(ctx, self.id, 1_000_000);
    const own = await placePob(ctx.app, self.auth);
    expectError(await staffPost(ctx.app, self.auth, `${own.id}/Take`), 403, 'own-order-action');
  });
});

describe('chat thread pob-{id}', () => {
  it('the customer and staff talk about the order; another customer gets 404', async () => {
    const c = await makeCustomer(ctx, { walletVnd: 1_000_000 });
    const o = await placePob(ctx.app, c.auth);
    const key = `pob-${o.id}`;
    const mine = await ctx.app.inject({ method: 'GET', url: `/api/Chat/${key}?afterSeq=0`, headers: c.auth });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().title).toBe(`Thanh toán hộ ${o.code}`);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/Chat/${key}`,
      headers: c.auth,
      payload: { clientMessageId: `pob-chat-${o.id}-${Date.now()}`, body: 'Khi nào đơn được thanh toán?' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const staffView = await ctx.app.inject({ method: 'GET', url: `/api/Admin/Chat/${key}?afterSeq=0`, headers: admin });
    expect(staffView.json().messages).toHaveLength(1);
    const stranger = await makeCustomer(ctx);
    expectError(
      await ctx.app.inject({ method: 'GET', url: `/api/Chat/${key}?afterSeq=0`, headers: stranger.auth }),
      404,
    );
  });
});

describe('console badges', () => {
  it('count pending orders for those who handle them and pending refunds for those who approve them', async () => {
    const counts = async (auth: Auth) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/Admin/Counts', headers: auth })).json();
    const before = await counts(purchaser);
    expect(before.pendingPobRefunds).toBeNull();
    const c = await makeCustomer(ctx, { walletVnd: 1_000_000 });
    const o = await placePob(ctx.app, c.auth);
    await expect
      .poll(async () => (await counts(purchaser)).pendingPayOnBehalf, { timeout: 2_000 })
      .toBe(before.pendingPayOnBehalf + 1);
    const warehouse = await makeStaff(ctx, 'warehouse_vn');
    expect(await counts(warehouse.auth)).toMatchObject({ pendingPayOnBehalf: null, pendingPobRefunds: null });
    await payAsStaff(ctx.app, purchaser, o.id);
    const refundsBefore = (await counts(admin)).pendingPobRefunds as number;
    await customerPost(ctx.app, c.auth, o.id, 'Refund', { amountFen: 1_000, reason: 'Shop hoàn', photoIds: [] });
    await expect.poll(async () => (await counts(admin)).pendingPobRefunds, { timeout: 2_000 }).toBe(refundsBefore + 1);
  });
});
