/**
 * Agents' commissions (DESIGN.md §3.10, decision 0119): earned when the fee is (a purchase order
 * delivered, a pay-on-behalf fee recorded), available once the complaint window closed, credited by
 * the nightly run once however often it runs, shrunk in proportion by refunds (a claw-back after
 * payment), and cut off after the rule's months. The rules are the admin's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../../lib/events/job-queue.ts';
import { makeCustomer, makeStaff } from '../../test/factories.ts';
import { type Auth, expectError, query, walletBalance } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import { complaintKit, deliveredPurchaseOrder } from '../complaint/complaint.test-support.ts';
import { appTasks } from '../jobs/jobs.service.ts';
import { saveSettings } from '../withdrawal/withdrawal.test-support.ts';
import {
  commissionsOf,
  deliverEvents,
  getOk,
  linkedCustomer,
  makeAgent,
  nextPobOrderId,
  recordPobEvent,
} from './agency.test-support.ts';
import { addMonths, afterRefund, commissionOf, runCommissions } from './commission.service.ts';

const ctx = useTestApp();
const db = () => ctx.database.db;
let admin: Auth;
const HOUR = 3_600_000;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
  await saveSettings(ctx.app, admin, { complaintWindowHours: 48 });
});

const rules = (auth: Auth) => ctx.app.inject({ method: 'GET', url: '/api/Admin/CommissionRule', headers: auth });
const putRules = (auth: Auth, body: unknown) =>
  ctx.app.inject({ method: 'PUT', url: '/api/Admin/CommissionRule', headers: auth, payload: body as object });

async function summary(agent: Auth) {
  return getOk<{ commission: { pendingVnd: number; availableVnd: number; paidVnd: number }; ordersThisMonth: number }>(
    ctx.app,
    agent,
    '/api/Agency',
  );
}

/** A pay-on-behalf fee earned for `customer`: fee and total in đồng. */
async function pobFee(customer: { id: number }, agentId: number, feeVnd: number, totalVnd: number) {
  const orderId = nextPobOrderId();
  await recordPobEvent(ctx, 'pay_on_behalf_order.fee_earned', {
    orderId,
    code: `TTH${orderId}`,
    userId: customer.id,
    agentUserId: agentId,
    feeVnd,
    totalVnd,
  });
  return orderId;
}

describe('the rules', () => {
  it('are seeded at 10 % for 12 months, changed by the admin only, audited', async () => {
    const res = await rules(admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rules).toEqual([
      { service: 'pay_on_behalf', base: 'pob_fee', percentBasisPoints: 1000, months: 12 },
      { service: 'purchase', base: 'service_fee', percentBasisPoints: 1000, months: 12 },
    ]);
    const sales = await makeStaff(ctx, 'sales');
    expectError(await rules(sales.auth), 403, 'forbidden');
    const body = {
      rules: [
        { service: 'purchase', base: 'service_fee', percentBasisPoints: 1500, months: 6 },
        { service: 'pay_on_behalf', base: 'pob_fee', percentBasisPoints: 1000, months: 12 },
      ],
    };
    expectError(await putRules(sales.auth, body), 403, 'forbidden');
    expectError(
      await putRules(admin, { rules: [{ service: 'purchase', base: 'pob_fee', percentBasisPoints: 100, months: 1 }] }),
      400,
    );
    expectError(
      await putRules(admin, {
        rules: [{ service: 'purchase', base: 'service_fee', percentBasisPoints: 10_001, months: 1 }],
      }),
      400,
    );
    const saved = await putRules(admin, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().rules[1]).toEqual(body.rules[0]);
    expect(saved.json().updatedBy).toMatchObject({ fullName: expect.any(String) });
    const [audit] = await query(ctx, `select * from audit_log where action = 'commission_rule.save'`);
    expect(audit).toMatchObject({
      before: { purchase: { percentBasisPoints: 1000, months: 12 } },
      after: { purchase: { percentBasisPoints: 1500, months: 6 } },
    });
    // Back to the defaults for the other tests.
    await putRules(admin, {
      rules: [
        { service: 'purchase', base: 'service_fee', percentBasisPoints: 1000, months: 12 },
        { service: 'pay_on_behalf', base: 'pob_fee', percentBasisPoints: 1000, months: 12 },
      ],
    });
  });

  it('compute in whole đồng, months by the calendar', () => {
    expect(commissionOf(123_457, 1000)).toBe(12_345);
    expect(afterRefund(10_000, 1_000_000, 250_000)).toBe(7_500);
    expect(afterRefund(10_000, 1_000_000, 2_000_000)).toBe(0);
    expect(addMonths(new Date('2026-01-31T05:00:00Z'), 1).toISOString()).toBe('2026-02-28T05:00:00.000Z');
  });
});

