/**
 * An agent's pay-on-behalf orders (DESIGN.md §3.10, decision 0114): placed for one of its customers
 * from the agent's quote, `awaiting_customer` with nothing debited, confirmed (and debited) or
 * cancelled by the customer; an agent never reaches another agent's customers.
 */
import { describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.ts';
import { type Auth, countRows, expectError, expectLedgerBalanced, newKey, walletBalance } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { customerPost, HUNDRED_YUAN, makeAgent, pobLine, quoteFor } from './pay-on-behalf.test-support.ts';

const ctx = useTestApp();

async function agentOrder(agent: Auth, customerId: number, lines = [pobLine()], key = newKey()) {
  const q = await quoteFor(ctx.app, agent, lines);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/Agency/OrderPob',
    headers: { ...agent, 'idempotency-key': key },
    payload: { customerId, quoteId: q.quoteId, lines },
  });
}

describe('agent orders', () => {
  it('wait for the customer, who confirms (debited then) or cancels (nothing to give back)', async () => {
    const { agent, customers } = await makeAgent(ctx, 1, 1_000_000);
    const c = customers[0]!;
    const res = await agentOrder(agent.auth, c.id);
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json();
    expect(o).toMatchObject({
      status: 'awaiting_customer',
      source: 'agent',
      agent: { id: agent.id },
      customer: { id: c.id },
      ...HUNDRED_YUAN,
    });
    // The agent sees its customer's phone masked.
    expect(o.customer.phone).toBe(`${c.phone.slice(0, 2)}••••••${c.phone.slice(-2)}`);
    expect(await walletBalance(ctx.app, c.auth)).toBe(1_000_000);
    expect(await walletBalance(ctx.app, agent.auth)).toBe(0);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/OrderPob?status=awaiting_customer',
      headers: c.auth,
    });
    expect(mine.json().items.map((i: { id: number }) => i.id)).toEqual([o.id]);
    const confirmed = await customerPost(ctx.app, c.auth, o.id, 'Confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().status).toBe('pending');
    expect(await walletBalance(ctx.app, c.auth)).toBe(625_000);
    // Confirming again debits nothing more.
    expect((await customerPost(ctx.app, c.auth, o.id, 'Confirm')).json().status).toBe('pending');
    expect(await walletBalance(ctx.app, c.auth)).toBe(625_000);

    const second = (await agentOrder(agent.auth, c.id)).json();
    const cancelled = await customerPost(ctx.app, c.auth, second.id, 'Cancel');
    expect(cancelled.json().status).toBe('cancelled');
    expect(await walletBalance(ctx.app, c.auth)).toBe(625_000);
    expect(
      await countRows(ctx, 'journal_entries', 'idempotency_key like $1', [`pob-%:pay_on_behalf_order:${second.id}`]),
    ).toBe(0);
    // The agent cannot confirm for the customer.
    const third = (await agentOrder(agent.auth, c.id)).json();
    expectError(await customerPost(ctx.app, agent.auth, third.id, 'Confirm'), 404);
    await expectLedgerBalanced(ctx);
  });

  it('confirming without enough money is refused with what is missing, writing nothing', async () => {
    const { agent, customers } = await makeAgent(ctx, 1, 100_000);
    const c = customers[0]!;
    const o = (await agentOrder(agent.auth, c.id)).json();
    const res = await customerPost(ctx.app, c.auth, o.id, 'Confirm');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'insufficient-balance', missingVnd: 275_000 });
    const again = (await ctx.app.inject({ method: 'GET', url: `/api/OrderPob/${o.id}`, headers: c.auth })).json();
    expect(again.status).toBe('awaiting_customer');
  });

  it('is idempotent per key', async () => {
    const { agent, customers } = await makeAgent(ctx, 1);
    const lines = [pobLine()];
    const q = await quoteFor(ctx.app, agent.auth, lines);
    const key = newKey();
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/Agency/OrderPob',
        headers: { ...agent.auth, 'idempotency-key': key },
        payload: { customerId: customers[0]!.id, quoteId: q.quoteId, lines },
      });
    const [a, b] = [await send(), await send()];
    expect(b.json().id).toBe(a.json().id);
    expect(await countRows(ctx, 'pay_on_behalf_orders', 'user_id = $1', [customers[0]!.id])).toBe(1);
  });

  it('never reach another agent’s customers, nor a customer of no agent', async () => {
    const one = await makeAgent(ctx, 1, 1_000_000);
    const two = await makeAgent(ctx, 1, 1_000_000);
    const loner = await makeCustomer(ctx);
    expectError(await agentOrder(one.agent.auth, two.customers[0]!.id), 404);
    expectError(await agentOrder(one.agent.auth, loner.id), 404);
    const mineRes = await agentOrder(one.agent.auth, one.customers[0]!.id);
    const theirsRes = await agentOrder(two.agent.auth, two.customers[0]!.id);
    expect(mineRes.statusCode).toBe(200);
    expect(theirsRes.statusCode).toBe(200);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/Agency/OrderPob', headers: one.agent.auth });
    expect(list.json().items.map((i: { id: number }) => i.id)).toEqual([mineRes.json().id]);
    // A customer's own order shows in its agent's list, never in the other's.
    const own = await ctx.app.inject({ method: 'GET', url: '/api/Agency/OrderPob', headers: two.agent.auth });
    expect(own.json().items.map((i: { id: number }) => i.id)).toEqual([theirsRes.json().id]);
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/Agency/OrderPob', headers: loner.auth }),
      403,
      'agent-only',
    );
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/Agency/OrderPob',
        headers: { ...loner.auth, 'idempotency-key': newKey() },
        payload: {
          customerId: one.customers[0]!.id,
          quoteId: '00000000-0000-4000-8000-000000000000',
          lines: [pobLine()],
        },
      }),
      403,
    );
  });
});
