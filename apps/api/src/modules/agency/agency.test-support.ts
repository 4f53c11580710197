/** Helpers of the agency tests: agents made through the admin's endpoint, the agent's calls, events. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { transaction } from '../../lib/db/transaction.ts';
import { domainEventTasks, recordDomainEvent } from '../../lib/events/domain-events.ts';
import { runDueJobs } from '../../lib/events/job-queue.ts';
import { makeCustomer, type TestUser } from '../../test/factories.ts';
import { type Auth, newKey } from '../../test/fixtures.ts';
import { newCustomer, type TestContext } from '../../test/helpers.ts';

/** PUT /api/Admin/Customer/{id}/Agent as `by`. */
export function putAgent(app: FastifyInstance, by: Auth, id: number, body: Record<string, unknown>) {
  return app.inject({ method: 'PUT', url: `/api/Admin/Customer/${id}/Agent`, headers: by, payload: body });
}

/** A customer made an agent by the admin, with `code` (or a generated one). */
export async function makeAgent(ctx: TestContext, admin: Auth, code?: string) {
  const user = await makeCustomer(ctx, { fullName: 'Đại Lý Thử' });
  const res = await putAgent(ctx.app, admin, user.id, { isAgent: true, ...(code ? { referralCode: code } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return { ...user, referralCode: res.json().agency.referralCode as string };
}

/** Registers a customer through POST /api/auth/register with `referralCode`; the raw answer and the body. */
export async function registerWithCode(app: FastifyInstance, referralCode: string) {
  const body = { ...newCustomer(), referralCode };
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  return { res, body };
}

/** A customer registered with the agent's code, signed in. */
export async function linkedCustomer(ctx: TestContext, agent: { referralCode: string }): Promise<TestUser> {
  const { res, body } = await registerWithCode(ctx.app, agent.referralCode.toLowerCase());
  expect(res.statusCode, res.body).toBe(200);
  const token = res.json().token as string;
  const auth = { authorization: `Bearer ${token}` };
  const me = await ctx.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: auth });
  return { ...body, id: me.json().id as number, token, auth };
}

/** GET `url` as `auth`; the 200 answer's body. */
export async function getOk<T = Record<string, unknown>>(app: FastifyInstance, auth: Auth, url: string): Promise<T> {
  const res = await app.inject({ method: 'GET', url, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

/** POST /api/Agency/Customer as the agent. */
export function createCustomer(app: FastifyInstance, agent: Auth, body: Record<string, unknown>, key = newKey()) {
  return app.inject({
    method: 'POST',
    url: '/api/Agency/Customer',
    headers: { ...agent, 'idempotency-key': key },
    payload: body,
  });
}

/** Records `type` with `payload` as the pay-on-behalf module will, and delivers the domain events due. */
export async function recordPobEvent(
  ctx: TestContext,
  type: 'pay_on_behalf_order.fee_earned' | 'pay_on_behalf_order.refunded',
  payload: { orderId: number; userId: number } & Record<string, unknown>,
) {
  await transaction(ctx.database.db, (tx) =>
    recordDomainEvent(tx, {
      type,
      subjectType: 'pay_on_behalf_order',
      subjectId: payload.orderId,
      userId: payload.userId,
      payload,
    }),
  );
  await deliverEvents(ctx);
}

/** Runs the domain-event deliveries due now (no job runner in tests). */
export function deliverEvents(ctx: TestContext) {
  return runDueJobs(ctx.database.db, domainEventTasks(ctx.database.db));
}

/** The agent's commission entries (GET /api/Agency/Commission). */
export async function commissionsOf(app: FastifyInstance, agent: Auth) {
  return (
    await getOk<{
      items: { id: number; status: string; amountVnd: number; orderCode: string; reversalOf: number | null }[];
    }>(app, agent, '/api/Agency/Commission?pageSize=100')
  ).items;
}

let pobOrderId = 800_000;
/** A fresh pay-on-behalf order id (no such table yet: the events carry it). */
export function nextPobOrderId(): number {
  pobOrderId += 1;
  return pobOrderId;
}
