/**
 * Who did each status change (decision 0045): the staff order list names who made each order's latest
 * status change and when; the detail's timeline names the actor of every event by their full name.
 * Customers' lists carry neither.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/platform/actor.ts';
import { makeCustomer, makePurchaseOrder, makeStaff } from '../../test/factories.ts';
import { type Auth, recordPurchase } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import { listOrders } from './purchase-order.service.ts';

const ctx = useTestApp();
let admin: Auth;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
});

type Row = { id: number; status: string; lastChange?: { actorName: string; createdAt: string } | null };

async function staffRow(id: number): Promise<Row | undefined> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/Admin/OrderOrdering?pageSize=100', headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as Row[]).find((o) => o.id === id);
}

describe('who changed each order', () => {
  it('names the staff member of the latest status change in the staff list, with its time', async () => {
    const customer = await makeCustomer(ctx, { fullName: 'Đỗ Thị Ngọc' });
    const purchaser = await makeStaff(ctx, 'purchaser', { fullName: 'Vũ Minh Khoa' });
    const order = await makePurchaseOrder(ctx, { customer, status: 'deposited', items: [{}, { title: 'Ghế gỗ' }] });
    // Placed and paid by the customer: the deposit is the latest change.
    expect((await staffRow(order.id))?.lastChange).toMatchObject({ actorName: 'Đỗ Thị Ngọc' });

    const before = Date.now();
    // One of two lines recorded: the order is purchasing (decision 0050).
    const moved = await recordPurchase(ctx.app, purchaser.auth, order.id);
    expect(moved.statusCode, moved.body).toBe(200);
    const row = await staffRow(order.id);
    expect(row).toMatchObject({ status: 'purchasing', lastChange: { actorName: 'Vũ Minh Khoa' } });
    expect(Date.parse(row!.lastChange!.createdAt)).toBeGreaterThanOrEqual(before - 1_000);
    expect(row!.lastChange!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    // Also under a status filter (another prepared variant).
    const filtered = await ctx.app.inject({
      method: 'GET',
      url: '/api/Admin/OrderOrdering?status=purchasing&pageSize=100',
      headers: admin,
    });
    expect(filtered.json().items.find((o: Row) => o.id === order.id)?.lastChange?.actorName).toBe('Vũ Minh Khoa');

    // The detail's timeline names every actor.
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/Admin/OrderOrdering/${order.id}`, headers: admin });
    expect(detail.json().events.map((e: { toStatus: string; actorName: string }) => [e.toStatus, e.actorName])).toEqual(
      [
        ['awaiting_deposit', 'Đỗ Thị Ngọc'],
        ['deposited', 'Đỗ Thị Ngọc'],
        ['purchasing', 'Vũ Minh Khoa'],
      ],
    );
  });

  it("does not put staff names into the customer's own list", async () => {
    const customer = await makeCustomer(ctx);
    const order = await makePurchaseOrder(ctx, { customer, status: 'purchasing' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/OrderOrdering', headers: customer.auth });
    const mine = (res.json().items as Row[]).find((o) => o.id === order.id);
    expect(mine).toBeDefined();
    expect(mine).not.toHaveProperty('lastChange');
    expect(mine).not.toHaveProperty('customer');
  });

  it("names the customer but not the staff in an agent's list (the agent scope, no route yet)", async () => {
    const agent = await makeCustomer(ctx, { fullName: 'Lê Đại Lý' });
    const order = await makePurchaseOrder(ctx, { customer: agent, status: 'deposited' });
    await makePurchaseOrder(ctx, { customer: await makeCustomer(ctx), status: 'deposited' });
    const actor: Actor = { userId: agent.id, name: agent.fullName, roles: ['customer'], scope: 'agent' };
    const list = await listOrders(ctx.database.db, actor, { page: 1, pageSize: 20 });
    expect(list.total).toBe(1);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      id: order.id,
      customer: { id: agent.id, fullName: 'Lê Đại Lý' },
      lastChange: null,
    });
  });
});