describe('a purchase order of an agent’s customer', () => {
  it('earns 10 % of the service fee when delivered; credited once after the window, the agent notified', async () => {
    const agent = await makeAgent(ctx, admin);
    const customer = await linkedCustomer(ctx, agent);
    const order = await deliveredPurchaseOrder(ctx, customer as never);
    await deliverEvents(ctx);
    const fee = (order.feeLines as { kind: string; amountVnd: number | null }[]).find((l) => l.kind === 'service')!
      .amountVnd!;
    const expected = Math.floor(fee / 10);
    expect(expected).toBeGreaterThan(0);
    const [entry] = await commissionsOf(ctx.app, agent.auth);
    expect(entry).toMatchObject({ status: 'pending', amountVnd: expected, orderCode: order.code, orderId: order.id });
    expect((await summary(agent.auth)).commission).toEqual({ pendingVnd: expected, availableVnd: 0, paidVnd: 0 });
    expect((await summary(agent.auth)).ordersThisMonth).toBe(1);

    // Within the window nothing moves; 49 hours later (the job's clock) it is available and paid.
    expect(await runCommissions(db(), new Date())).toEqual({ madeAvailable: 0, paid: 0, creditedVnd: 0 });
    const before = await walletBalance(ctx.app, agent.auth);
    const later = new Date(Date.now() + 49 * HOUR);
    // Two runs at once (two instances): the entry is made available and credited once.
    const runs = await Promise.all([runCommissions(db(), later), runCommissions(db(), later)]);
    expect(runs.reduce((n, r) => n + r.creditedVnd, 0)).toBe(expected);
    expect(runs.reduce((n, r) => n + r.madeAvailable, 0)).toBe(1);
    expect(await walletBalance(ctx.app, agent.auth)).toBe(before + expected);
    // A rerun posts nothing more.
    expect(await runCommissions(db(), later)).toEqual({ madeAvailable: 0, paid: 0, creditedVnd: 0 });
    const posted = await query(ctx, `select id from journal_entries where idempotency_key = $1`, [
      `commission:${entry!.id}`,
    ]);
    expect(posted).toHaveLength(1);
    expect(await walletBalance(ctx.app, agent.auth)).toBe(before + expected);
    expect((await summary(agent.auth)).commission).toEqual({ pendingVnd: 0, availableVnd: 0, paidVnd: expected });
    expect((await commissionsOf(ctx.app, agent.auth))[0]).toMatchObject({ status: 'paid' });

    await deliverEvents(ctx);
    const bell = await getOk<{ items: { title: string; link: string }[] }>(ctx.app, agent.auth, '/api/Notification');
    expect(bell.items[0]).toMatchObject({ title: `Hoa hồng đơn ${order.code} đã vào ví`, link: '/agency' });
  });

  it('is moved by the settings: a 0-hour window and saving the settings run the payout at once', async () => {
    const agent = await makeAgent(ctx, admin);
    const customer = await linkedCustomer(ctx, agent);
    await pobFee(customer, agent.id, 50_000, 5_000_000);
    expect((await summary(agent.auth)).commission.pendingVnd).toBe(5_000);
    const before = await walletBalance(ctx.app, agent.auth);
    await saveSettings(ctx.app, admin, { complaintWindowHours: 0 });
    await runDueJobs(db(), appTasks({ db: db(), mailer: ctx.mailer, log: () => {} }));
    expect(await walletBalance(ctx.app, agent.auth)).toBe(before + 5_000);
    expect((await summary(agent.auth)).commission).toEqual({ pendingVnd: 0, availableVnd: 0, paidVnd: 5_000 });
    await saveSettings(ctx.app, admin, { complaintWindowHours: 48 });
  });

  it('earns nothing for a customer with no agent, nor for an agent whose role was removed', async () => {
    const plain = await makeCustomer(ctx);
    await pobFee(plain, 0, 80_000, 8_000_000);
    expect(await query(ctx, `select id from commission_entries where customer_id = $1`, [plain.id])).toHaveLength(0);
    const agent = await makeAgent(ctx, admin);
    const customer = await linkedCustomer(ctx, agent);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/Admin/Customer/${agent.id}/Agent`,
      headers: admin,
      payload: { isAgent: false },
    });
    await pobFee(customer, agent.id, 80_000, 8_000_000);
    expect(await query(ctx, `select id from commission_entries where customer_id = $1`, [customer.id])).toHaveLength(0);
  });
});

describe('refunds', () => {
  it("a complaint refund on a purchase order shrinks the agent's pending commission in proportion", async () => {
    const kit = complaintKit(ctx);
    const sales = await makeStaff(ctx, 'sales');
    const agent = await makeAgent(ctx, admin);
    const customer = await linkedCustomer(ctx, agent);
    const row = await deliveredPurchaseOrder(ctx, customer as never, [
      { title: 'Bàn học gỗ', quantity: 2, unitPriceFen: 12_345 },
    ]);
    await deliverEvents(ctx);
    const [earned] = await commissionsOf(ctx.app, agent.auth);
    const order = await kit.orderOf(customer as never, row.id);
    const refundVnd = Math.floor(row.totalVnd / 4);
    const c = await kit.ok(
      await kit.file(customer as never, {
        orderType: 'purchase',
        orderId: row.id,
        lines: [{ lineId: order.lines[0]!.id, quantity: 1 }],
        reason: 'missing',
        description: 'Thiếu một bàn',
        photoIds: [],
        requestedVnd: refundVnd,
      }),
    );
    await kit.ok(
      await kit.call(sales.auth, 'POST', `/api/Admin/Complaint/${c.id}/Offer`, {
        amountVnd: refundVnd,
        faultParty: 'seller',
      }),
    );
    await kit.ok(await kit.call(customer.auth, 'POST', `/api/Complaint/${c.id}/AcceptOffer`));
    await deliverEvents(ctx);
    const [after] = await commissionsOf(ctx.app, agent.auth);
    expect(after).toMatchObject({
      id: earned!.id,
      status: 'pending',
      amountVnd: afterRefund(earned!.amountVnd, row.totalVnd, refundVnd),
    });
    expect(after!.amountVnd).toBeLessThan(earned!.amountVnd);
  });

  it('shrink a pending commission in proportion, and reverse it when the whole order is refunded', async () => {
    const agent = await makeAgent(ctx, admin);
    const customer = await linkedCustomer(ctx, agent);
    const orderId = await pobFee(customer, agent.id, 100_000, 10_000_000);
    expect((await commissionsOf(ctx.app, agent.auth))[0]).toMatchObject({ amountVnd: 10_000, status: 'pending' });
    const refund = (refundVnd: number) =>
      recordPobEvent(ctx, 'pay_on_behalf_order.refunded', {
        orderId,
        code: `TTH${orderId}`,
        userId: customer.id,
        refundVnd,
        feeRefundVnd: 0,
        totalVnd: 10_000_000,
      });
    await refund(2_500_000);
    expect((await commissionsOf(ctx.app, agent.auth))[0]).toMatchObject({ amountVnd: 7_500, status: 'pending' });
    await refund(7_500_000);
    expect((await commissionsOf(ctx.app, agent.auth))[0]).toMatchObject({ amountVnd: 0, status: 'reversed' });
    expect((await summary(agent.auth)).commission).toEqual({ pendingVnd: 0, availableVnd: 0, paidVnd: 0 });
  });

  it('after payment, take the difference back from the next payout, never below zero', async () => {
    const agent = await makeAgent(ctx, admin);
    const customer = await linkedCustomer(ctx, agent);
    const first = await pobFee(customer, agent.id, 100_000, 10_000_000);
    const later = new Date(Date.now() + 49 * HOUR);
    const start = await walletBalance(ctx.app, agent.auth);
    await runCommissions(db(), later);
    expect(await walletBalance(ctx.app, agent.auth)).toBe(start + 10_000);
    // Half the first order refunded after payment: a claw-back of 5 000 ₫ waits.
    await recordPobEvent(ctx, 'pay_on_behalf_order.refunded', {
      orderId: first,
      userId: customer.id,
      refundVnd: 5_000_000,
      feeRefundVnd: 0,
      totalVnd: 10_000_000,
    });
    const entries = await commissionsOf(ctx.app, agent.auth);
    expect(entries[0]).toMatchObject({ amountVnd: -5_000, status: 'available', reversalOf: entries[1]!.id });
    expect((await summary(agent.auth)).commission.availableVnd).toBe(-5_000);
    // The next commission (3 000 ₫) is all taken: nothing credited, 2 000 ₫ still owed.
    await pobFee(customer, agent.id, 30_000, 3_000_000);
    expect(await runCommissions(db(), later)).toMatchObject({ creditedVnd: 0 });
    expect(await walletBalance(ctx.app, agent.auth)).toBe(start + 10_000);
    expect((await summary(agent.auth)).commission.availableVnd).toBe(-2_000);
    // The one after (4 000 ₫) pays 2 000 ₫ and settles the claw-back.
    await pobFee(customer, agent.id, 40_000, 4_000_000);
    expect(await runCommissions(db(), later)).toMatchObject({ creditedVnd: 2_000 });
    expect(await walletBalance(ctx.app, agent.auth)).toBe(start + 12_000);
    expect((await summary(agent.auth)).commission).toEqual({ pendingVnd: 0, availableVnd: 0, paidVnd: 12_000 });
    expect((await commissionsOf(ctx.app, agent.auth)).every((e) => e.status === 'paid')).toBe(true);
  });
});

describe('the months of a rule', () => {
  it('count from the linking: past them nothing is earned; 0 months is forever', async () => {
    const agent = await makeAgent(ctx, admin);
    const customer = await linkedCustomer(ctx, agent);
    await query(ctx, `update users set agent_linked_at = now() - interval '13 months' where id = $1`, [customer.id]);
    await pobFee(customer, agent.id, 100_000, 10_000_000);
    expect(await commissionsOf(ctx.app, agent.auth)).toHaveLength(0);
    await putRules(admin, {
      rules: [
        { service: 'purchase', base: 'service_fee', percentBasisPoints: 1000, months: 12 },
        { service: 'pay_on_behalf', base: 'pob_fee', percentBasisPoints: 1000, months: 0 },
      ],
    });
    await pobFee(customer, agent.id, 100_000, 10_000_000);
    expect(await commissionsOf(ctx.app, agent.auth)).toHaveLength(1);
    await query(ctx, `update users set agent_linked_at = now() - interval '11 months' where id = $1`, [customer.id]);
    await putRules(admin, {
      rules: [
        { service: 'purchase', base: 'service_fee', percentBasisPoints: 1000, months: 12 },
        { service: 'pay_on_behalf', base: 'pob_fee', percentBasisPoints: 1000, months: 12 },
      ],
    });
    await pobFee(customer, agent.id, 100_000, 10_000_000);
    expect(await commissionsOf(ctx.app, agent.auth)).toHaveLength(2);
  });

  it("never lists another agent's entries", async () => {
    const a = await makeAgent(ctx, admin);
    const b = await makeAgent(ctx, admin);
    const ofB = await linkedCustomer(ctx, b);
    await pobFee(ofB, b.id, 100_000, 10_000_000);
    expect(await commissionsOf(ctx.app, b.auth)).toHaveLength(1);
    expect(await commissionsOf(ctx.app, a.auth)).toHaveLength(0);
    expect((await summary(a.auth)).commission.pendingVnd).toBe(0);
  });
});
